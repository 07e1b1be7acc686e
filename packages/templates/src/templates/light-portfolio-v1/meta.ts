import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const lightMeta = defineTemplateMeta({
  id: 'light-portfolio-v1',
  name: 'Light',
  description:
    'Soft pastel tones on a warm light canvas, with a comfortable reading column for people who write about their work.',
  category: 'Light',
  tags: ['pastel', 'soft', 'friendly', 'readable'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
});
