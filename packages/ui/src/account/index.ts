export { AuthCard } from './AuthCard';
export type { AuthCardProps } from './AuthCard';
export { authRedirectDelayMs, forgotFallbackMessage, ForgotPasswordScreen } from './ForgotPasswordScreen';
export type { ForgotPasswordScreenProps } from './ForgotPasswordScreen';
export { failureMessage, fieldErrorsResolver } from './formResolver';
export {
  GoogleCallbackScreen,
  googleAuthorizeEndpoint,
  googleAuthorizeUrl,
  googleCredentialMessageType,
  googleErrorMessageType,
  GoogleSignInButton,
  googleUnavailableMessage,
  parseGoogleCallback,
  popupBlockedMessage,
  popupCloseGraceMs,
  popupClosedMessage,
  popupReplacedMessage,
  popupSize,
  postGoogleCredential,
  requestGoogleCredential,
} from './GoogleSignInButton';
export type {
  GoogleAuthorizeUrlOptions,
  GoogleCredentialMessage,
  GoogleCredentialRequest,
  GoogleErrorMessage,
  GoogleSignInButtonProps,
  RequestGoogleCredentialOptions,
} from './GoogleSignInButton';
export { PasswordChecklist } from './PasswordChecklist';
export type { PasswordChecklistProps } from './PasswordChecklist';
export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export type { PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export { ConfirmEmailScreen } from './ConfirmEmailScreen';
export type { ConfirmEmailScreenProps } from './ConfirmEmailScreen';
export { VerifyEmailScreen } from './VerifyEmailScreen';
export type { VerifyEmailScreenProps } from './VerifyEmailScreen';
export { SignInLinkScreen } from './SignInLinkScreen';
export type { SignInLinkScreenProps } from './SignInLinkScreen';
export { resetFallbackMessage, ResetPasswordScreen, resetSuccessMessage } from './ResetPasswordScreen';
export type { ResetPasswordScreenProps } from './ResetPasswordScreen';
export {
  accountCreatedMessage,
  googleSignInFallbackMessage,
  passkeySignInFallbackMessage,
  signInFallbackMessage,
  SignInScreen,
  verificationLinkSentTo,
} from './SignInScreen';
export type { SignInScreenProps } from './SignInScreen';
export {
  formatLastActive,
  noOtherSessionsMessage,
  passwordFallbackMessage,
  profileFallbackMessage,
  sessionsFallbackMessage,
  SettingsScreen,
  settingsSubtitle,
  settingsTitle,
} from './SettingsScreen';
export type { SettingsProfile, SettingsScreenProps } from './SettingsScreen';
export { signUpFallbackMessage, SignUpScreen, signUpSteps, usernameCheckDelayMs } from './SignUpScreen';
export type { CheckUsername, SignUpScreenProps, SignUpStep } from './SignUpScreen';
export { passkeyFallbackMessage, PasskeysSection, passkeysUnsupportedMessage } from './PasskeysSection';
export type { PasskeysSectionProps } from './PasskeysSection';
export { StepUpForm, stepUpFallbackMessage, stepUpIntro } from './StepUpForm';
export type { StepUpFormProps } from './StepUpForm';
export { StepUpDialog, stepUpDialogText, stepUpDialogTitle, stepUpSignInAgainText } from './StepUpDialog';
export type { StepUpDialogProps } from './StepUpDialog';
export { recoveryCodesFileName, twoStepFallbackMessage, TwoStepSection } from './TwoStepSection';
export type { TwoStepSectionProps } from './TwoStepSection';
export { twoStepCodeFallbackMessage, twoStepCodeRequiredMessage, TwoStepCodeScreen } from './TwoStepCodeScreen';
export type { TwoStepCodeScreenProps } from './TwoStepCodeScreen';
