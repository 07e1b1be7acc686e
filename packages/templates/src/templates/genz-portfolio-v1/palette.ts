/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Black ink (#111111) on every fill: lemon 16.3:1, paper 18.9:1, pink 6.3:1, lime 15.1:1,
// orange 8.0:1, sky 11.3:1, lilac 9.6:1. White on ink 18.9:1, white on blue 6.0:1.
// Borders and shadows are ink, so every block is outlined at 16:1 or more.
export const colors = {
  lemon: '#ffe94d',
  paper: '#fffdf5',
  ink: '#111111',
  white: '#ffffff',
  pink: '#ff4fa3',
  lime: '#b6ff3b',
  orange: '#ff8a3d',
  sky: '#6ed3ff',
  lilac: '#c8a8ff',
  blue: '#2f4bff',
};

export const palette = {
  color: colors,
  font: {
    display:
      "'Arial Black', 'Archivo Black', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
};
