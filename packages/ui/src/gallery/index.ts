export { DeployModal, deployFailureMessage, userNotFoundMessage } from './DeployModal';
export type { DeployError, DeployModalProps } from './DeployModal';
export { FlexScreen, formatDeployedAt } from './FlexScreen';
export type { DateFormatOptions, FlexScreenProps } from './FlexScreen';
export {
  PortfolioViewerScreen,
  invalidSubdomainMessage,
  portfolioNotFoundHints,
  portfolioNotFoundMessage,
} from './PortfolioViewerScreen';
export type { PortfolioViewerScreenProps, PortfolioViewerState } from './PortfolioViewerScreen';
export {
  PreviewScreen,
  missingPreviewParamsMessage,
  previewDeniedMessage,
  previewDeniedReasons,
} from './PreviewScreen';
export type { PreviewScreenProps } from './PreviewScreen';
export { TemplateCard, templateCardTagLimit } from './TemplateCard';
export type { TemplateCardProps } from './TemplateCard';
export { TemplateGalleryScreen } from './TemplateGalleryScreen';
export type { TemplateGalleryScreenProps } from './TemplateGalleryScreen';
export { TemplatePreviewModal, previewFailureMessage } from './TemplatePreviewModal';
export type { TemplatePreviewModalProps } from './TemplatePreviewModal';
export { TemplateRenderer } from './TemplateRenderer';
export type { TemplateRendererProps } from './TemplateRenderer';
export { copiedFeedbackMs, useCopyFeedback } from './useCopyFeedback';
export type { CopyFeedback } from './useCopyFeedback';
