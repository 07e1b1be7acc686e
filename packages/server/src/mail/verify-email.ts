import type { AccountMail } from './message';

/** A new account's address: the link that proves its holder receives mail there (24 hours). */
export const verifyEmailMail = ({ email, link }: { email: string; link: string }): AccountMail => ({
  subject: 'Verify your Showfolio e-mail address',
  lines: [
    `Welcome to Showfolio! Please confirm that ${email} is your e-mail address.`,
    'Open this link within 24 hours; you can build and preview your portfolio meanwhile, and',
    'publishing it waits for this:',
    '',
    link,
    '',
    'If you did not sign up for Showfolio, ignore this e-mail.',
  ],
});
