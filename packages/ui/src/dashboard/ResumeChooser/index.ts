export { ResumeChooser, resumeSaveFailedText, resumeSavedText } from './ResumeChooser';
export type { ResumeChooserProps } from './ResumeChooser';
