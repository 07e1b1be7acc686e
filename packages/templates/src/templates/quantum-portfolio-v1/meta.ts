import { defineTemplateMeta } from '../../sdk/defineTemplate';
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
});
