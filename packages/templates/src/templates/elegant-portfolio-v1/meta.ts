import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const elegantMeta = defineTemplateMeta({
  id: 'elegant-portfolio-v1',
  name: 'Elegant',
  description:
    'Refined serif typography and quiet colours for a polished, timeless presence: a centred masthead, ornamental rules and a classic curriculum layout.',
  category: 'Classic',
  tags: ['Serif', 'Refined', 'Timeless', 'Centred'],
  socialCard: { background: '#faf6ef', foreground: '#2b2118', accent: '#7a1f3d' },
});
