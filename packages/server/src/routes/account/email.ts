import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  appLink,
  tokenLinkPath,
  accountMessages,
  changeEmailSchema,
  confirmEmailSchema,
  verifyEmailSchema,
} from '@showfolio/portfolio-schema';
import { verifyPassword } from '../../auth/passwords';
import { EMAIL_CHANGE_TOKEN_MS, randomToken, sha256 } from '../../auth/tokens';
import { pgErrorCode, UNIQUE_VIOLATION, type Database } from '../../db/client';
import { emailChangeTokens, passwordResetTokens, signInLinks, users } from '../../db/schema';
import { ApiError, badRequest, readJson } from '../../http';
import { mailAccountHolder } from '../../mail/account-holder';
import { confirmNewEmailMail } from '../../mail/confirm-new-email';
import { emailChangeNoticeMail } from '../../mail/email-change-notice';
import { clientIp, type AppEnv, type Services } from '../../services/context';
import { isKnownDevice } from '../../services/devices';
import { sendVerificationLink } from '../../services/email-verification';
import { onAddressFirstVerified } from '../../services/first-verification';
import { authMessages } from '../auth';
import type { RouteDeps } from '../deps';
import { accountGone, forgotPasswordLink, type UserRow } from './shared';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Spends a live e-mail link (an address change or a sign-up verification) by its token: the user
 * and the address it was mailed to, or null when it is unknown, spent, expired or of the other purpose.
 */
async function spendEmailLink(tx: Transaction, token: string, purpose: 'change' | 'verify', now: Date) {
  const [spent] = await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeTokens.tokenHash, sha256(token)),
        eq(emailChangeTokens.purpose, purpose),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeTokens.userId, email: emailChangeTokens.newEmail });
  return spent ?? null;
}

/**
 * The address a spent or expired verification link was mailed to, when its account has that address
 * still and verified it since; null for a link that never existed or an address changed meanwhile.
 */
async function verifiedAddressOfLink(db: Database, token: string): Promise<{ email: string } | null> {
  const [row] = await db
    .select({ email: users.email, emailKey: users.emailKey, mailedTo: emailChangeTokens.newEmail })
    .from(emailChangeTokens)
    .innerJoin(users, eq(users.id, emailChangeTokens.userId))
    .where(and(eq(emailChangeTokens.tokenHash, sha256(token)), eq(emailChangeTokens.purpose, 'verify'), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  // The same comparison as spending a link: the key is the address in lower case.
  return row && row.emailKey === row.mailedTo.toLowerCase() ? { email: row.email } : null;
}

/** The link that applies an e-mail change goes to the new address; the old one hears of it. */
function mailEmailChange(services: Services, user: UserRow, newEmail: string, token: string) {
  const link = appLink(services.config.appUrl, tokenLinkPath('confirmEmail', token));
  mailAccountHolder(services, user, {
    to: newEmail,
    ...confirmNewEmailMail({ username: user.username, newEmail, link }),
  });
  mailAccountHolder(
    services,
    user,
    emailChangeNoticeMail({ email: user.email, newEmail, forgotPasswordLink: forgotPasswordLink(services) }),
  );
}

/** Changing the account's address: asking for the change, and applying it by the link mailed to the new one. */
export function emailChangeRoutes({ services, db, rateLimits, auth }: RouteDeps) {
  const app = new Hono<AppEnv>();

  // Asking for an e-mail change tests the password, so it draws on the sign-in limits too.
  app.post('/change-email', auth, async (c) => {
    const userId = c.get('userId');
    const ip = clientIp(c, services.config.trustProxy);
    await rateLimits.consume([['signinIp', ip], ['accountUser', userId]]);
    const { data } = await readJson(c, changeEmailSchema);
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw accountGone();
    if (!user.passwordHash) throw badRequest(accountMessages.emailNeedsPassword);
    // A pending change would be a way in that outlives whoever verifies the address first.
    if (!user.emailVerifiedAt) throw new ApiError(403, accountMessages.emailChangeNeedsVerifiedAddress);
    const accountAtAddress = `${user.emailKey} ${ip}`;
    const knownDevice = await isKnownDevice(c, services, user);
    await rateLimits.consume([
      ['signinAccountIp', accountAtAddress],
      ...(knownDevice ? [] : [['signinAccount', user.emailKey] as const]),
    ]);
    if (!(await verifyPassword(user.passwordHash, data.password))) throw badRequest(accountMessages.currentPasswordWrong);
    await rateLimits.reset('signinAccountIp', accountAtAddress);
    const newEmailKey = data.newEmail.toLowerCase();
    if (newEmailKey === user.emailKey) throw badRequest(accountMessages.emailUnchanged);
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.emailKey, newEmailKey)).limit(1);
    if (taken) throw new ApiError(409, authMessages.emailTaken);
    const token = randomToken();
    await db.transaction(async (tx) => {
      const now = new Date();
      // Only the newest request counts: an earlier link would change the address to another one.
      await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.userId, userId), eq(emailChangeTokens.purpose, 'change'), isNull(emailChangeTokens.usedAt)));
      await tx.insert(emailChangeTokens).values({
        userId,
        newEmail: data.newEmail,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TOKEN_MS),
      });
    });
    mailEmailChange(services, user, data.newEmail, token);
    return c.json({ message: accountMessages.emailChangeSent(data.newEmail) });
  });

  // Opened from the e-mail, maybe in another browser: the token alone is the proof.
  app.post('/confirm-email', async (c) => {
    await rateLimits.consume([['resetIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, confirmEmailSchema);
    let changed: { email: string } | null;
    try {
      changed = await db.transaction(async (tx) => {
        const now = new Date();
        const consumed = await spendEmailLink(tx, data.token, 'change', now);
        if (!consumed) return null;
        // Opening the link proves the holder receives mail there. Only an account whose address was
        // verified can change it: a link asked for before (by whoever registered it) is void.
        const [user] = await tx
          .update(users)
          .set({ email: consumed.email, emailKey: consumed.email.toLowerCase(), emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, consumed.userId), isNotNull(users.emailVerifiedAt)))
          .returning({ email: users.email });
        if (!user) return null;
        // Reset, sign-in and verification links went to the old address.
        await tx.update(signInLinks).set({ usedAt: now }).where(and(eq(signInLinks.userId, consumed.userId), isNull(signInLinks.usedAt)));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, consumed.userId), isNull(passwordResetTokens.usedAt)));
        await tx
          .update(emailChangeTokens)
          .set({ usedAt: now })
          .where(and(eq(emailChangeTokens.userId, consumed.userId), eq(emailChangeTokens.purpose, 'verify'), isNull(emailChangeTokens.usedAt)));
        return user;
      });
    } catch (error) {
      // Someone else signed up with the address while the link waited.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, authMessages.emailTaken);
      throw error;
    }
    if (!changed) throw badRequest(accountMessages.emailLinkInvalid);
    return c.json({ message: accountMessages.emailChanged(changed.email), email: changed.email });
  });

  return app;
}

