import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const quantumMeta = defineTemplateMeta({
  id: 'quantum-portfolio-v1',
  name: 'Quantum',
  description:
    'A premium dark theme with a scientific grid and particle-inspired details: an instrument-panel header, measured section rulers and skills laid out like a periodic table.',
  category: 'Premium',
  tags: ['Dark', 'Scientific', 'Premium', 'Monospace'],
});
