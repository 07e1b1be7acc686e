import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const brilliantMeta = defineTemplateMeta({
  id: 'brilliant-portfolio-v1',
  name: 'Brilliant',
  description:
    'Bright gradients, a large hero and card-based sections full of energy: a sunny mesh-gradient welcome, a haloed portrait and colourful project covers.',
  category: 'Colourful',
  tags: ['Gradients', 'Hero', 'Cards', 'Bright'],
  socialCard: { background: colors.canvas, foreground: colors.ink, accent: colors.accent },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#5b21b6', '#0f766e', '#c2410c', '#1d4ed8'],
    schemes: ['light'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { light: [colors.canvas, colors.card] },
  },
});
