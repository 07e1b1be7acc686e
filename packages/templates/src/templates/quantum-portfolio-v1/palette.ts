/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast on the panel (#0d161e) and on the void behind it (#070b10): text 15.9:1 / 17.0:1,
// muted 7.4:1 / 8.0:1, teal 12.3:1, amber 10.9:1; void on teal (selected tile) 12.3:1.
// Grid lines, particles and the glow are decoration only.
export const colors = {
  void: '#070b10',
  panel: '#0d161e',
  panelEdge: 'rgba(94, 234, 212, 0.2)',
  text: '#e6f1f5',
  muted: '#93a8b4',
  teal: '#5eead4',
  amber: '#fbbf24',
  gridLine: 'rgba(94, 234, 212, 0.055)',
  particle: 'rgba(230, 241, 245, 0.45)',
  glow: 'rgba(45, 212, 191, 0.16)',
  tick: 'rgba(94, 234, 212, 0.35)',
};

export const palette = {
  color: colors,
  font: {
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', 'JetBrains Mono', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
};
