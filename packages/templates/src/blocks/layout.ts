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
};
