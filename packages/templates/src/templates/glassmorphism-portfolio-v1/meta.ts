import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const glassmorphismMeta = defineTemplateMeta({
  id: 'glassmorphism-portfolio-v1',
  name: 'Glassmorphism',
  description:
    'Colourful blurred shapes behind frosted glass panels arranged as a bento grid, for a vivid, layered look.',
  category: 'Colourful',
  tags: ['glass', 'blur', 'colourful', 'bento'],
  socialCard: { background: colors.canvas, foreground: colors.ink, accent: colors.accent },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#be185d', '#0e7490', '#1d4ed8', '#b45309'],
    schemes: ['light'],
    // Every colour the accent must stand out from: the backgrounds its text sits on and the text drawn on its fills.
    surfaces: { light: ['#d6cdf4', colors.onAccent] },
    tint: 0.1,
  },
});
