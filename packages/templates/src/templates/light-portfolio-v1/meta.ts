import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { palette } from './palette';

export const lightMeta = defineTemplateMeta({
  id: 'light-portfolio-v1',
  name: 'Light',
  description:
    'Soft pastel tones on a warm light canvas, with a comfortable reading column for people who write about their work.',
  category: 'Light',
  tags: ['pastel', 'soft', 'friendly', 'readable'],
  socialCard: { background: palette.color.paper, foreground: palette.color.ink, accent: palette.color.accent },
});
