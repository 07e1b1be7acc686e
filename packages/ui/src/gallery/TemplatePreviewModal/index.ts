export { TemplatePreviewModal } from './TemplatePreviewModal';
export type { TemplatePreviewModalProps } from './TemplatePreviewModal';
