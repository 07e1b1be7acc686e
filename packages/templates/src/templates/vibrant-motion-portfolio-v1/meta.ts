import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const vibrantMotionMeta = defineTemplateMeta({
  id: 'vibrant-motion-portfolio-v1',
  name: 'Vibrant Motion',
  description:
    'Electric colours, oversized condensed type and CSS-only motion (scroll reveals, hover lifts, shifting gradients) that stands still when visitors prefer less movement.',
  category: 'Animated',
  tags: ['motion', 'vibrant', 'animated', 'bold type'],
  socialCard: { background: colors.night, foreground: colors.text, accent: colors.pink },
  colours: {
    accent: colors.pink,
    presets: [colors.pink, '#ffd23f', '#3de0ff', '#b8f34a', '#c4b5fd'],
    schemes: ['dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { dark: [colors.night, colors.panel] },
  },
});
