import type { AccountMail } from './message';

/** The account's password was set or changed, and what to do if that was not its owner. */
export const passwordChangedMail = ({
  email,
  firstPassword,
  device,
  at,
  forgotPasswordLink,
}: {
  email: string;
  firstPassword: boolean;
  device: string;
  at: Date;
  forgotPasswordLink: string;
}): AccountMail => {
  const what = firstPassword
    ? `A password was set for your Showfolio account (${email})`
    : `The password of your Showfolio account (${email}) was changed`;
  return {
    subject: firstPassword ? 'A password was set for your Showfolio account' : 'Your Showfolio password was changed',
    lines: [
      `${what} on ${at.toUTCString()}, from ${device}.`,
      'Every other device that was signed in to the account has been signed out.',
      '',
      'If this was you, there is nothing else to do.',
      'If it was not, choose a new password right away here:',
      '',
      forgotPasswordLink,
    ],
  };
};
