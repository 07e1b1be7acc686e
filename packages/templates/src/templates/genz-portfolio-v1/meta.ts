import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const genzMeta = defineTemplateMeta({
  id: 'genz-portfolio-v1',
  name: 'GenZ',
  description:
    'Loud colours, chunky borders, hard offset shadows and tilted stickers: a portfolio with attitude that still reads clearly.',
  category: 'Creative',
  tags: ['loud', 'stickers', 'neo-brutalism', 'fun'],
  // The share card's accent is its own colour: no part of the page uses it.
  socialCard: { background: colors.lemon, foreground: colors.ink, accent: '#c2185b' },
});
