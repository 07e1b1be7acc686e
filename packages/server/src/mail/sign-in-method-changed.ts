import type { AccountMail } from './message';

/** A way of signing in was added or removed (`what`, e.g. "A Google account (…) was linked to …"). */
export const signInMethodChangedMail = ({
  what,
  at,
  forgotPasswordLink,
}: {
  what: string;
  at: Date;
  forgotPasswordLink: string;
}): AccountMail => ({
  subject: 'How you sign in to Showfolio changed',
  lines: [
    `${what} on ${at.toUTCString()}.`,
    '',
    'If this was you, there is nothing else to do.',
    'If it was not, change your password right away here:',
    '',
    forgotPasswordLink,
  ],
});
