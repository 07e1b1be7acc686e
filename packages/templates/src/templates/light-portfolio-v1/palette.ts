/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast (WCAG 2.2 AA, 4.5:1 for text): ink on paper 15.2:1, muted on paper 6.4:1,
// accent on paper 6.9:1; on the pastel tints (lavender, peach, mint, sky) ink stays above 13:1,
// muted above 5.4:1 and accent above 5.9:1. Pastels are only ever backgrounds.
export const colors = {
  paper: '#fbf8f4',
  card: '#ffffff',
  ink: '#232033',
  muted: '#5b5670',
  accent: '#5b3fc4',
  rule: '#ebe5dc',
  lavender: '#ece6ff',
  peach: '#ffe9dc',
  mint: '#dcf5ea',
  sky: '#dff0fb',
};

// The dark scheme (`design.scheme` 'dark' or 'auto'): the pastels become deep tints. Contrast on
// paper (#17151f): ink 15.3:1, muted 8.4:1, accent 8.3:1; on the card and the four tints ink stays
// above 11.3:1, muted above 6.2:1 and accent above 6.1:1.
// Its surfaces here, for the gallery's catalogue (meta.ts); the rest of it in dark.ts, which only the
// template's renderer loads.
export const darkSurfaces = {
  paper: '#17151f',
  card: '#201d2b',
  lavender: '#2a2440',
  peach: '#3a2a22',
  mint: '#1f3329',
  sky: '#1e2e3a',
};

export const palette = {
  color: colors,
  font: {
    heading:
      "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Varela Round', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Liberation Sans', 'DejaVu Sans', sans-serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  },
};
