import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { palette } from './palette';

export const minimalMeta = defineTemplateMeta({
  id: 'minimal-portfolio-v1',
  name: 'Minimal',
  description:
    'A quiet single column with generous whitespace, margin labels and one blue accent. Lets the work speak.',
  category: 'Minimal',
  tags: ['minimal', 'clean', 'typography', 'single page'],
  socialCard: { background: palette.color.paper, foreground: palette.color.ink, accent: palette.color.accent },
});
