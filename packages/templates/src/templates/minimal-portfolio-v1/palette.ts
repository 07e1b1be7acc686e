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

export const palette = {
  color: colors,
  font: {
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  },
};
