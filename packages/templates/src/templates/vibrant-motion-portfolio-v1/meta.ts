import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const vibrantMotionMeta = defineTemplateMeta({
  id: 'vibrant-motion-portfolio-v1',
  name: 'Vibrant Motion',
  description:
    'Electric colours, oversized condensed type and CSS-only motion (scroll reveals, hover lifts, shifting gradients) that stands still when visitors prefer less movement.',
  category: 'Animated',
  tags: ['motion', 'vibrant', 'animated', 'bold type'],
  socialCard: { background: colors.night, foreground: colors.text, accent: colors.pink },
});
