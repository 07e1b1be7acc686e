import type { AccountMail } from './message';

/** Forgot password: the link that lets the holder choose a new password (60 minutes). */
export const resetPasswordMail = ({ link }: { link: string }): AccountMail => ({
  subject: 'Reset your Showfolio password',
  lines: [
    'Someone (hopefully you) asked to reset the password of your Showfolio account.',
    `Open this link within 60 minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ],
});
