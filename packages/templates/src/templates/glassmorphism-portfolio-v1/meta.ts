import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { palette } from './palette';

export const glassmorphismMeta = defineTemplateMeta({
  id: 'glassmorphism-portfolio-v1',
  name: 'Glassmorphism',
  description:
    'Colourful blurred shapes behind frosted glass panels arranged as a bento grid, for a vivid, layered look.',
  category: 'Colourful',
  tags: ['glass', 'blur', 'colourful', 'bento'],
  socialCard: { background: palette.color.canvas, foreground: palette.color.ink, accent: palette.color.accent },
});
