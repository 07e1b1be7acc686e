/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast on paper (#fbfbf9): ink 18.2:1, muted 6.3:1, quiet 5.2:1 (dates and labels, always
// at least 13 px), accent 9.7:1. Hairlines are decoration only.
export const colors = {
  paper: '#fbfbf9',
  ink: '#111111',
  muted: '#5e5e5a',
  quiet: '#6b6b66',
  accent: '#1f3a93',
  hairline: '#dcdcd6',
  wash: '#f1f1ed',
};

// The dark scheme (`design.scheme` 'dark' or 'auto'): the same gallery wall at night. Contrast on
// paper (#131312): ink 15.7:1, muted 7.9:1, quiet 6.6:1, accent 9.2:1; on wash (#1d1d1b) ink 14.3:1,
// muted 7.2:1, quiet 6.0:1, accent 8.4:1.
// Its surfaces here, for the gallery's catalogue (meta.ts); the rest of it in dark.ts, which only the
// template's renderer loads.
export const darkSurfaces = {
  paper: '#131312',
  wash: '#1d1d1b',
};

export const palette = {
  color: colors,
  font: {
    display:
      "'Helvetica Neue', 'Inter Display', 'SF Pro Display', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  },
};
