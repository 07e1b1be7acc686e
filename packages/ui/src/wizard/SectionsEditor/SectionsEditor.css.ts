import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const panelTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const row = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-state="hidden"]': { borderStyle: 'dashed' },
    '&[data-state="dragging"]': { zIndex: 1, borderColor: vars.color.accent, boxShadow: vars.shadow.md },
  },
});
export const rowText = style({ minWidth: 0, flex: '1 1 6rem' });
export const rowTitle = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const rowStatus = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  selectors: { [`${row}[data-state="hidden"] &`]: { fontStyle: 'italic' } },
});
export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });
export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const addField = style({ flex: '1 1 12rem', minWidth: 0 });
export const editorBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const editorHeader = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const editorTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const manager = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
