export { signUpFallbackMessage, SignUpScreen, signUpSteps } from './SignUpScreen';
export type { SignUpScreenProps, SignUpStep } from './SignUpScreen';
