import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  appLink,
  appPaths,
  tokenLinkPath,
  accountMessages,
  forgotPasswordSchema,
  googleSigninSchema,
  isReservedSubdomain,
  messages,
  nameAlternativesCount,
  resetLinkInvalidMessage,
  resetPasswordSchema,
  signInLinkSchema,
  signinSchema,
  signoutSchema,
  signupSchema,
  subdomainAlternatives,
  USERNAME_PATTERN,
  usernameAvailabilityQuerySchema,
  usernameSchema,
  usernameTakenMessage,
  validateTokenSchema,
  type UserProfile,
} from '@showfolio/portfolio-schema';
import type { GoogleIdentity } from '../auth/google';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { ACCESS_TOKEN_SECONDS, RESET_TOKEN_MS, randomToken, readAccessToken, sha256, signAccessToken } from '../auth/tokens';
import { pgErrorCode, UNIQUE_VIOLATION, type Database } from '../db/client';
import { emailChangeTokens, passwordResetTokens, pendingSignIns, sessions, users } from '../db/schema';
import { ApiError, badRequest, firstIssueMessage, readJson } from '../http';
import { isKnownDevice, rememberDevice, userAgentOf } from '../services/devices';
import { sendVerificationLink } from '../services/email-verification';
import { onAddressFirstVerified } from '../services/first-verification';
import { mailSignInLink, spendSignInLink } from '../services/sign-in-links';
import { logMailedLink, mailAccountHolder } from '../mail/account-holder';
import { passwordRemovedMail } from '../mail/password-removed';
import { resetPasswordMail } from '../mail/reset-password';
import { heldNamesAmong, isNameHeld } from '../services/held-names';
import { beginPendingSignIn, twoStepOn } from '../services/two-step';
import { bearerToken, clientIp, requireAuth, resolveSession, type AppEnv, type Services } from '../services/context';

type UserRow = typeof users.$inferSelect;

export const authMessages = {
  registered: messages.signupSucceeded,
  emailTaken: 'An account with this email already exists',
  usernameTaken: usernameTakenMessage,
  badCredentials: 'Invalid email or password',
  signedOut: 'Signed out successfully',
  forgotSent: 'If an account exists for that email, a password reset link has been sent.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  resetInvalid: resetLinkInvalidMessage,
  googleUnavailable: 'Google sign-in is not available on this server',
  googleInvalid: 'Google sign-in failed: the Google credential could not be verified',
  googleConflict: 'This email is already linked to a different Google account',
  googleRetry: 'Please try signing in with Google again',
  googleTookOver:
    'An account with this email had been set up with a password that was never confirmed. We removed that password and signed out its sessions; sign in with Google from now on, or choose a new password with "Forgot password".',
} as const;

export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    mobileCode: user.mobileCode,
    mobileNumber: user.mobileNumber,
    ...(user.photoUrl ? { photoURL: user.photoUrl } : {}),
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerifiedAt !== null,
    googleLinked: user.googleId !== null,
    tourSeen: user.tourSeenAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Opens a session and returns its access token. A password sign-in passes the hash it checked:
 * the session opens only while that is still the account's password. The row lock orders it
 * against a concurrent reset or Google takeover, which end every session when they commit, so a
 * sign-in that checked the old password cannot slip a session in after them.
 */
export async function startSession(
  services: Pick<Services, 'db' | 'keys'>,
  userId: string,
  userAgent: string | null,
  checkedPasswordHash?: string,
  signInMethod?: string,
): Promise<string | null> {
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000);
  const sessionId = await services.db.transaction(async (tx) => {
    if (checkedPasswordHash !== undefined) {
      const [current] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
      if (current?.passwordHash !== checkedPasswordHash) return null;
    }
    const [session] = await tx.insert(sessions).values({ userId, expiresAt, userAgent, signInMethod }).returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    return session.id;
  });
  return sessionId ? signAccessToken(services.keys, userId, sessionId, expiresAt) : null;
}

