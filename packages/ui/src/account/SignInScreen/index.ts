export {
  accountCreatedMessage,
  googleSignInFallbackMessage,
  passkeySignInFallbackMessage,
  signInFallbackMessage,
  SignInScreen,
  verificationLinkSentTo,
} from './SignInScreen';
export type { SignInScreenProps } from './SignInScreen';
