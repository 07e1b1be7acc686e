import type { AccountMail } from './message';

/**
 * The owner signed in with Google and we removed a password someone may have set for them. The
 * greeting uses Google's name for the owner: the account's own name may have been typed by someone else.
 */
export const passwordRemovedMail = ({
  email,
  googleFirstName,
  forgotPasswordLink,
}: {
  email: string;
  googleFirstName: string;
  forgotPasswordLink: string;
}): AccountMail => ({
  subject: 'The password of your Showfolio account was removed',
  greet: googleFirstName || 'there',
  lines: [
    `You just signed in with Google to the Showfolio account for ${email}.`,
    'That account had been set up with a password before anyone confirmed this e-mail address, so',
    'the password may have been chosen by someone else. We removed it and signed out every session',
    'that used it.',
    '',
    'From now on, sign in with Google, or choose a new password here:',
    '',
    forgotPasswordLink,
  ],
});
