import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors, darkSurfaces } from './palette';

export const modernMinimalistMeta = defineTemplateMeta({
  id: 'modern-minimalist-v1',
  name: 'Modern Minimalist',
  description:
    'An airy single column with a strong type scale that reads beautifully on any screen: oversized light display type, hairline rules and nothing else.',
  category: 'Minimal',
  tags: ['Single Column', 'Typography', 'Airy', 'Minimal'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#8b1e3f', '#14532d', '#5b21b6', '#7c2d12'],
    schemes: ['light', 'dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { light: [colors.paper, colors.wash], dark: Object.values(darkSurfaces) },
  },
});
