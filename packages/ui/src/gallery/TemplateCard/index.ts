export { TemplateCard, templateCardTagLimit } from './TemplateCard';
export type { TemplateCardProps } from './TemplateCard';
