import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
// The kit's theme contract straight from its source: the package entry would bring every
// component into this file's build-time evaluation.
import { vars } from '../../packages/ui/src/theme/theme.css';

// A thumbnail is the top of the page at a desktop width, scaled down: the frame lays the template
// out at 1280 px (its media queries see a desktop), scaled to the width of its column.
export const pageWidth = 1280;
const pageHeight = 1600;
const narrowest = 288;
/** The column's width over the page's, measured by the card; a quarter until it is. */
export const thumbnailScale = createVar();

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: 1160,
  margin: '0 auto',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const intro = style({ margin: `${vars.space.xs} 0 0`, maxWidth: '70ch', color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });

// The document is JSON: a monospace face keeps its indentation readable.
export const field = style({});
globalStyle(`${field} textarea`, { fontFamily: vars.font.mono, fontSize: vars.font.size.sm, minHeight: '16rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fill, minmax(${narrowest}px, 1fr))`,
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  selectors: { '&[data-state="full"]': { gridColumn: '1 / -1' } },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

const stage = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const thumbnail = style([stage, { width: '100%', aspectRatio: `${pageWidth} / ${pageHeight}` }]);
globalStyle(`${thumbnail} iframe`, {
  width: pageWidth,
  height: pageHeight,
  border: 0,
  transform: `scale(${fallbackVar(thumbnailScale, '0.25')})`,
  transformOrigin: '0 0',
});

// Full size: the template at the card's own width (a phone layout on a phone), scrollable.
export const fullSize = style([stage, { width: '100%', height: '80vh' }]);
globalStyle(`${fullSize} iframe`, { width: '100%', height: '100%', border: 0 });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
});
