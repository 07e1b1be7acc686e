export { StepUpForm, stepUpFallbackMessage, stepUpIntro } from './StepUpForm';
export type { StepUpFormProps } from './StepUpForm';
