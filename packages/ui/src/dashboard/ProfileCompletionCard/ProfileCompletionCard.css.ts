import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const subheading = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });
export const missing = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const complete = style({ color: vars.color.success, fontWeight: vars.font.weight.semibold });
export const missingItem = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.font.size.sm,
});
