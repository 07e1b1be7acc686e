import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors } from './palette';

export const modernMinimalMeta = defineTemplateMeta({
  id: 'modern-minimal-v1',
  name: 'Modern Minimal',
  description:
    'A two-column resume: contact, skills and education in a sidebar, experience and projects in the main column. Sharp on screen and a real A4 resume on paper.',
  category: 'Resume',
  tags: ['resume', 'two column', 'print', 'cv'],
  socialCard: { background: colors.desk, foreground: colors.ink, accent: colors.accent },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#1d4ed8', '#9f1239', '#6d28d9', '#9a3412'],
    schemes: ['light'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: { light: [colors.sheet, colors.side] },
  },
});
