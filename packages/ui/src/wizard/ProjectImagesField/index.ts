export { ProjectImagesField, projectImageMessages } from './ProjectImagesField';
export type { ProjectImagesFieldProps } from './ProjectImagesField';
