import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-state="dragging"]': { zIndex: 1, borderColor: vars.color.accent, boxShadow: vars.shadow.md } },
});
export const itemText = style({ flex: '1 1 10rem', minWidth: 0 });
export const itemName = style({ fontWeight: vars.font.weight.semibold });
export const itemUrl = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const itemLabel = style({ flex: '1 1 12rem', minWidth: 0 });
export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });
export const addField = style({ flex: '1 1 14rem', minWidth: 0 });
