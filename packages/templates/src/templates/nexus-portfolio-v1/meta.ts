import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const nexusMeta = defineTemplateMeta({
  id: 'nexus-portfolio-v1',
  name: 'Nexus',
  description:
    'A premium, futuristic layout with neon accents and a command-centre feel: glass panels on a glowing grid, arranged as a bento dashboard.',
  category: 'Premium',
  isPremium: true,
  tags: ['Futuristic', 'Neon', 'Premium', 'Dark'],
  socialCard: { background: '#060913', foreground: '#e7ecf5', accent: '#5ee7f7' },
});
