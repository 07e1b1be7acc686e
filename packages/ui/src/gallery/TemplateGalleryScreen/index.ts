export { TemplateGalleryScreen } from './TemplateGalleryScreen';
export type { TemplateGalleryScreenProps } from './TemplateGalleryScreen';
