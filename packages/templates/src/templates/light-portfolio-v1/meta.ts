import { defineTemplateMeta } from '../../sdk/defineTemplateMeta';
import { colors, darkSurfaces } from './palette';

export const lightMeta = defineTemplateMeta({
  id: 'light-portfolio-v1',
  name: 'Light',
  description:
    'Soft pastel tones on a warm light canvas, with a comfortable reading column for people who write about their work.',
  category: 'Light',
  tags: ['pastel', 'soft', 'friendly', 'readable'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
  colours: {
    accent: colors.accent,
    presets: [colors.accent, '#b4235a', '#0f766e', '#1d4ed8', '#a44a00'],
    schemes: ['light', 'dark'],
    // Every colour the accent must stand out from: the backgrounds its text sits on.
    surfaces: {
      light: [colors.paper, colors.card, colors.lavender, colors.peach, colors.mint, colors.sky],
      dark: Object.values(darkSurfaces),
    },
  },
});
