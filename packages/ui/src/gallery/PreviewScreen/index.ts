export {
  PreviewScreen,
  missingPreviewParamsMessage,
  previewDeniedMessage,
  previewDeniedReasons,
} from './PreviewScreen';
export type { PreviewScreenProps } from './PreviewScreen';
