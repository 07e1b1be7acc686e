import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` },
      accent: { background: vars.color.accent, color: vars.color.accentText },
      success: { background: vars.color.successSurface, color: vars.color.success },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
