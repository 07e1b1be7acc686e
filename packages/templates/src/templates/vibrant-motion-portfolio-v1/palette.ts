/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast on `night` (#140c2c): text 17.6:1, muted 9.9:1, pink 6.4:1, yellow 14.5:1,
// cyan 12.0:1, lime 14.9:1. On `panel` (#21183f): text 15.4:1, muted 8.7:1, pink 5.6:1,
// cyan 10.5:1, lime 13.0:1. `night` text on the yellow, cyan and lime fills: above 12:1.
// The hero gradient only ever sits behind the `night` band, never behind text.
export const colors = {
  night: '#140c2c',
  panel: '#21183f',
  panelEdge: '#3a2e66',
  text: '#ffffff',
  muted: '#cfc6f2',
  pink: '#ff5c9a',
  yellow: '#ffd23f',
  cyan: '#3de0ff',
  lime: '#b8f34a',
  violet: '#7b5cff',
  pinkHaze: 'rgba(255, 92, 154, 0.3)',
};

export const palette = {
  color: colors,
  font: {
    display:
      "'Bebas Neue', 'Oswald', 'Roboto Condensed', 'Arial Narrow', 'Liberation Sans Narrow', 'Helvetica Neue Condensed', 'DejaVu Sans Condensed', Impact, sans-serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  },
};
