export { authRedirectDelayMs, forgotFallbackMessage, ForgotPasswordScreen } from './ForgotPasswordScreen';
export type { ForgotPasswordScreenProps } from './ForgotPasswordScreen';
