/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast on `sheet` (#ffffff): ink 16.8:1, muted 7.5:1, accent 5.5:1. On `side` (#f3f5f7):
// ink 15.5:1, muted 6.9:1, accent 5.0:1. The `desk` colour is only ever behind the sheet.
export const colors = {
  desk: '#e7eaee',
  sheet: '#ffffff',
  side: '#f3f5f7',
  ink: '#15191f',
  muted: '#4a5361',
  accent: '#0f766e',
  rule: '#d8dde3',
};

export const palette = {
  color: colors,
  font: {
    body: "'Inter', 'Segoe UI', 'Helvetica Neue', ui-sans-serif, system-ui, -apple-system, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    name: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', 'Liberation Serif', 'DejaVu Serif', Georgia, serif",
  },
};
