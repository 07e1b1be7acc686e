import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { palette } from './palette';

export const professionalDevMeta = defineTemplateMeta({
  id: 'professional-dev-portfolio-v1',
  name: 'Professional Dev',
  description:
    'A developer-focused layout with a code-editor aesthetic: a dark sidebar, monospace headings, projects as files and a commit-log career.',
  category: 'Developer',
  tags: ['Developer', 'Code', 'Monospace', 'Sidebar'],
  socialCard: { background: palette.color.sidebar, foreground: palette.color.sidebarText, accent: palette.color.prompt },
});
