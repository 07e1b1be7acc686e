export { LivePreview, isEmptyPortfolio, previewDelayMs, previewStates } from './LivePreview';
export type { LivePreviewProps, PreviewState } from './LivePreview';
export { PreviewFrame } from './PreviewFrame';
export type { PreviewFrameProps } from './PreviewFrame';
export { defaultPreviewTemplateId, pickPreviewTemplate } from './previewTemplate';
export type { PreviewTemplateChoice } from './previewTemplate';
export type { RenderResume, ResumeRequest } from './ResumePane';
