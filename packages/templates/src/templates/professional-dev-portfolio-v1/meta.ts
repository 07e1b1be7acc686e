import { defineTemplateMeta } from '../../sdk/defineTemplate';

export const professionalDevMeta = defineTemplateMeta({
  id: 'professional-dev-portfolio-v1',
  name: 'Professional Dev',
  description:
    'A developer-focused layout with a code-editor aesthetic: a dark sidebar, monospace headings, projects as files and a commit-log career.',
  category: 'Developer',
  tags: ['Developer', 'Code', 'Monospace', 'Sidebar'],
  socialCard: { background: '#0d1117', foreground: '#e6edf3', accent: '#56d364' },
});
