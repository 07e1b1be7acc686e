import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const lightMeta = defineTemplateMeta({
  id: 'light-portfolio-v1',
  name: 'Light',
  description:
    'Soft pastel tones on a warm light canvas, with a comfortable reading column for people who write about their work.',
  category: 'Light',
  tags: ['pastel', 'soft', 'friendly', 'readable'],
});
