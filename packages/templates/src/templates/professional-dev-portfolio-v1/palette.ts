/**
 * The theme's values: tokens.css.ts makes them CSS variables, and meta.ts takes the share card's
 * colours from `colors` (apart, so the gallery's catalogue carries no font stacks), so each colour
 * is written once.
 */
// Contrast: sidebarText on sidebar 14.9:1, sidebarMuted 8.0:1, prompt on sidebar 9.3:1;
// ink on page 15.8:1, muted 7.4:1, keyword 7.3:1, string 6.4:1, comment 5.3:1 (on panel too).
export const colors = {
  sidebar: '#0d1117',
  sidebarRaised: '#161b22',
  sidebarText: '#e6edf3',
  sidebarMuted: '#a5b0bd',
  sidebarLine: '#30363d',
  prompt: '#56d364',
  page: '#f6f8fa',
  panel: '#ffffff',
  ink: '#1f2328',
  muted: '#4d5661',
  line: '#d0d7de',
  keyword: '#8a2bc2',
  string: '#0a6638',
  comment: '#5a6470',
  accent: '#0550ae',
  tabBar: '#eaeef2',
};

// The dark scheme (`design.scheme` 'dark' or 'auto'): the editor's dark theme, the sidebar a shade
// deeper than the page. Contrast on page (#0d1117): ink 16.0:1, muted 6.5:1, keyword 9.7:1, string
// 12.3:1, comment 6.2:1, accent 9.7:1; on panel (#161b22) muted 5.9:1, comment 5.6:1; sidebarText
// on sidebar 17.4:1, sidebarMuted 7.1:1, prompt 10.7:1.
// Its surfaces here, for the gallery's catalogue (meta.ts); the rest of it in dark.ts, which only the
// template's renderer loads.
export const darkSurfaces = {
  page: '#0d1117',
  panel: '#161b22',
  tabBar: '#010409',
};

export const palette = {
  color: colors,
  font: {
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', 'Cascadia Mono', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
};
