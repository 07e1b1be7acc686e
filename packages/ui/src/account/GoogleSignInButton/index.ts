export { GoogleCallbackScreen, parseGoogleCallback, postGoogleCredential } from './GoogleCallback';
export { GoogleSignInButton, googleUnavailableMessage } from './GoogleSignInButton';
export type { GoogleSignInButtonProps } from './GoogleSignInButton';
export {
  googleAuthorizeEndpoint,
  googleAuthorizeUrl,
  googleCredentialMessageType,
  googleErrorMessageType,
  popupBlockedMessage,
  popupCloseGraceMs,
  popupClosedMessage,
  popupReplacedMessage,
  popupSize,
  requestGoogleCredential,
} from './googlePopup';
export type {
  GoogleAuthorizeUrlOptions,
  GoogleCredentialMessage,
  GoogleCredentialRequest,
  GoogleErrorMessage,
  RequestGoogleCredentialOptions,
} from './googlePopup';
