export { ProjectLinksField, projectLinkErrors, projectLinkMessages } from './ProjectLinksField';
export type { ProjectLinksFieldProps } from './ProjectLinksField';
