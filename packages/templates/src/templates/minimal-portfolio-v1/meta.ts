import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const minimalMeta = defineTemplateMeta({
  id: 'minimal-portfolio-v1',
  name: 'Minimal',
  description:
    'A quiet single column with generous whitespace, margin labels and one blue accent. Lets the work speak.',
  category: 'Minimal',
  tags: ['minimal', 'clean', 'typography', 'single page'],
  socialCard: { background: colors.paper, foreground: colors.ink, accent: colors.accent },
});
