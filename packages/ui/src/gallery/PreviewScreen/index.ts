export { PreviewScreen } from './PreviewScreen';
export type { PreviewScreenProps } from './PreviewScreen';
