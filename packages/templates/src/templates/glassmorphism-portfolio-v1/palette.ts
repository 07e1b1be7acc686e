/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Text sits only on glass, never on the blobs. Without backdrop-filter the glass is `glassSolid`;
// with it, `glass` over the brightest-to-darkest blob (violet #8b5cf6 at full strength) still
// mixes to at least #d6cdf4. Contrast of ink on that worst case 12.9:1 (on white 17.4:1), muted
// 5.6:1 (7.6:1), accent 5.0:1 (6.8:1). White on `accent` (buttons, chips) 6.8:1.
export const colors = {
  canvas: '#f1edff',
  blobViolet: '#8b5cf6',
  blobPink: '#f472b6',
  blobOrange: '#fb923c',
  blobCyan: '#22d3ee',
  glass: 'rgba(255, 255, 255, 0.7)',
  glassSolid: 'rgba(255, 255, 255, 0.94)',
  glassEdge: 'rgba(255, 255, 255, 0.9)',
  ink: '#17122b',
  muted: '#4c4566',
  accent: '#6d28d9',
  onAccent: '#ffffff',
  chip: 'rgba(109, 40, 217, 0.1)',
};

export const palette = {
  color: colors,
  font: {
    display:
      "'Avenir Next', Avenir, 'Montserrat', 'Segoe UI Variable Display', ui-sans-serif, system-ui, 'Liberation Sans', 'DejaVu Sans', sans-serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  },
};
