import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const quantumMeta = defineTemplateMeta({
  id: 'quantum-portfolio-v1',
  name: 'Quantum',
  description:
    'A premium dark theme with a scientific grid and particle-inspired details: an instrument-panel header, measured section rulers and skills laid out like a periodic table.',
  category: 'Premium',
  isPremium: true,
  tags: ['Dark', 'Scientific', 'Premium', 'Monospace'],
  socialCard: { background: colors.void, foreground: colors.text, accent: colors.teal },
  colours: {
    accent: colors.teal,
    presets: [colors.teal, '#fbbf24', '#93c5fd', '#f9a8d4', '#bef264'],
    schemes: ['dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { dark: [colors.void, colors.panel] },
  },
});
