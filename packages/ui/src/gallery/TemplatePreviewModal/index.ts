export { TemplatePreviewModal } from './TemplatePreviewModal';
export type { TemplatePreviewModalProps, TemplatePreviewSource } from './TemplatePreviewModal';
