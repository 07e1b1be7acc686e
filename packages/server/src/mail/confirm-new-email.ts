import type { AccountMail } from './message';

/** Settings › change e-mail: the link that applies the change, sent to the new address (24 hours). */
export const confirmNewEmailMail = ({
  username,
  newEmail,
  link,
}: {
  username: string;
  newEmail: string;
  link: string;
}): AccountMail => ({
  subject: 'Confirm your new Showfolio e-mail address',
  lines: [
    `You asked to change the e-mail address of your Showfolio account (username ${username}) to ${newEmail}.`,
    'Open this link within 24 hours to confirm it; until then you keep signing in with your old address:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  ],
});
