import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { palette } from './palette';

export const elegantMeta = defineTemplateMeta({
  id: 'elegant-portfolio-v1',
  name: 'Elegant',
  description:
    'Refined serif typography and quiet colours for a polished, timeless presence: a centred masthead, ornamental rules and a classic curriculum layout.',
  category: 'Classic',
  tags: ['Serif', 'Refined', 'Timeless', 'Centred'],
  socialCard: { background: palette.color.paper, foreground: palette.color.ink, accent: palette.color.accent },
});
