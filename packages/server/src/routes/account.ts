import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  appLink,
  appPaths,
  tokenLinkPath,
  accountMessages,
  accountProfileSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  isUnchangedUsername,
  linkGoogleSchema,
  usernameSchema,
  usernameTakenMessage,
  verifyEmailSchema,
  type AccountPreferences,
  type AccountSession,
} from '@showfolio/portfolio-schema';
import type { GoogleIdentity } from '../auth/google';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { EMAIL_CHANGE_TOKEN_MS, randomToken, sha256 } from '../auth/tokens';
import { pgErrorCode, UNIQUE_VIOLATION, type Database } from '../db/client';
import { emailChangeTokens, passwordResetTokens, pendingSignIns, portfolios, sessions, signInLinks, users } from '../db/schema';
import { ApiError, badRequest, firstIssueMessage, isUuid, readJson } from '../http';
import { clientIp, requireAuth, type AppEnv, type Services } from '../services/context';
import { deleteAccount } from '../services/account-deletion';
import { assertFreshProof } from '../services/two-step';
import { isNameHeld } from '../services/held-names';
import { accountDeletedMail } from '../mail/account-deleted';
import { mailAccountHolder } from '../mail/account-holder';
import { confirmNewEmailMail } from '../mail/confirm-new-email';
import { emailChangeNoticeMail } from '../mail/email-change-notice';
import { passwordChangedMail } from '../mail/password-changed';
import { signInMethodChangedMail } from '../mail/sign-in-method-changed';
import { deviceSummary, isKnownDevice, rememberDevice, userAgentOf } from '../services/devices';
import { sendVerificationLink } from '../services/email-verification';
import { onAddressFirstVerified } from '../services/first-verification';
import { authMessages, toUserProfile } from './auth';

type UserRow = typeof users.$inferSelect;

/** `PATCH /preferences`: the account's own settings of the app (issue 34: the dashboard tour). */
const accountPreferencesSchema = z.strictObject({
  tourSeen: z.boolean({ error: 'tourSeen must be true or false' }),
}) satisfies z.ZodMiniType<AccountPreferences>;
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

/** Links a Google account to a verified account that has none yet; undefined if one was linked meanwhile. */
async function linkGoogle(db: Database, user: UserRow, identity: GoogleIdentity): Promise<UserRow | undefined> {
  const [linked] = await db
    .update(users)
    .set({ googleId: identity.googleId, photoUrl: user.photoUrl ?? identity.photoUrl ?? null, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.googleId)))
    .returning();
  return linked;
}

const accountGone = () => new ApiError(401, 'Unauthorized: this account no longer exists');

const forgotPasswordLink = (services: Services) => appLink(services.config.appUrl, appPaths.forgotPassword);

