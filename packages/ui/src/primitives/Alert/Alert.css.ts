import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontSize: vars.font.size.sm,
  },
  variants: {
    tone: {
      error: { background: vars.color.dangerSurface, borderColor: vars.color.danger, color: vars.color.danger },
      success: { background: vars.color.successSurface, borderColor: vars.color.success, color: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning, color: vars.color.warning },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'error' },
});

export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontWeight: vars.font.weight.bold });
