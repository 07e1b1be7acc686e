// Property groups that mean one thing in every template ("a grid stack with this gap", "a wrapping
// row"), as plain objects to spread into a template's own `style({...})`. They stay plain objects,
// not styles: the class names and the CSS each template emits remain its own, property for
// property in the order written. A group writes its properties in a fixed order: spread it where a
// style wants those properties in that order, and the CSS is the same as typing them out.
type Length = string | number;

export const layout = {
  /** A grid column of children `gap` apart. */
  grid: (gap: Length) => ({ display: 'grid', gap }) as const,
  /** A grid column that sits in a grid or flex parent and may shrink below its content's width. */
  gridItem: (gap: Length) => ({ display: 'grid', gap, minWidth: 0 }) as const,
  /** Children side by side, wrapping onto more lines, `gap` apart (and `marginTop` from above). */
  wrapRow: (gap: Length, marginTop?: Length) =>
    marginTop === undefined
      ? ({ display: 'flex', flexWrap: 'wrap', gap } as const)
      : ({ display: 'flex', flexWrap: 'wrap', gap, marginTop } as const),
  /** An inline row of vertically centred children (an icon beside its text), at least `minHeight`. */
  inlineRow: (gap: Length, minHeight?: Length) =>
    minHeight === undefined
      ? ({ display: 'inline-flex', alignItems: 'center', gap } as const)
      : ({ display: 'inline-flex', alignItems: 'center', gap, minHeight } as const),
  /** A block `maxWidth` wide, centred horizontally, with its `padding` when given. */
  centered: (maxWidth: Length, padding?: Length) =>
    padding === undefined
      ? ({ maxWidth, margin: '0 auto' } as const)
      : ({ maxWidth, margin: '0 auto', padding } as const),
  /** The page's column: `centered` on screen, without its padding on paper (the sheet has margins). */
  pageColumn: (maxWidth: Length, padding: Length) =>
    ({ maxWidth, margin: '0 auto', padding, '@media': { print: { padding: 0 } } }) as const,
  /** A row of vertically centred children `gap` apart (a picture beside a name). */
  row: (gap: Length) => ({ display: 'flex', alignItems: 'center', gap }) as const,
  /** Two ends of a wrapping row pushed apart (a footer's name and credit), aligned when given. */
  splitRow: (gap: Length, alignItems?: 'baseline' | 'center' | 'flex-start') =>
    alignItems === undefined
      ? ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap } as const)
      : ({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems,
          gap,
        } as const),
  /** A wrapping row whose lines are centred (contact links under a centred name). */
  centredRow: (gap: Length, marginTop?: Length) =>
    marginTop === undefined
      ? ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap } as const)
      : ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap, marginTop } as const),
  /** A flex column of children `gap` apart (a card whose links sit at its foot). */
  column: (gap: Length) => ({ display: 'flex', flexDirection: 'column', gap }) as const,
  /** A grid column that keeps its children at the top, `gap` apart (a card's contents). */
  stack: (gap: Length) => ({ display: 'grid', alignContent: 'start', gap }) as const,
  /** Columns at least `minColumn` wide, as many as fit (`auto-fill`) or stretched (`auto-fit`). */
  autoGrid: (gap: Length, minColumn: string, repeat: 'auto-fill' | 'auto-fit' = 'auto-fill') =>
    ({
      display: 'grid',
      gap,
      gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${minColumn}), 1fr))`,
    }) as const,
  /** Its content centred both ways (initials in a circle, an icon in a tile). */
  centredContent: { display: 'grid', placeItems: 'center' } as const,
  /** A panel's box: its fill, its edge and its corners (a card, a glass pane, a code block). */
  surface: (background: string, border: string, borderRadius: Length) =>
    ({ background, border, borderRadius }) as const,
  /** A pill: fully rounded ends around `padding` (a chip, a tag, a button). */
  pill: (padding: Length) => ({ padding, borderRadius: 999 }) as const,
  /** A `size` square cropped to a circle (a profile picture). */
  disc: (size: Length) =>
    ({ width: size, height: size, borderRadius: '50%', objectFit: 'cover' }) as const,
  /** Grid columns from the `query` breakpoint up; one plain block on paper. */
  columnsFrom: (query: string, columns: string) =>
    ({
      '@media': { [query]: { gridTemplateColumns: columns }, print: { display: 'block' } },
    }) as const,
};

// On paper: what a style does in `@media print` for the A4 page every template prints (one
// column, no decoration). Each is the style's whole `@media`: spread one where a style has no other
// media rule. vanilla-extract writes the `@media` rule apart from the style's own properties,
// wherever the key stands, so the CSS is the same as writing it out.
/** The printed page's own colours (paper is white): text in black, a box's outline in grey. */
export const printInk = { text: '#000', outline: '#999' } as const;

export const paper = {
  /** Printed as an outlined box with no fill (a chip, a tag: its screen background is left off). */
  outlined: { '@media': { print: { background: 'none', border: `1px solid ${printInk.outline}` } } },
  /** Not printed (a decoration). */
  hidden: { '@media': { print: { display: 'none' } } },
  /** Printed as one plain block (a grid or a row that stacks on paper). */
  block: { '@media': { print: { display: 'block' } } },
  /** A grid printed as one column. */
  oneColumn: { '@media': { print: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
} as const;

// Text: type settings (family, size, weight, line height, as the `font` shorthand orders them),
// surface and ink colours, upper-case labels.
export const typeset = {
  /** Family and size, then weight and line height when given. */
  font: (family: string, size: Length, weight?: number, lineHeight?: number | string) => ({
    fontFamily: family,
    fontSize: size,
    ...(weight === undefined ? {} : { fontWeight: weight }),
    ...(lineHeight === undefined ? {} : { lineHeight }),
  }),
  /** Size, then weight and line height when given. */
  size: (size: Length, weight: number, lineHeight?: number | string) =>
    lineHeight === undefined
      ? ({ fontSize: size, fontWeight: weight } as const)
      : ({ fontSize: size, fontWeight: weight, lineHeight } as const),
  /** A surface: its background and the colour of the text on it. */
  colors: (background: string, color: string) => ({ background, color }) as const,
  /** Body text: family, line height and, when given, size (a template root's type). */
  body: (family: string, lineHeight: number, size?: Length) =>
    size === undefined
      ? ({ fontFamily: family, lineHeight } as const)
      : ({ fontFamily: family, fontSize: size, lineHeight } as const),
  /**
   * A text colour for the screen; on paper the text is black (or the `printed` grey). Spread it
   * where the style writes its colour: vanilla-extract writes the `@media` rule apart from the
   * style's own properties, wherever the key stands, so the CSS is the same.
   */
  ink: (color: string, printed: string = printInk.text) =>
    ({ color, '@media': { print: { color: printed } } }) as const,
  /** An underline `thickness` thick, `offset` below the text (a link that shows it is one). */
  underline: (thickness: Length, offset: Length) =>
    ({
      textDecoration: 'underline',
      textDecorationThickness: thickness,
      textUnderlineOffset: offset,
    }) as const,
  /** Upper-case letters `letterSpacing` apart (an eyebrow, a label). */
  caps: (letterSpacing: Length) => ({ letterSpacing, textTransform: 'uppercase' }) as const,
};
