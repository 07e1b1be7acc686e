/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast on paper (#fff6e5): ink 17.0:1, muted 7.9:1, accent 6.3:1. Ink on the sticker fills:
// sun 12.7:1, mint 13.2:1, blush 10.9:1; paper on ink 17.0:1. Shape colours are decoration only.
export const colors = {
  paper: '#fff6e5',
  card: '#ffffff',
  ink: '#151515',
  muted: '#5a4a3a',
  accent: '#b3124b',
  sun: '#ffd23f',
  mint: '#7ef0c8',
  blush: '#ffb3c7',
  shape: '#ff5d8f',
};

export const palette = {
  color: colors,
  font: {
    display:
      "'Arial Black', 'Helvetica Neue', Impact, 'Liberation Sans', 'DejaVu Sans', system-ui, sans-serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    hand: "'Comic Sans MS', 'Chalkboard SE', 'Segoe Print', 'Bradley Hand', ui-rounded, 'Arial Rounded MT Bold', system-ui, sans-serif",
  },
};
