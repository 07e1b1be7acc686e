export { signUpFallbackMessage, SignUpScreen, signUpSteps, usernameCheckDelayMs } from './SignUpScreen';
export type { CheckUsername, SignUpScreenProps, SignUpStep } from './SignUpScreen';
