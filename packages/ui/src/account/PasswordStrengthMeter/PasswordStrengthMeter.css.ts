import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const bars = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.xs });
export const bar = recipe({
  base: { height: '6px', borderRadius: vars.radius.pill, background: vars.color.border },
  variants: {
    color: {
      off: {},
      red: { background: vars.color.danger },
      yellow: { background: vars.color.caution },
      green: { background: vars.color.success },
    },
  },
});
export const label = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
