import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const fractionVar = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const header = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.font.size.sm });
export const label = style({ fontWeight: vars.font.weight.semibold });
export const track = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});
export const fill = recipe({
  base: {
    height: '100%',
    width: '100%',
    transformOrigin: 'left',
    transform: `scaleX(${fractionVar})`,
    transition: `transform ${vars.duration.slow} ease-out`,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent },
      success: { background: vars.color.success },
      warning: { background: vars.color.caution },
      danger: { background: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'accent' },
});
