import { defineTemplateMeta } from '../../sdk/defineTemplate';
import { colors } from './palette';

export const professionalDevMeta = defineTemplateMeta({
  id: 'professional-dev-portfolio-v1',
  name: 'Professional Dev',
  description:
    'A developer-focused layout with a code-editor aesthetic: a dark sidebar, monospace headings, projects as files and a commit-log career.',
  category: 'Developer',
  tags: ['Developer', 'Code', 'Monospace', 'Sidebar'],
  socialCard: { background: colors.sidebar, foreground: colors.sidebarText, accent: colors.prompt },
});
