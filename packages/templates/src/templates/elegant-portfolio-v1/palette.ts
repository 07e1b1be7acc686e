/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast on paper: ink 14.2:1, muted 6.9:1, accent 9.4:1, numeral 5.0:1; gold is ornament only
// (rules, frames, separators).
export const colors = {
  paper: '#faf6ef',
  panel: '#f3ece0',
  ink: '#2b2118',
  muted: '#5e5246',
  accent: '#7a1f3d',
  gold: '#b08d57',
  numeral: '#82622d',
  rule: '#e2d6c3',
};

// The dark scheme (`design.scheme` 'dark' or 'auto'): the same warm paper by lamplight. Contrast on
// paper (#1b1713): ink 14.4:1, muted 8.2:1, accent 8.6:1, numeral 8.7:1; on panel (#25201a) ink
// 13.1:1, muted 7.4:1, accent 7.8:1, numeral 7.9:1.
// Its surfaces here, for the gallery's catalogue (meta.ts); the rest of it in dark.ts, which only the
// template's renderer loads.
export const darkSurfaces = {
  paper: '#1b1713',
  panel: '#25201a',
};

export const palette = {
  color: colors,
  font: {
    display:
      "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', 'Liberation Serif', serif",
    body: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, 'Liberation Serif', 'DejaVu Serif', serif",
  },
};
