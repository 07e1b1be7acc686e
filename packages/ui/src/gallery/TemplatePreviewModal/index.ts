export { TemplatePreviewModal, previewFailureMessage } from './TemplatePreviewModal';
export type { TemplatePreviewModalProps } from './TemplatePreviewModal';
