/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast on void and on panel (both near-black): text 16.8:1, muted 8.6:1, cyan 12.1:1,
// magenta 9.3:1, violet 7.0:1. Glow colours are decoration only.
export const colors = {
  void: '#060913',
  panel: '#0c1222',
  panelEdge: 'rgba(148, 163, 184, 0.18)',
  text: '#e7ecf5',
  muted: '#a3afc2',
  cyan: '#5ee7f7',
  magenta: '#f5a8f0',
  violet: '#b4a2ff',
  cyanGlow: 'rgba(34, 211, 238, 0.22)',
  magentaGlow: 'rgba(217, 70, 239, 0.18)',
  gridLine: 'rgba(148, 163, 184, 0.07)',
  chip: 'rgba(94, 231, 247, 0.1)',
  cyanEdge: 'rgba(94, 231, 247, 0.25)',
  cyanRim: 'rgba(94, 231, 247, 0.6)',
};

export const palette = {
  color: colors,
  font: {
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
};
