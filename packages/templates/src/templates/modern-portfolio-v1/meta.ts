import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const modernMeta = defineTemplateMeta({
  id: 'modern-portfolio-v1',
  name: 'Modern',
  description:
    'Contemporary, clearly separated sections that balance personality and structure: a bold gradient hero, a career timeline and project cards.',
  category: 'Modern',
  tags: ['Contemporary', 'Sections', 'Cards', 'Timeline'],
  // The share card's accent is its own colour: no part of the page uses it.
  socialCard: { background: colors.heroStart, foreground: colors.onHero, accent: '#c7d2fe' },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#be123c', '#047857', '#7e22ce', '#b45309'],
    schemes: ['light'],
    // Every colour the accent must stand out from: the backgrounds its text sits on and the text drawn on its fills.
    surfaces: { light: [colors.surface, colors.band, colors.pill, colors.onHero] },
  },
});
