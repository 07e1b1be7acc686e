import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors, darkSurfaces } from './palette';

export const professionalDevMeta = defineTemplateMeta({
  id: 'professional-dev-portfolio-v1',
  name: 'Professional Dev',
  description:
    'A developer-focused layout with a code-editor aesthetic: a dark sidebar, monospace headings, projects as files and a commit-log career.',
  category: 'Developer',
  tags: ['Developer', 'Code', 'Monospace', 'Sidebar'],
  socialCard: { background: colors.sidebar, foreground: colors.sidebarText, accent: colors.prompt },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#8a2bc2', '#0a6638', '#b35900', '#cf222e'],
    schemes: ['light', 'dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { light: [colors.page, colors.panel, colors.tabBar], dark: Object.values(darkSurfaces) },
  },
});
