import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors, darkColors } from './palette';

export const minimalMeta = defineTemplateMeta({
  id: 'minimal-portfolio-v1',
  name: 'Minimal',
  description:
    'A quiet single column with generous whitespace, margin labels and one blue accent. Lets the work speak.',
  category: 'Minimal',
  tags: ['minimal', 'clean', 'typography', 'single page'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#b91c1c', '#047857', '#7c3aed', '#c2410c'],
    schemes: ['light', 'dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { light: [colors.paper, colors.chip], dark: [darkColors.paper, darkColors.chip] },
  },
});
