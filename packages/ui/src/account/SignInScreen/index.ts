export { accountCreatedMessage, googleSignInFallbackMessage, signInFallbackMessage, SignInScreen } from './SignInScreen';
export type { SignInScreenProps } from './SignInScreen';
