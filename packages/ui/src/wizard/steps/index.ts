export { DocumentsStep, pictureStates, uploadProgress } from './DocumentsStep';
export type { PictureState } from './DocumentsStep';
export { EducationStep } from './EducationStep';
export { ExperienceStep } from './ExperienceStep';
export { PreviewStep } from './PreviewStep';
export { ProjectsStep } from './ProjectsStep';
export { SocialLinksStep } from './SocialLinksStep';
export { UserDetailsStep, mergeImportedDraft } from './UserDetailsStep';
