import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const quantumMeta = defineTemplateMeta({
  id: 'quantum-portfolio-v1',
  name: 'Quantum',
  description:
    'A premium dark theme with a scientific grid and particle-inspired details: an instrument-panel header, measured section rulers and skills laid out like a periodic table.',
  category: 'Premium',
  isPremium: true,
  tags: ['Dark', 'Scientific', 'Premium', 'Monospace'],
  socialCard: { background: '#070b10', foreground: '#e6f1f5', accent: '#5eead4' },
});
