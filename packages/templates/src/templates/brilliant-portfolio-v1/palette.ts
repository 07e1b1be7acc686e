/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Text is always ink or muted on light surfaces. Ink on the brightest hero colours: pink 7.6:1,
// violet 6.6:1, sun 12.4:1; muted on canvas 9.1:1 and on cards (white) 9.8:1; accent on white
// 7.4:1; white on ink (buttons) 17.9:1; violet ink on its pill 7.6:1. Gradients are decoration:
// no text sits on a colour darker than pink or violet.
export const colors = {
  canvas: '#fff7fb',
  card: '#ffffff',
  ink: '#1b1035',
  muted: '#4a3f63',
  accent: '#a3155f',
  pink: '#ff7eb3',
  sun: '#ffd166',
  aqua: '#7afcff',
  violet: '#a78bfa',
  tangerine: '#ff9f5a',
  pill: '#ede9fe',
  pillInk: '#5b21b6',
  line: '#f1e4ef',
};

export const palette = {
  color: colors,
  font: {
    display:
      "'Avenir Next', Avenir, 'Segoe UI Variable Display', 'Segoe UI', ui-sans-serif, system-ui, -apple-system, 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  },
  shadow: {
    card: '0 2px 4px rgba(27, 16, 53, 0.05), 0 18px 40px -12px rgba(163, 21, 95, 0.18)',
  },
};
