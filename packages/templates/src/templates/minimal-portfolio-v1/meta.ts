import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const minimalMeta = defineTemplateMeta({
  id: 'minimal-portfolio-v1',
  name: 'Minimal',
  description:
    'A quiet single column with generous whitespace, margin labels and one blue accent. Lets the work speak.',
  category: 'Minimal',
  tags: ['minimal', 'clean', 'typography', 'single page'],
  socialCard: { background: '#ffffff', foreground: '#1a1a1a', accent: '#1d4ed8' },
});
