import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const creativeMeta = defineTemplateMeta({
  id: 'creative-portfolio-v1',
  name: 'Creative',
  description:
    'Bold, asymmetric layouts and playful oversized type for makers who want to stand out: a tilted name, sticker labels, offset cards and bright paper shapes.',
  category: 'Creative',
  tags: ['Bold', 'Asymmetric', 'Playful', 'Typography'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#1d4ed8', '#0f766e', '#7c3aed', '#b45309'],
    schemes: ['light'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { light: [colors.paper, colors.card] },
  },
});
