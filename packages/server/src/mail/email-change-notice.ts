import type { AccountMail } from './message';

/** Settings › change e-mail: the old address hears of the change, and how to cancel it. */
export const emailChangeNoticeMail = ({
  email,
  newEmail,
  forgotPasswordLink,
}: {
  email: string;
  newEmail: string;
  forgotPasswordLink: string;
}): AccountMail => ({
  subject: 'Your Showfolio e-mail address is about to change',
  lines: [
    `Someone signed in to your Showfolio account asked to change its e-mail address from ${email} to ${newEmail}.`,
    'The change happens only when the link we sent to the new address is opened.',
    '',
    'If this was you, there is nothing else to do.',
    'If it was not, change your password right away (that cancels the change):',
    '',
    forgotPasswordLink,
  ],
});
