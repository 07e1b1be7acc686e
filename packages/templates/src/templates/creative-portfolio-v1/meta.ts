import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const creativeMeta = defineTemplateMeta({
  id: 'creative-portfolio-v1',
  name: 'Creative',
  description:
    'Bold, asymmetric layouts and playful oversized type for makers who want to stand out: a tilted name, sticker labels, offset cards and bright paper shapes.',
  category: 'Creative',
  tags: ['Bold', 'Asymmetric', 'Playful', 'Typography'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
});
