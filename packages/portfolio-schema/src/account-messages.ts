// Defaults
/*
 * Apart from the account schemas so the API client (on every page) takes these texts without the
 * username rule and its brand list (sign-in's bundle budget, issue 35).
 */
/** What the server answers and Settings shows (no spec text: the spec has no Settings page). */
export const accountMessages = {
  profileSaved: 'Your profile has been saved',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
  passwordSet: 'Your password has been set. Every other device has been signed out.',
  sessionNotFound: 'Session not found',
  sessionSignedOut: 'That device has been signed out',
  otherSessionsSignedOut: (count: number) =>
    count === 0
      ? 'No other device was signed in'
      : `Signed out ${count} other ${count === 1 ? 'device' : 'devices'}`,
  deletePasswordRequired: 'Enter your password to delete your account',
  deletePasswordWrong: 'Password is incorrect',
  deleteGoogleRequired: 'Sign in with Google again to delete your account',
  deleteGoogleWrong: 'That Google account is not the one linked to this account',
  deleteUsernameMismatch: 'Type your username exactly to confirm',
  accountDeleted: 'Your account and everything in it have been deleted',
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your e-mail address changes when you open it (within 24 hours).`,
  emailUnchanged: 'This is already your e-mail address',
  emailNeedsPassword: 'Set a password first: changing the e-mail address of an account asks for it',
  emailChangeNeedsVerifiedAddress:
    'Please verify your current e-mail address first: open the link we sent you, or choose "Resend" to get a new one. If the address is wrong, delete this account and sign up again with the right one.',
  emailChanged: (email: string) => `Your e-mail address is now ${email}`,
  emailLinkInvalid: 'This confirmation link is invalid, has expired or was already used. Please ask for a new one in Settings.',
  verificationSent: (email: string) =>
    `We sent a verification link to ${email}. Open it within 24 hours to verify your e-mail address.`,
  alreadyVerified: 'Your e-mail address is already verified',
  emailVerified: 'Your e-mail address is verified. You can publish your portfolio now.',
  verifyLinkAlreadyVerified: 'This link was used before: your e-mail address is verified. You can publish your portfolio now.',
  verifyLinkInvalid:
    'This verification link is invalid, has expired or was already used. Sign in and choose "Resend" to get a new one.',
  verifyBeforePublishing:
    'Please verify your e-mail address before publishing: open the link we sent you, or choose "Resend" to get a new one.',
  googleLinked: 'Your Google account is linked. You can sign in with Google from now on.',
  googleAlreadyLinked: 'A Google account is already linked. Unlink it first to link another one.',
  googleHeldByAnother: 'This Google account is already linked to another Showfolio account',
  googleLinkNeedsVerifiedAddress:
    'Please verify your e-mail address first: until then you can only link the Google account of this same address.',
  googleNotLinked: 'No Google account is linked',
  googleUnlinkNeedsPassword: 'Set a password first: without Google, the password is the only way to sign in',
  googleUnlinked: 'Your Google account is unlinked. Sign in with your e-mail and password from now on.',
  signinHeldBack: (minutes: number) =>
    `Too many failed sign-ins for this account from devices it has not been used on. If it is yours, we e-mailed its address a link that signs you in (valid for 15 minutes); or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  signedInByLink: 'You are signed in. This device will not be held back by failed sign-ins from elsewhere.',
  signInLinkInvalid: 'This sign-in link is invalid, has expired or was already used. Please sign in again.',
} as const;
