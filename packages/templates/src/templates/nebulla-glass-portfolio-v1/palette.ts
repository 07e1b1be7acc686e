/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast is measured against the brightest spot a glass card can sit on (the magenta nebula at
// 35 % over space, plus the 7 % white glass: about #57236a): text 10.3:1, muted 6.3:1, pink
// 6.4:1, sky 6.8:1; on the solid fallback panel (#1a1440) every text colour is above 9:1.
// The nebulae and glows are decoration only.
export const colors = {
  space: '#0b0720',
  nebulaMagenta: 'rgba(192, 38, 211, 0.35)',
  nebulaViolet: 'rgba(99, 102, 241, 0.3)',
  nebulaSky: 'rgba(56, 189, 248, 0.18)',
  glass: 'rgba(255, 255, 255, 0.07)',
  glassSolid: 'rgba(26, 20, 64, 0.94)',
  glassEdge: 'rgba(255, 255, 255, 0.16)',
  glassHighlight: 'rgba(255, 255, 255, 0.22)',
  text: '#f5f3ff',
  muted: '#c4bce6',
  pink: '#f0abfc',
  sky: '#7dd3fc',
  glow: 'rgba(240, 171, 252, 0.45)',
  pinkWash: 'rgba(240, 171, 252, 0.12)',
  pinkEdge: 'rgba(240, 171, 252, 0.3)',
};

export const palette = {
  color: colors,
  font: {
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    display:
      "ui-rounded, 'SF Pro Rounded', 'Avenir Next', Avenir, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', sans-serif",
  },
  radius: { panel: '28px', pill: '999px' },
};
