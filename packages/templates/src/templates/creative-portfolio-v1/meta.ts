import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { palette } from './palette';

export const creativeMeta = defineTemplateMeta({
  id: 'creative-portfolio-v1',
  name: 'Creative',
  description:
    'Bold, asymmetric layouts and playful oversized type for makers who want to stand out: a tilted name, sticker labels, offset cards and bright paper shapes.',
  category: 'Creative',
  tags: ['Bold', 'Asymmetric', 'Playful', 'Typography'],
  socialCard: { background: palette.color.paper, foreground: palette.color.ink, accent: palette.color.accent },
});
