import { messages, resetLinkInvalidMessage, usernameTakenMessage, type UserProfile } from '@showfolio/portfolio-schema';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const authMessages = {
  registered: messages.signupSucceeded,
  emailTaken: 'An account with this email already exists',
  usernameTaken: usernameTakenMessage,
  badCredentials: 'Invalid email or password',
  signedOut: 'Signed out successfully',
  forgotSent: 'If an account exists for that email, a password reset link has been sent.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  resetInvalid: resetLinkInvalidMessage,
  googleUnavailable: 'Google sign-in is not available on this server',
  googleInvalid: 'Google sign-in failed: the Google credential could not be verified',
  googleConflict: 'This email is already linked to a different Google account',
  googleRetry: 'Please try signing in with Google again',
  googleTookOver:
    'An account with this email had been set up with a password that was never confirmed. We removed that password and signed out its sessions; sign in with Google from now on, or choose a new password with "Forgot password".',
} as const;

export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    mobileCode: user.mobileCode,
    mobileNumber: user.mobileNumber,
    ...(user.photoUrl ? { photoURL: user.photoUrl } : {}),
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerifiedAt !== null,
    googleLinked: user.googleId !== null,
    tourSeen: user.tourSeenAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
