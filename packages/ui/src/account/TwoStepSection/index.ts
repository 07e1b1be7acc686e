export { recoveryCodesFileName, twoStepFallbackMessage, TwoStepSection } from './TwoStepSection';
export type { TwoStepSectionProps } from './TwoStepSection';
