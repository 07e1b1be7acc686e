import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { accountMessages, linkGoogleSchema } from '@showfolio/portfolio-schema';
import type { GoogleIdentity } from '../../auth/google';
import { pgErrorCode, UNIQUE_VIOLATION, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, badRequest, readJson } from '../../http';
import { mailAccountHolder } from '../../mail/account-holder';
import { signInMethodChangedMail } from '../../mail/sign-in-method-changed';
import { clientIp, type AppEnv, type Services } from '../../services/context';
import { rememberDevice } from '../../services/devices';
import { onAddressFirstVerified } from '../../services/first-verification';
import { authMessages, toUserProfile } from '../auth';
import type { RouteDeps } from '../deps';
import { accountGone, forgotPasswordLink, type UserRow } from './shared';

/** Links a Google account to a verified account that has none yet; undefined if one was linked meanwhile. */
async function linkGoogle(db: Database, user: UserRow, identity: GoogleIdentity): Promise<UserRow | undefined> {
  const [linked] = await db
    .update(users)
    .set({ googleId: identity.googleId, photoUrl: user.photoUrl ?? identity.photoUrl ?? null, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.googleId)))
    .returning();
  return linked;
}

/** Tells the account's address that a way of signing in to it was added or removed. */
function mailSignInMethod(services: Services, user: UserRow, what: string) {
  mailAccountHolder(
    services,
    user,
    signInMethodChangedMail({ what, at: new Date(), forgotPasswordLink: forgotPasswordLink(services) }),
  );
}

/** Linking a Google account to the account, and unlinking it. */
export function googleLinkRoutes({ services, db, rateLimits, auth }: RouteDeps) {
  const app = new Hono<AppEnv>();

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

  return app;
}
