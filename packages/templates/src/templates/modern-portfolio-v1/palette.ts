/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast: white on heroStart 8.6:1 and on heroEnd 7.1:1; ink on surface 15.4:1; muted on
// surface and on band 7.5:1 / 7.0:1; accent on surface 7.9:1; accentInk on pill 6.6:1;
// softInk on softPill 6.9:1; footerText on footer 13.8:1.
export const colors = {
  heroStart: '#3730a3',
  heroEnd: '#6d28d9',
  onHero: '#ffffff',
  surface: '#ffffff',
  band: '#f4f4fb',
  ink: '#111827',
  muted: '#4b5563',
  accent: '#4338ca',
  line: '#e0e0ef',
  pill: '#e8e7fb',
  accentInk: '#3730a3',
  softPill: '#dcf5ee',
  softInk: '#0f5c4a',
  footer: '#111827',
  footerText: '#e5e7eb',
};

export const palette = {
  color: colors,
  font: {
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
  },
  radius: { card: '18px', pill: '999px' },
  shadow: { card: '0 1px 2px rgba(17, 24, 39, 0.06), 0 8px 24px rgba(55, 48, 163, 0.08)' },
};
