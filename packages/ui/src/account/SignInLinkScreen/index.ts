export { SignInLinkScreen } from './SignInLinkScreen';
export type { SignInLinkScreenProps } from './SignInLinkScreen';
