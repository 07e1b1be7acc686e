import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const intro = style({ color: vars.color.textMuted });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const subtle = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
/** A field's error, in the kit's error style (primitives/Field), not grey like its hint. */
export const fieldError = style({ fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: vars.font.weight.medium });
export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const fileInput = style({ fontSize: vars.font.size.sm, maxWidth: '100%' });
export const fileLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const avatar = style({
  width: '120px',
  height: '120px',
  objectFit: 'cover',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSurface,
  fontSize: vars.font.size.sm,
});
export const previewSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const previewHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const previewTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const entry = style({ overflowWrap: 'anywhere' });
export const entryTitle = style({ fontWeight: vars.font.weight.semibold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
/** The formatting hint under a bio or description, on a line of its own after any other hint. */
export const formattingHint = style({ display: 'block' });
export const syntax = style({ fontFamily: vars.font.mono, fontSize: '0.95em', color: vars.color.text });
/** The trade chooser of the skill suggestions: as wide as its longest choice, not the whole step. */
export const tradeChooser = style({ maxWidth: '20rem' });
export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const thumb = style({
  width: '80px',
  height: '60px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
