import { defineTemplateMeta } from '../../sdk/defineTemplate';
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
});
