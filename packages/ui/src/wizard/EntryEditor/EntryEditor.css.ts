import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-state="editing"]': { borderColor: vars.color.accent },
    // Lifted above its neighbours while it moves over them.
    '&[data-state="dragging"]': { zIndex: 1, borderColor: vars.color.accent, boxShadow: vars.shadow.md },
  },
});
/** Below about 10rem for the text (phones), Edit and Remove move under it. */
export const itemText = style({ minWidth: 0, flex: '1 1 10rem' });
export const itemTitle = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const itemSubtitle = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const itemMeta = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const itemActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0, marginLeft: 'auto' });
export const form = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weight.semibold });
export const formHint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, marginBottom: vars.space.sm });
/** Columns never grow past the form: a long file name or address wraps or scrolls inside its field. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.md });
/** A field that spans both columns (descriptions, tag inputs). */
export const wide = style({ gridColumn: '1 / -1' });
