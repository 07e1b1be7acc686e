import { and, eq, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { accountMessages, changePasswordSchema } from '@showfolio/portfolio-schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { emailChangeTokens, passwordResetTokens, pendingSignIns, sessions, users } from '../../db/schema';
import { ApiError, badRequest, readJson } from '../../http';
import { passwordChangedMail } from '../../mail/password-changed';
import { mailAccountHolder } from '../../mail/account-holder';
import { clientIp, type AppEnv, type Services } from '../../services/context';
import { deviceSummary, isKnownDevice, userAgentOf } from '../../services/devices';
import { assertFreshProof } from '../../services/two-step';
import type { RouteDeps } from '../deps';
import { accountGone, forgotPasswordLink, type UserRow } from './shared';

function mailPasswordChanged(services: Services, user: UserRow, firstPassword: boolean, device: string) {
  mailAccountHolder(
    services,
    user,
    passwordChangedMail({ email: user.email, firstPassword, device, at: new Date(), forgotPasswordLink: forgotPasswordLink(services) }),
  );
}

/** Changing the password, or choosing a first one for an account made with Google. */
export function changePasswordRoutes({ services, db, rateLimits, auth }: RouteDeps) {
  const app = new Hono<AppEnv>();

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

  return app;
}
