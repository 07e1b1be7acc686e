export { googleSignInFallbackMessage, signInFallbackMessage, SignInScreen } from './SignInScreen';
export type { SignInScreenProps } from './SignInScreen';
