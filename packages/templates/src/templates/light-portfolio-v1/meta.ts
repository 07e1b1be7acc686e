import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const lightMeta = defineTemplateMeta({
  id: 'light-portfolio-v1',
  name: 'Light',
  description:
    'Soft pastel tones on a warm light canvas, with a comfortable reading column for people who write about their work.',
  category: 'Light',
  tags: ['pastel', 'soft', 'friendly', 'readable'],
  socialCard: { background: '#fbf8f4', foreground: '#232033', accent: '#5b3fc4' },
});
