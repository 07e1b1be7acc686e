import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const glassmorphismMeta = defineTemplateMeta({
  id: 'glassmorphism-portfolio-v1',
  name: 'Glassmorphism',
  description:
    'Colourful blurred shapes behind frosted glass panels arranged as a bento grid, for a vivid, layered look.',
  category: 'Colourful',
  tags: ['glass', 'blur', 'colourful', 'bento'],
  socialCard: { background: '#f1edff', foreground: '#17122b', accent: '#6d28d9' },
});
