import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const nebullaGlassMeta = defineTemplateMeta({
  id: 'nebulla-glass-portfolio-v1',
  name: 'Nebulla Glass',
  description:
    'A dark nebula backdrop with frosted-glass panels for a cosmic first impression: a centred portrait, an orbit timeline and floating project cards.',
  category: 'Dark',
  tags: ['Dark', 'Glass', 'Space', 'Gradients'],
  socialCard: { background: '#0b0720', foreground: '#f5f3ff', accent: '#f0abfc' },
});
