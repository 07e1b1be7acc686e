import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
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
  colours: {
    accent: colors.blue,
    presets: [colors.blue, '#e11d74', '#0f7a3d', '#7c3aed', '#c2410c'],
    schemes: ['light'],
    // Every colour the accent must stand out from: the backgrounds its text sits on and the text drawn on its fills.
    surfaces: { light: [colors.white, colors.paper, colors.lemon] },
  },
});
