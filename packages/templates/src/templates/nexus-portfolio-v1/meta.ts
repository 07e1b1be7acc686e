import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const nexusMeta = defineTemplateMeta({
  id: 'nexus-portfolio-v1',
  name: 'Nexus',
  description:
    'A premium, futuristic layout with neon accents and a command-centre feel: glass panels on a glowing grid, arranged as a bento dashboard.',
  category: 'Premium',
  isPremium: true,
  tags: ['Futuristic', 'Neon', 'Premium', 'Dark'],
  socialCard: { background: colors.void, foreground: colors.text, accent: colors.cyan },
  colours: {
    accent: colors.cyan,
    presets: [colors.cyan, '#f5a8f0', '#b4a2ff', '#a3e635', '#fbbf24'],
    schemes: ['dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { dark: [colors.void, colors.panel] },
    tint: 0.1,
  },
});