/** Tells the account's address that its password changed, and what to do if that was not its owner. */
function mailPasswordChanged(services: Services, user: UserRow, firstPassword: boolean, device: string) {
  mailAccountHolder(
    services,
    user,
    passwordChangedMail({ email: user.email, firstPassword, device, at: new Date(), forgotPasswordLink: forgotPasswordLink(services) }),
  );
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

/** Tells the account's address that a way of signing in to it was added or removed. */
function mailSignInMethod(services: Services, user: UserRow, what: string) {
  mailAccountHolder(
    services,
    user,
    signInMethodChangedMail({ what, at: new Date(), forgotPasswordLink: forgotPasswordLink(services) }),
  );
}

/** Confirms to the address of a deleted account that it is gone, and what went with it. */
function mailGoodbye(services: Services, user: UserRow) {
  mailAccountHolder(services, user, accountDeletedMail({ email: user.email, username: user.username, at: new Date() }));
}

/**
 * The Settings page's calls (under /api/auth, so the device cookie reaches the password change):
 * the account's names and username, its password, and the devices signed in to it.
 */
export function accountRoutes(services: Services) {
  const { db, rateLimits } = services;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(services);

  app.patch('/profile', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const { data } = await readJson(c, accountProfileSchema);
    const usernameKey = data.username.toLowerCase();
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.usernameKey, usernameKey), ne(users.id, userId)))
      .limit(1);
    if (clash) throw new ApiError(409, usernameTakenMessage);
    let updated: UserRow | undefined;
    try {
      updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!before) return undefined;
        // A name from before the current rule stays while it is saved unchanged; a new one follows it.
        if (!isUnchangedUsername(data.username, before.username)) {
          const rule = usernameSchema.safeParse(data.username);
          if (!rule.success) throw badRequest(firstIssueMessage(rule.error));
          if (usernameKey !== before.usernameKey && (await isNameHeld(tx, 'username', usernameKey)))
            throw new ApiError(409, usernameTakenMessage);
        }
        const now = new Date();
        const [after] = await tx
          .update(users)
          .set({ firstName: data.firstName, lastName: data.lastName, username: data.username, usernameKey, updatedAt: now })
          .where(eq(users.id, userId))
          .returning();
        // The wizard starts the portfolio's names from the account's, and the public page shows the
        // portfolio's. A name still equal to the account's old one was taken from it, so it follows;
        // one the user typed differently in the wizard is theirs and stays.
        const followsFirst = eq(portfolios.firstName, before.firstName);
        const followsLast = eq(portfolios.lastName, before.lastName);
        const followsUsername = sql`lower(${portfolios.username}) = ${before.usernameKey}`;
        await tx
          .update(portfolios)
          .set({
            firstName: sql`case when ${followsFirst} then ${data.firstName} else ${portfolios.firstName} end`,
            lastName: sql`case when ${followsLast} then ${data.lastName} else ${portfolios.lastName} end`,
            username: sql`case when ${followsUsername} then ${data.username} else ${portfolios.username} end`,
            updatedAt: now,
          })
          .where(and(eq(portfolios.userId, userId), or(followsFirst, followsLast, followsUsername)));
        return after;
      });
    } catch (error) {
      // Two accounts racing for one username: the unique index decides.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, usernameTakenMessage);
      throw error;
    }
    if (!updated) throw accountGone();
    return c.json({ message: accountMessages.profileSaved, profile: toUserProfile(updated) });
  });

  // The account's settings of the app itself, kept with the account rather than one browser's
  // storage (issue 34): a tour closed on the laptop does not offer itself again on the phone.
  app.patch('/preferences', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const { data } = await readJson(c, accountPreferencesSchema);
    const [updated] = await db
      .update(users)
      // The first closing is the one kept; closing it again (another device) changes nothing.
      .set({ tourSeenAt: data.tourSeen ? sql`coalesce(${users.tourSeenAt}, now())` : null })
      .where(eq(users.id, userId))
      .returning({ tourSeenAt: users.tourSeenAt });
    if (!updated) throw accountGone();
    return c.json({ tourSeen: updated.tourSeenAt !== null });
  });

  // Testing the current password is a sign-in attempt, so it draws on the sign-in limits of the
  // address and of the account, and a device the account signed in from skips the account-wide one.
  app.post('/change-password', auth, async (c) => {
    const userId = c.get('userId');
    const ip = clientIp(c, services.config.trustProxy);
    await rateLimits.consume([['signinIp', ip]]);
    const { data } = await readJson(c, changePasswordSchema);
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw accountGone();
    const accountAtAddress = `${user.emailKey} ${ip}`;
    if (user.passwordHash) {
      const knownDevice = await isKnownDevice(c, services, user);
      await rateLimits.consume([
        ['signinAccountIp', accountAtAddress],
        ...(knownDevice ? [] : [['signinAccount', user.emailKey] as const]),
      ]);
      if (!data.currentPassword) throw badRequest(accountMessages.currentPasswordRequired);
      if (!(await verifyPassword(user.passwordHash, data.currentPassword)))
        throw badRequest(accountMessages.currentPasswordWrong);
      await rateLimits.reset('signinAccountIp', accountAtAddress);
      if (data.newPassword === data.currentPassword) throw badRequest(accountMessages.samePassword);
    } else {
      // A Google account choosing its first password has nothing to guess; it only spends its own
      // budget. A password is a new way in, so it needs a proof from the last 10 minutes (the Google
      // sign-in, a code or a passkey): a session taken over later cannot add one (issue 37).
      await rateLimits.consume([['accountUser', userId]]);
      await assertFreshProof(db, c.get('sessionId'));
    }
    const passwordHash = await hashPassword(data.newPassword);
    const sessionId = c.get('sessionId');
    const changed = await db.transaction(async (tx) => {
      // Only over the password that was checked: a reset or another change in between wins.
      const [current] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
      if (!current || current.passwordHash !== user.passwordHash) return false;
      const now = new Date();
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
      await tx.update(pendingSignIns).set({ usedAt: now }).where(and(eq(pendingSignIns.userId, userId), isNull(pendingSignIns.usedAt)));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
      // An e-mail change someone else asked for with the old password stops here.
      await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.userId, userId), eq(emailChangeTokens.purpose, 'change'), isNull(emailChangeTokens.usedAt)));
      // A reset link mailed earlier would set a password over the one just chosen.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      return true;
    });
    if (!changed)
      throw new ApiError(409, 'The password was changed somewhere else a moment ago. Please reload the page and try again.');
    mailPasswordChanged(services, user, user.passwordHash === null, deviceSummary(userAgentOf(c)));
    return c.json({ message: user.passwordHash ? accountMessages.passwordChanged : accountMessages.passwordSet });
  });

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

  // Linking proves both sides at once: the caller is signed in to this account and Google vouches
  // for the Google account. A Google account belongs to one Showfolio account at most.
  app.post('/google/link', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['googleIp', clientIp(c, services.config.trustProxy)], ['accountUser', userId]]);
    if (!services.google) throw new ApiError(503, authMessages.googleUnavailable);
    const { data } = await readJson(c, linkGoogleSchema);
    const identity = await services.google.verify(data.credential);
    // A 400, not sign-in's 401: the caller's own session is fine.
    if (!identity) throw badRequest(authMessages.googleInvalid);
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw accountGone();
    if (user.googleId === identity.googleId) return c.json({ message: accountMessages.googleLinked, profile: toUserProfile(user) });
    // Google vouches for its own address only: it verifies this account's when they are the same.
    // Before that, a Google account of another address would be a way in that outlives the owner.
    const sameAddress = identity.email.toLowerCase() === user.emailKey;
    if (!user.emailVerifiedAt && !sameAddress) throw new ApiError(403, accountMessages.googleLinkNeedsVerifiedAddress);
    if (user.googleId && user.emailVerifiedAt) throw new ApiError(409, accountMessages.googleAlreadyLinked);
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.googleId, identity.googleId)).limit(1);
    if (holder) throw new ApiError(409, accountMessages.googleHeldByAnother);
    let linked: UserRow | undefined;
    try {
      linked = user.emailVerifiedAt
        ? await linkGoogle(db, user, identity)
        : await db.transaction(async (tx) => {
            // The caller holds a session (so the password) and the address's Google account.
            const verified = await onAddressFirstVerified(tx, userId, { password: true, sessions: { id: c.get('sessionId') }, googleId: identity.googleId });
            if (!verified) return undefined;
            const [withPhoto] = await tx
              .update(users)
              .set({ photoUrl: verified.photoUrl ?? identity.photoUrl ?? null })
              .where(eq(users.id, userId))
              .returning();
            return withPhoto;
          });
    } catch (error) {
      // Two accounts racing to link one Google account: the unique index decides.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, accountMessages.googleHeldByAnother);
      throw error;
    }
    if (!linked)
      throw new ApiError(409, user.emailVerifiedAt ? accountMessages.googleAlreadyLinked : 'Your sign-in methods changed a moment ago. Please reload the page and try again.');
    // The first verification disowned every device cookie; this browser is the verifier's.
    if (!user.emailVerifiedAt) await rememberDevice(c, services, linked);
    mailSignInMethod(services, linked, `A Google account (${identity.email}) was linked to your Showfolio account`);
    return c.json({ message: accountMessages.googleLinked, profile: toUserProfile(linked) });
  });

  app.post('/google/unlink', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw accountGone();
    if (!user.googleId) throw badRequest(accountMessages.googleNotLinked);
    if (!user.passwordHash) throw badRequest(accountMessages.googleUnlinkNeedsPassword);
    // Only while the account still has a password: it must keep a way to sign in.
    const [unlinked] = await db
      .update(users)
      .set({ googleId: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.passwordHash), isNotNull(users.googleId)))
      .returning();
    if (!unlinked) throw new ApiError(409, 'Your sign-in methods changed a moment ago. Please reload the page and try again.');
    mailSignInMethod(services, unlinked, 'The Google account linked to your Showfolio account was unlinked');
    return c.json({ message: accountMessages.googleUnlinked, profile: toUserProfile(unlinked) });
  });

  // Deleting needs the same proof as a sign-in (and draws on its limits): the password, or for an
  // account without one a fresh Google sign-in as the linked Google account; and the username typed.
  app.post('/delete-account', auth, async (c) => {
    const userId = c.get('userId');
    const ip = clientIp(c, services.config.trustProxy);
    await rateLimits.consume([['signinIp', ip]]);
    const { data } = await readJson(c, deleteAccountSchema);
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw accountGone();
    if (data.username.trim().toLowerCase() !== user.usernameKey) throw badRequest(accountMessages.deleteUsernameMismatch);
    if (user.passwordHash && (data.password || !user.googleId)) {
      const accountAtAddress = `${user.emailKey} ${ip}`;
      const knownDevice = await isKnownDevice(c, services, user);
      await rateLimits.consume([
        ['signinAccountIp', accountAtAddress],
        ...(knownDevice ? [] : [['signinAccount', user.emailKey] as const]),
      ]);
      if (!data.password) throw badRequest(accountMessages.deletePasswordRequired);
      if (!(await verifyPassword(user.passwordHash, data.password))) throw badRequest(accountMessages.deletePasswordWrong);
    } else {
      await rateLimits.consume([['googleIp', ip]]);
      if (!services.google) throw new ApiError(503, 'Google sign-in is not available on this server');
      if (!data.googleCredential) throw badRequest(accountMessages.deleteGoogleRequired);
      const identity = await services.google.verify(data.googleCredential);
      if (!identity || identity.googleId !== user.googleId) throw badRequest(accountMessages.deleteGoogleWrong);
    }
    if (!(await deleteAccount(services, user))) throw accountGone();
    mailGoodbye(services, user);
    return c.json({ message: accountMessages.accountDeleted });
  });

  const liveSessionsOf = (userId: string) =>
    and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

  app.get('/sessions', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['sessionListUser', userId]]);
    const rows = await db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
        signInMethod: sessions.signInMethod,
      })
      .from(sessions)
      .where(liveSessionsOf(userId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    const current = c.get('sessionId');
    const list: AccountSession[] = rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      device: deviceSummary(row.userAgent),
      ...(row.signInMethod ? { signedInWith: row.signInMethod } : {}),
      current: row.id === current,
    }));
    c.header('Cache-Control', 'no-store');
    return c.json({ sessions: list });
  });

  app.post('/sessions/signout-others', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(liveSessionsOf(userId), ne(sessions.id, c.get('sessionId'))))
      .returning({ id: sessions.id });
    return c.json({ message: accountMessages.otherSessionsSignedOut(revoked.length), count: revoked.length });
  });

  app.delete('/sessions/:id', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const id = c.req.param('id');
    // Another account's session answers exactly like one that never existed.
    if (!isUuid(id)) throw new ApiError(404, accountMessages.sessionNotFound);
    const [revoked] = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, id), liveSessionsOf(userId)))
      .returning({ id: sessions.id });
    if (!revoked) throw new ApiError(404, accountMessages.sessionNotFound);
    return c.json({ message: accountMessages.sessionSignedOut });
  });

  return app;
}
