import type { AccountMail } from './message';

/** Sign-ins held back after many wrong passwords: a single-use link for the owner (15 minutes). */
export const signInLinkMail = ({ link, forgotPasswordLink }: { link: string; forgotPasswordLink: string }): AccountMail => ({
  subject: 'Your Showfolio sign-in link',
  lines: [
    'Someone tried to sign in to your Showfolio account from a device it has not been used on, after',
    'many wrong passwords had been tried for it. To protect you we hold such sign-ins back for an hour.',
    '',
    'If that was you, open this link within 15 minutes to sign in on the device you open it with:',
    '',
    link,
    '',
    'If it was not you, ignore this e-mail; nobody can use it but you. If you think someone knows your',
    `password, choose a new one here: ${forgotPasswordLink}`,
  ],
});
