import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { appLink, appPaths, googleSigninSchema, isReservedSubdomain, USERNAME_PATTERN } from '@showfolio/portfolio-schema';
import type { GoogleIdentity } from '../../auth/google';
import { pgErrorCode, UNIQUE_VIOLATION, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, readJson } from '../../http';
import { mailAccountHolder } from '../../mail/account-holder';
import { passwordRemovedMail } from '../../mail/password-removed';
import { clientIp, type AppEnv, type Services } from '../../services/context';
import { rememberDevice, userAgentOf } from '../../services/devices';
import { onAddressFirstVerified } from '../../services/first-verification';
import { isNameHeld } from '../../services/held-names';
import { beginPendingSignIn, twoStepOn } from '../../services/two-step';
import type { RouteDeps } from '../deps';
import { authMessages, type UserRow } from './shared';
import { startSession } from './start-session';

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

/** Signing in with Google: to the account it is linked to, the account of its address, or a new one. */
export function googleSigninRoutes({ services, db, rateLimits }: RouteDeps) {
  const app = new Hono<AppEnv>();

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

  return app;
}
