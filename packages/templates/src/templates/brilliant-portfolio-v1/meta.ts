import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const brilliantMeta = defineTemplateMeta({
  id: 'brilliant-portfolio-v1',
  name: 'Brilliant',
  description:
    'Bright gradients, a large hero and card-based sections full of energy: a sunny mesh-gradient welcome, a haloed portrait and colourful project covers.',
  category: 'Colourful',
  tags: ['Gradients', 'Hero', 'Cards', 'Bright'],
  socialCard: { background: colors.canvas, foreground: colors.ink, accent: colors.accent },
});
