import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const nebullaGlassMeta = defineTemplateMeta({
  id: 'nebulla-glass-portfolio-v1',
  name: 'Nebulla Glass',
  description:
    'A dark nebula backdrop with frosted-glass panels for a cosmic first impression: a centred portrait, an orbit timeline and floating project cards.',
  category: 'Dark',
  tags: ['Dark', 'Glass', 'Space', 'Gradients'],
  socialCard: { background: colors.space, foreground: colors.text, accent: colors.pink },
  colours: {
    accent: colors.pink,
    presets: [colors.pink, '#7dd3fc', '#fcd34d', '#86efac', '#fda4af'],
    schemes: ['dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { dark: ['#57236a', colors.space, '#1a1440'] },
    tint: 0.12,
  },
});