/** Verifying the sign-up address by the link mailed to it, and mailing a new link. */
export function emailVerificationRoutes({ services, db, rateLimits, auth }: RouteDeps) {
  const app = new Hono<AppEnv>();

  // Opened from the sign-up e-mail, maybe in another browser: the token alone is the proof. It
  // verifies only the address it was mailed to; after a change of address it is spent. It confirms
  // the sign-up as it stands: its password, sessions and devices stay (see `onAddressFirstVerified`).
  app.post('/verify-email', async (c) => {
    await rateLimits.consume([['resetIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, verifyEmailSchema);
    const verified = await db.transaction(async (tx) => {
      const now = new Date();
      const consumed = await spendEmailLink(tx, data.token, 'verify', now);
      if (!consumed) return null;
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, consumed.userId), eq(users.emailKey, consumed.email.toLowerCase())))
        .for('update');
      if (!user) return null;
      return (await onAddressFirstVerified(tx, user.id, { password: true, sessions: 'all' }, now)) ?? user;
    });
    if (verified) return c.json({ message: accountMessages.emailVerified, email: verified.email });
    // A link opened again (or an older one that a "Resend" replaced) by the holder of an address that
    // is verified by now: telling them to "Resend" would send them round in circles.
    const reopened = await verifiedAddressOfLink(db, data.token);
    if (!reopened) throw badRequest(accountMessages.verifyLinkInvalid);
    return c.json({ message: accountMessages.verifyLinkAlreadyVerified, email: reopened.email });
  });

  // Each resend mails a new link and voids the older ones; the limit keeps it from flooding a mailbox.
  app.post('/resend-verification', auth, async (c) => {
    const userId = c.get('userId');
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw accountGone();
    if (user.emailVerifiedAt) throw new ApiError(409, accountMessages.alreadyVerified);
    await rateLimits.consume([['verifyResendUser', userId]]);
    await sendVerificationLink(services, user);
    return c.json({ message: accountMessages.verificationSent(user.email) });
  });

  return app;
}
