import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});
export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.warning });
export const text = style({ fontSize: vars.font.size.sm, color: vars.color.text, overflowWrap: 'anywhere' });
export const address = style({ fontWeight: vars.font.weight.semibold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