/**
 * Opens a session for a password sign-in that checked `password` against `checkedHash`, and then,
 * after the answer, replaces a hash made with older settings by one with today's. The replacement
 * is a compare-and-set on the old hash, so a reset in between wins. A concurrent sign-in that
 * checked the old hash finds the replacement in place of it: it checks the password once more
 * against the stored hash, so it still succeeds, while one after a reset (another password) or a
 * Google takeover (none) still fails.
 */
export async function startPasswordSession(
  services: Pick<Services, 'db' | 'keys' | 'background'>,
  userId: string,
  checkedHash: string,
  password: string,
  userAgent: string | null,
  signInMethod = 'password',
): Promise<string | null> {
  const accessToken = await startSession(services, userId, userAgent, checkedHash, signInMethod);
  if (accessToken) {
    if (needsRehash(checkedHash)) services.background.run('password rehash', () => rehashPassword(services.db, userId, checkedHash, password));
    return accessToken;
  }
  const [current] = await services.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current?.passwordHash || current.passwordHash === checkedHash || !(await verifyPassword(current.passwordHash, password))) return null;
  return startSession(services, userId, userAgent, current.passwordHash, signInMethod);
}

/** Stores a hash of `password` with today's settings, only while `oldHash` is still the stored one. */
async function rehashPassword(db: Database, userId: string, oldHash: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

/**
 * Google vouches that the caller owns this address, but the password account holding it was
 * never confirmed: whoever registered it may not be its owner. The owner gets the account with
 * this Google account as its only way in (see `onAddressFirstVerified`). Undefined if someone
 * else verified the address first.
 */
async function takeOverUnverified(db: Database, account: UserRow, identity: GoogleIdentity): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const taken = await onAddressFirstVerified(tx, account.id, { password: false, googleId: identity.googleId });
    if (!taken) return undefined;
    const [withPhoto] = await tx.update(users).set({ photoUrl: identity.photoUrl ?? null }).where(eq(users.id, taken.id)).returning();
    return withPhoto;
  });
}

/**
 * A free username derived from the e-mail for accounts created through Google, held to sign-up's
 * rule: `ada.rivera_1@` becomes `ada-rivera-1`, and a reserved or held one gets a random suffix.
 */
async function freeUsername(db: Database, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)
      .replace(/^-+|-+$/g, '') || 'user';
  for (let attempt = 0; attempt < 5; attempt++) {
    const plain = attempt === 0 && base.length >= 3 && !isReservedSubdomain(base);
    const candidate = plain ? base : `${base}-${randomBytes(3).toString('hex')}`;
    if (!USERNAME_PATTERN.test(candidate) || isReservedSubdomain(candidate)) continue;
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, candidate)).limit(1);
    if (taken.length === 0 && !(await isNameHeld(db, 'username', candidate))) return candidate;
  }
  return `user-${randomBytes(6).toString('hex')}`;
}

/**
 * Draws one attempt from the account-wide sign-in budget, which a known device skips. When it is
 * spent, a new device is not simply locked out: the account's address gets a sign-in link (a few
 * an hour at most), and the answer, still a 429, says so. It reads the same whether the account
 * exists or not.
 */
async function consumeAccountBudget(services: Services, account: string, user: UserRow | undefined) {
  try {
    await services.rateLimits.consume([['signinAccount', account]]);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    if (user) await mailSignInLink(services, user);
    const retryAfterSeconds = Number(error.headers['Retry-After']) || 3600;
    throw new ApiError(429, accountMessages.signinHeldBack(Math.max(1, Math.ceil(retryAfterSeconds / 60))), error.headers);
  }
}

/** The owner signed in with Google and we removed a password someone may have set for them. */
function mailPasswordRemoved(services: Services, user: UserRow, identity: GoogleIdentity) {
  mailAccountHolder(
    services,
    user,
    passwordRemovedMail({
      email: user.email,
      googleFirstName: identity.firstName,
      forgotPasswordLink: appLink(services.config.appUrl, appPaths.forgotPassword),
    }),
  );
}

