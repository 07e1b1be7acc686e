// Property groups that mean one thing in every template ("a grid stack with this gap", "a wrapping
// row"), as plain objects to spread into a template's own `style({...})`. They stay plain objects,
// not styles: the class names and the CSS each template emits remain its own, property for
// property in the order written.
type Length = string | number;

export const layout = {
  /** A grid column of children `gap` apart. */
  grid: (gap: Length) => ({ display: 'grid', gap }) as const,
  /** Children side by side, wrapping onto more lines, `gap` apart. */
  wrapRow: (gap: Length) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const,
  /** An inline row of vertically centred children (an icon beside its text). */
  inlineRow: (gap: Length) => ({ display: 'inline-flex', alignItems: 'center', gap }) as const,
  /** A block `maxWidth` wide, centred horizontally. */
  centered: (maxWidth: Length) => ({ maxWidth, margin: '0 auto' }) as const,
  /** A row of vertically centred children `gap` apart (a picture beside a name). */
  row: (gap: Length) => ({ display: 'flex', alignItems: 'center', gap }) as const,
  /** Two ends of a wrapping row pushed apart (a footer's name and credit). */
  splitRow: (gap: Length) =>
    ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap }) as const,
  /** A grid column that keeps its children at the top, `gap` apart (a card's contents). */
  stack: (gap: Length) => ({ display: 'grid', alignContent: 'start', gap }) as const,
  /** A `size` square cropped to a circle (a profile picture). */
  disc: (size: Length) =>
    ({ width: size, height: size, borderRadius: '50%', objectFit: 'cover' }) as const,
};

// Type settings in the order of the CSS `font` shorthand, and upper-case labels.
export const typeset = {
  /** Family, size, weight and, when given, line height. */
  font: (family: string, size: Length, weight: number, lineHeight?: number | string) =>
    lineHeight === undefined
      ? ({ fontFamily: family, fontSize: size, fontWeight: weight } as const)
      : ({ fontFamily: family, fontSize: size, fontWeight: weight, lineHeight } as const),
  /** Upper-case letters `letterSpacing` apart (an eyebrow, a label). */
  caps: (letterSpacing: Length) => ({ letterSpacing, textTransform: 'uppercase' }) as const,
};
