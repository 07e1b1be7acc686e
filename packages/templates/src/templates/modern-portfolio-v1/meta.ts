import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const modernMeta = defineTemplateMeta({
  id: 'modern-portfolio-v1',
  name: 'Modern',
  description:
    'Contemporary, clearly separated sections that balance personality and structure: a bold gradient hero, a career timeline and project cards.',
  category: 'Modern',
  tags: ['Contemporary', 'Sections', 'Cards', 'Timeline'],
  socialCard: { background: '#3730a3', foreground: '#ffffff', accent: '#c7d2fe' },
});
