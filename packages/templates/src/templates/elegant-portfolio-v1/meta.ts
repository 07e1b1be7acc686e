import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const elegantMeta = defineTemplateMeta({
  id: 'elegant-portfolio-v1',
  name: 'Elegant',
  description:
    'Refined serif typography and quiet colours for a polished, timeless presence: a centred masthead, ornamental rules and a classic curriculum layout.',
  category: 'Classic',
  tags: ['Serif', 'Refined', 'Timeless', 'Centred'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
});
