/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast on `paper` (WCAG 2.2 AA needs 4.5:1 for text): ink 16.1:1, muted 7.0:1, accent 6.7:1.
export const colors = {
  paper: '#ffffff',
  ink: '#1a1a1a',
  muted: '#595959',
  accent: '#1d4ed8',
  rule: '#e5e5e5',
  chip: '#f4f4f5',
};

// The dark scheme (`design.scheme` 'dark' or 'auto'). Contrast on paper (#121212): ink 16.0:1,
// muted 7.6:1, accent 8.4:1; on chip (#1f1f1f) ink 14.2:1, accent 7.5:1.
export const darkColors: typeof colors = {
  paper: '#121212',
  ink: '#ededed',
  muted: '#a3a3a3',
  accent: '#8ab4f8',
  rule: '#333333',
  chip: '#1f1f1f',
};

export const palette = {
  color: colors,
  font: {
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  },
};
