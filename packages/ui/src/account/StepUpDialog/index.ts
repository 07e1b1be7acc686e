export { StepUpDialog, stepUpDialogText, stepUpDialogTitle, stepUpSignInAgainText } from './StepUpDialog';
export type { StepUpDialogProps } from './StepUpDialog';
