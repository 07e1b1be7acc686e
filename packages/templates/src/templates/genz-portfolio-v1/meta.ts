import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const genzMeta = defineTemplateMeta({
  id: 'genz-portfolio-v1',
  name: 'GenZ',
  description:
    'Loud colours, chunky borders, hard offset shadows and tilted stickers: a portfolio with attitude that still reads clearly.',
  category: 'Creative',
  tags: ['loud', 'stickers', 'neo-brutalism', 'fun'],
  socialCard: { background: '#ffe94d', foreground: '#111111', accent: '#c2185b' },
});
