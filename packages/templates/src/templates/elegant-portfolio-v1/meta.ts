import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors, darkSurfaces } from './palette';

export const elegantMeta = defineTemplateMeta({
  id: 'elegant-portfolio-v1',
  name: 'Elegant',
  description:
    'Refined serif typography and quiet colours for a polished, timeless presence: a centred masthead, ornamental rules and a classic curriculum layout.',
  category: 'Classic',
  tags: ['Serif', 'Refined', 'Timeless', 'Centred'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#1f3a5f', '#2f5d3a', '#5b3a8c', '#8a4b08'],
    schemes: ['light', 'dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { light: [colors.paper, colors.panel], dark: Object.values(darkSurfaces) },
  },
});
