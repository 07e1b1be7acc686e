export { twoStepCodeFallbackMessage, twoStepCodeRequiredMessage, TwoStepCodeScreen } from './TwoStepCodeScreen';
export type { TwoStepCodeScreenProps } from './TwoStepCodeScreen';
