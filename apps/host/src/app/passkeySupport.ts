// Kept apart from passkeys.ts so a page can ask without loading the WebAuthn code.
/** Whether the browser has WebAuthn at all (the library's own test, without loading it). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && window.isSecureContext;
