import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const glassmorphismMeta = defineTemplateMeta({
  id: 'glassmorphism-portfolio-v1',
  name: 'Glassmorphism',
  description:
    'Colourful blurred shapes behind frosted glass panels arranged as a bento grid, for a vivid, layered look.',
  category: 'Colourful',
  tags: ['glass', 'blur', 'colourful', 'bento'],
  socialCard: { background: colors.canvas, foreground: colors.ink, accent: colors.accent },
});
