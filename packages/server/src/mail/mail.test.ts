import { accountDeletedMail } from './account-deleted';
import { confirmNewEmailMail } from './confirm-new-email';
import { contactMessageMail } from './contact-message';
import { emailChangeNoticeMail } from './email-change-notice';
import { feedbackMail } from './feedback';
import type { AccountMail } from './message';
import { passwordChangedMail } from './password-changed';
import { passwordRemovedMail } from './password-removed';
import { resetPasswordMail } from './reset-password';
import { signInLinkMail } from './sign-in-link';
import { signInMethodChangedMail } from './sign-in-method-changed';
import { verifyEmailMail } from './verify-email';

// One test per message: its subject, its link on a line of its own (or where the text puts it) and
// its words, verbatim, so a change to a mail's text is a change to this file too.
const forgot = 'https://app.example/forgot-password';
const at = new Date(Date.UTC(2026, 10, 27, 18, 30, 0));
const text = (mail: AccountMail) => mail.lines.join('\n');

describe('mails to an account holder', () => {
  it('verify e-mail: the link to /verify-email, valid 24 hours', () => {
    const link = 'https://app.example/verify-email?token=t1';
    const mail = verifyEmailMail({ email: 'ada@example.com', link });
    expect(mail.subject).toBe('Verify your Showfolio e-mail address');
    expect(mail.lines).toContain(link);
    expect(text(mail)).toBe(
      `Welcome to Showfolio! Please confirm that ada@example.com is your e-mail address.
Open this link within 24 hours; you can build and preview your portfolio meanwhile, and
publishing it waits for this:

${link}

If you did not sign up for Showfolio, ignore this e-mail.`,
    );
  });

  it('sign-in link: the single-use link and the way to a new password', () => {
    const link = 'https://app.example/signin-link?token=t2';
    const mail = signInLinkMail({ link, forgotPasswordLink: forgot });
    expect(mail.subject).toBe('Your Showfolio sign-in link');
    expect(mail.lines).toContain(link);
    expect(text(mail)).toBe(
      `Someone tried to sign in to your Showfolio account from a device it has not been used on, after
many wrong passwords had been tried for it. To protect you we hold such sign-ins back for an hour.

If that was you, open this link within 15 minutes to sign in on the device you open it with:

${link}

If it was not you, ignore this e-mail; nobody can use it but you. If you think someone knows your
password, choose a new one here: ${forgot}`,
    );
  });

  it('reset password: the link to /reset-password, valid 60 minutes', () => {
    const link = 'https://app.example/reset-password?token=t3';
    const mail = resetPasswordMail({ link });
    expect(mail.subject).toBe('Reset your Showfolio password');
    expect(text(mail)).toBe(
      `Someone (hopefully you) asked to reset the password of your Showfolio account.
Open this link within 60 minutes to choose a new password:

${link}

If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    );
  });

  it("password removed: greets by Google's name (or 'there') and links to a new password", () => {
    const mail = passwordRemovedMail({ email: 'ada@example.com', googleFirstName: 'Ada', forgotPasswordLink: forgot });
    expect(mail.subject).toBe('The password of your Showfolio account was removed');
    expect(mail.greet).toBe('Ada');
    expect(passwordRemovedMail({ email: 'a@b.c', googleFirstName: '', forgotPasswordLink: forgot }).greet).toBe('there');
    expect(text(mail)).toBe(
      `You just signed in with Google to the Showfolio account for ada@example.com.
That account had been set up with a password before anyone confirmed this e-mail address, so
the password may have been chosen by someone else. We removed it and signed out every session
that used it.

From now on, sign in with Google, or choose a new password here:

${forgot}`,
    );
  });

  it('password changed or set: when, from which device, and the way back in', () => {
    const changed = passwordChangedMail({ email: 'ada@example.com', firstPassword: false, device: 'Firefox on Linux', at, forgotPasswordLink: forgot });
    expect(changed.subject).toBe('Your Showfolio password was changed');
    expect(text(changed)).toBe(
      `The password of your Showfolio account (ada@example.com) was changed on Fri, 27 Nov 2026 18:30:00 GMT, from Firefox on Linux.
Every other device that was signed in to the account has been signed out.

If this was you, there is nothing else to do.
If it was not, choose a new password right away here:

${forgot}`,
    );
    const set = passwordChangedMail({ email: 'ada@example.com', firstPassword: true, device: 'Safari on iOS', at, forgotPasswordLink: forgot });
    expect(set.subject).toBe('A password was set for your Showfolio account');
    expect(set.lines[0]).toBe('A password was set for your Showfolio account (ada@example.com) on Fri, 27 Nov 2026 18:30:00 GMT, from Safari on iOS.');
  });

  it('confirm new e-mail: the link to /confirm-email, for the new address', () => {
    const link = 'https://app.example/confirm-email?token=t4';
    const mail = confirmNewEmailMail({ username: 'ada', newEmail: 'new@example.com', link });
    expect(mail.subject).toBe('Confirm your new Showfolio e-mail address');
    expect(text(mail)).toBe(
      `You asked to change the e-mail address of your Showfolio account (username ada) to new@example.com.
Open this link within 24 hours to confirm it; until then you keep signing in with your old address:

${link}

If you did not ask for this, ignore this e-mail: nothing changes.`,
    );
  });

  it('e-mail change notice: the old address hears of it and how to cancel', () => {
    const mail = emailChangeNoticeMail({ email: 'ada@example.com', newEmail: 'new@example.com', forgotPasswordLink: forgot });
    expect(mail.subject).toBe('Your Showfolio e-mail address is about to change');
    expect(text(mail)).toBe(
      `Someone signed in to your Showfolio account asked to change its e-mail address from ada@example.com to new@example.com.
The change happens only when the link we sent to the new address is opened.

If this was you, there is nothing else to do.
If it was not, change your password right away (that cancels the change):

${forgot}`,
    );
  });

  it('sign-in method changed: what changed, when, and the way back in', () => {
    const mail = signInMethodChangedMail({ what: 'The Google account linked to your Showfolio account was unlinked', at, forgotPasswordLink: forgot });
    expect(mail.subject).toBe('How you sign in to Showfolio changed');
    expect(text(mail)).toBe(
      `The Google account linked to your Showfolio account was unlinked on Fri, 27 Nov 2026 18:30:00 GMT.

If this was you, there is nothing else to do.
If it was not, change your password right away here:

${forgot}`,
    );
  });

  it('account deleted: what went with it, and no link', () => {
    const mail = accountDeletedMail({ email: 'ada@example.com', username: 'ada', at });
    expect(mail.subject).toBe('Your Showfolio account has been deleted');
    expect(text(mail)).toBe(
      `Your Showfolio account (ada@example.com, username ada) was deleted on Fri, 27 Nov 2026 18:30:00 GMT, as you asked.

We deleted your portfolio, your published site (its address is free for anyone now), your uploaded
pictures and documents, your visitor statistics, your signed-in devices and any messages you sent us
while signed in or from this address. This e-mail is the last one we send you; we keep no copy of it.

Thank you for using Showfolio.`,
    );
    expect(text(mail)).not.toMatch(/https?:/);
  });
});

describe('mails to the contact inbox', () => {
  it('contact message: the sender and their message', () => {
    expect(contactMessageMail({ name: 'Ada', email: 'ada@example.com', message: 'Hi there' })).toEqual({
      subject: 'Contact form: Ada',
      text: 'From: Ada <ada@example.com>\n\nHi there',
    });
  });

  it('feedback: the sender and their feedback', () => {
    expect(feedbackMail({ name: 'Ada', email: 'ada@example.com', feedback: 'Lovely' })).toEqual({
      subject: 'Feedback: Ada',
      text: 'From: Ada <ada@example.com>\n\nLovely',
    });
  });
});
