import type { AccountMail } from './message';

/** Confirms to the address of a deleted account that it is gone, and what went with it. */
export const accountDeletedMail = ({ email, username, at }: { email: string; username: string; at: Date }): AccountMail => ({
  subject: 'Your Showfolio account has been deleted',
  lines: [
    `Your Showfolio account (${email}, username ${username}) was deleted on ${at.toUTCString()}, as you asked.`,
    '',
    'We deleted your portfolio, your published site (its address is free for anyone now), your uploaded',
    'pictures and documents, your visitor statistics, your signed-in devices and any messages you sent us',
    'while signed in or from this address. This e-mail is the last one we send you; we keep no copy of it.',
    '',
    'Thank you for using Showfolio.',
  ],
});
