import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { palette } from './palette';

export const modernMeta = defineTemplateMeta({
  id: 'modern-portfolio-v1',
  name: 'Modern',
  description:
    'Contemporary, clearly separated sections that balance personality and structure: a bold gradient hero, a career timeline and project cards.',
  category: 'Modern',
  tags: ['Contemporary', 'Sections', 'Cards', 'Timeline'],
  // The share card's accent is its own colour: no part of the page uses it.
  socialCard: { background: palette.color.heroStart, foreground: palette.color.onHero, accent: '#c7d2fe' },
});