/** Mails a reset link to the account at `emailKey`, if there is one. */
async function mailResetLink(services: Services, emailKey: string) {
  const [user] = await services.db.select().from(users).where(eq(users.emailKey, emailKey)).limit(1);
  if (!user) return;
  const token = randomToken();
  await services.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_MS),
  });
  const link = appLink(services.config.appUrl, tokenLinkPath('resetPassword', token));
  logMailedLink(services, user.email, link, 'password reset link');
  mailAccountHolder(services, user, resetPasswordMail({ link }));
}

/** Which of `names` (lower-case) no account has and none is held, in their order. */
async function freeUsernames(db: Database, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const [taken, held] = await Promise.all([
    db.select({ usernameKey: users.usernameKey }).from(users).where(inArray(users.usernameKey, [...names])),
    heldNamesAmong(db, 'username', names),
  ]);
  const unavailable = new Set([...taken.map((row) => row.usernameKey), ...held]);
  return names.filter((name) => !unavailable.has(name));
}

/** Up to three free usernames to take instead of the taken `username`: the person's own names first (issue 34). */
async function usernameSuggestions(db: Database, username: string, person: { firstName?: string; lastName?: string }) {
  const candidates = subdomainAlternatives(username, { ...person, year: new Date().getUTCFullYear() }).filter(
    (name) => usernameSchema.safeParse(name).success,
  );
  return (await freeUsernames(db, candidates)).slice(0, nameAlternativesCount);
}

