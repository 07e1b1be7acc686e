export { TemplateRenderer } from './TemplateRenderer';
export type { TemplateRendererProps } from './TemplateRenderer';
