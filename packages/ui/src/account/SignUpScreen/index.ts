export { signUpFallbackMessage, SignUpScreen, signUpSteps, usernameCheckDelayMs } from './SignUpScreen';
export type { SignUpScreenProps, SignUpStep } from './SignUpScreen';