export function authRoutes(services: Services) {
  const { db, rateLimits } = services;
  const app = new Hono<AppEnv>();

  // Sign-up already answers "This username is already taken", so saying it earlier reveals nothing new;
  // only whether the name is free, nothing about its account, and rate limited per address.
  app.get('/username-available', async (c) => {
    await rateLimits.consume([['usernameCheckIp', clientIp(c, services.config.trustProxy)]]);
    const query = usernameAvailabilityQuerySchema.safeParse({
      username: c.req.query('username'),
      firstName: c.req.query('firstName'),
      lastName: c.req.query('lastName'),
    });
    if (!query.success) throw badRequest(firstIssueMessage(query.error));
    const { username, firstName, lastName } = query.data;
    c.header('Cache-Control', 'no-store');
    if ((await freeUsernames(db, [username.toLowerCase()])).length > 0) return c.json({ available: true });
    return c.json({ available: false, suggestions: await usernameSuggestions(db, username, { firstName, lastName }) });
  });

  app.post('/signup', async (c) => {
    await rateLimits.consume([['signupIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, signupSchema);
    const emailKey = data.email.toLowerCase();
    const usernameKey = data.username.toLowerCase();
    const clash = await db
      .select({ emailKey: users.emailKey, usernameKey: users.usernameKey })
      .from(users)
      .where(eq(users.emailKey, emailKey))
      .union(db.select({ emailKey: users.emailKey, usernameKey: users.usernameKey }).from(users).where(eq(users.usernameKey, usernameKey)));
    if (clash.some((row) => row.emailKey === emailKey)) throw new ApiError(409, authMessages.emailTaken);
    if (clash.length > 0 || (await isNameHeld(db, 'username', usernameKey))) {
      const error = new ApiError(409, authMessages.usernameTaken);
      error.body = { suggestions: await usernameSuggestions(db, data.username, data) };
      throw error;
    }
    const passwordHash = await hashPassword(data.password);
    let created: UserRow | undefined;
    try {
      [created] = await db.insert(users).values({
        email: data.email,
        emailKey,
        username: data.username,
        usernameKey,
        firstName: data.firstName,
        lastName: data.lastName,
        mobileCode: data.mobileCode,
        mobileNumber: data.mobileNumber,
        passwordHash,
      }).returning();
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        const emailClash = await db.select({ id: users.id }).from(users).where(eq(users.emailKey, emailKey)).limit(1);
        throw new ApiError(409, emailClash.length > 0 ? authMessages.emailTaken : authMessages.usernameTaken);
      }
      throw error;
    }
    if (!created) throw new Error('sign-up insert returned nothing');
    await sendVerificationLink(services, created);
    return c.json({ message: authMessages.registered }, 201);
  });

  app.post('/signin', async (c) => {
    const ip = clientIp(c, services.config.trustProxy);
    await rateLimits.consume([['signinIp', ip]]);
    const { data } = await readJson(c, signinSchema);
    const account = data.email.toLowerCase();
    const accountAtAddress = `${account} ${ip}`;
    const [user] = await db.select().from(users).where(eq(users.emailKey, account)).limit(1);
    const knownDevice = user !== undefined && (await isKnownDevice(c, services, user));
    // In this order, an address that is already stopped spends nothing of the account's budget.
    await rateLimits.consume([['signinAccountIp', accountAtAddress]]);
    if (!knownDevice) await consumeAccountBudget(services, account, user);
    if (!user?.passwordHash) {
      await burnPasswordCheck(data.password);
      throw new ApiError(401, authMessages.badCredentials);
    }
    if (!(await verifyPassword(user.passwordHash, data.password))) throw new ApiError(401, authMessages.badCredentials);
    await rateLimits.reset('signinAccountIp', accountAtAddress);
    // With two-step on, the password opens no session: a pending step bound to this browser does.
    if (await twoStepOn(db, user.id)) return c.json(await beginPendingSignIn(c, services, user.id, 'password'));
    const accessToken = await startPasswordSession(services, user.id, user.passwordHash, data.password, userAgentOf(c));
    if (!accessToken) throw new ApiError(401, authMessages.badCredentials);
    await rememberDevice(c, services, user);
    return c.json({ access_token: accessToken });
  });

  // Opened from the mail `consumeAccountBudget` sends: the link alone signs in, once, and marks
  // the browser that opened it as a known device.
  app.post('/signin-link', async (c) => {
    await rateLimits.consume([['resetIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, signInLinkSchema);
    const userId = await spendSignInLink(db, data.token);
    const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
    if (!user) throw badRequest(accountMessages.signInLinkInvalid);
    if (await twoStepOn(db, user.id)) {
      await rememberDevice(c, services, user);
      return c.json(await beginPendingSignIn(c, services, user.id, 'link'));
    }
    const accessToken = await startSession(services, user.id, userAgentOf(c), undefined, 'link');
    if (!accessToken) throw new Error('a sign-in link opened no session');
    await rememberDevice(c, services, user);
    return c.json({ access_token: accessToken, message: accountMessages.signedInByLink });
  });

  app.post('/google/signin', async (c) => {
    await rateLimits.consume([['googleIp', clientIp(c, services.config.trustProxy)]]);
    if (!services.google) throw new ApiError(503, authMessages.googleUnavailable);
    const { data } = await readJson(c, googleSigninSchema);
    const identity = await services.google.verify(data.credential);
    if (!identity) throw new ApiError(401, authMessages.googleInvalid);
    const emailKey = identity.email.toLowerCase();
    let notice: string | undefined;
    let [user] = await db.select().from(users).where(eq(users.googleId, identity.googleId)).limit(1);
    if (!user) {
      const [byEmail] = await db.select().from(users).where(eq(users.emailKey, emailKey)).limit(1);
      if (byEmail) {
        if (byEmail.emailVerifiedAt) {
          if (byEmail.googleId && byEmail.googleId !== identity.googleId) throw new ApiError(409, authMessages.googleConflict);
          [user] = await db
            .update(users)
            .set({ googleId: identity.googleId, photoUrl: byEmail.photoUrl ?? identity.photoUrl, updatedAt: new Date() })
            .where(and(eq(users.id, byEmail.id), isNull(users.googleId)))
            .returning();
        } else {
          user = await takeOverUnverified(db, byEmail, identity);
          if (user && byEmail.passwordHash) {
            notice = authMessages.googleTookOver;
            mailPasswordRemoved(services, user, identity);
          }
        }
        if (!user) throw new ApiError(409, authMessages.googleRetry);
      } else {
        const username = await freeUsername(db, identity.email);
        try {
          [user] = await db
            .insert(users)
            .values({
              email: identity.email,
              emailKey,
              username,
              usernameKey: username,
              firstName: identity.firstName,
              lastName: identity.lastName,
              googleId: identity.googleId,
              photoUrl: identity.photoUrl,
              emailVerifiedAt: new Date(),
            })
            .returning();
        } catch (error) {
          if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, authMessages.googleRetry);
          throw error;
        }
      }
    }
    if (!user) throw new Error('google sign-in produced no user');
    if (await twoStepOn(db, user.id)) return c.json({ ...(await beginPendingSignIn(c, services, user.id, 'google')), ...(notice ? { notice } : {}) });
    const accessToken = await startSession(services, user.id, userAgentOf(c), undefined, 'google');
    if (!accessToken) throw new Error('google sign-in opened no session');
    await rememberDevice(c, services, user);
    return c.json({ access_token: accessToken, ...(notice ? { notice } : {}) });
  });

  app.get('/profile', requireAuth(services), async (c) => {
    const [user] = await db.select().from(users).where(eq(users.id, c.get('userId'))).limit(1);
    if (!user) throw new ApiError(401, 'Unauthorized: this account no longer exists');
    return c.json(toUserProfile(user));
  });

  app.post('/validate-token', async (c) => {
    const { data } = await readJson(c, validateTokenSchema);
    const session = await resolveSession(services, data.token || bearerToken(c));
    return c.json({ valid: session !== null });
  });

  app.post('/signout', async (c) => {
    const { data } = await readJson(c, signoutSchema);
    const token = bearerToken(c) ?? data.token;
    const claims = token && token.length <= 4096 ? await readAccessToken(services.keys, token) : null;
    if (claims) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)));
    }
    return c.json({ message: authMessages.signedOut });
  });

  // The answer is the same, and as quick, whether the address has an account: the look-up, the
  // link and the mail happen after it (tracked, so a shutdown waits for them).
  app.post('/forgot-password', async (c) => {
    await rateLimits.consume([['forgotIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, forgotPasswordSchema);
    const account = data.email.toLowerCase();
    await rateLimits.consume([['forgotAccount', account]]);
    services.background.run('password reset link', () => mailResetLink(services, account));
    return c.json({ message: authMessages.forgotSent });
  });

  app.post('/reset-password', async (c) => {
    await rateLimits.consume([['resetIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, resetPasswordSchema);
    const passwordHash = await hashPassword(data.newPassword);
    // Consuming the token and changing the password is one step: a token works exactly once.
    const userId = await db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(data.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!consumed) return null;
      // Following the link proves the holder receives mail at the account's address; if nobody had
      // before, whatever else someone set up to get in ends here.
      await onAddressFirstVerified(tx, consumed.userId, { password: false });
      // Other links mailed earlier would still open a door the owner just closed.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, consumed.userId), isNull(passwordResetTokens.usedAt)));
      // An e-mail change asked for by whoever knew the old password stops here too.
      await tx
        .update(emailChangeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailChangeTokens.userId, consumed.userId), isNull(emailChangeTokens.usedAt)));
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, consumed.userId));
      // A sign-in waiting for its code passed the old password: it ends with it. A reset does not
      // sign in, so with two-step on the next sign-in asks for a code after the new password.
      await tx
        .update(pendingSignIns)
        .set({ usedAt: new Date() })
        .where(and(eq(pendingSignIns.userId, consumed.userId), isNull(pendingSignIns.usedAt)));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, consumed.userId), isNull(sessions.revokedAt)));
      return consumed.userId;
    });
    if (!userId) throw new ApiError(400, authMessages.resetInvalid);
    return c.json({ message: authMessages.resetDone });
  });

  return app;
}
