export { resetFallbackMessage, ResetPasswordScreen, resetSuccessMessage } from './ResetPasswordScreen';
export type { ResetPasswordScreenProps } from './ResetPasswordScreen';
