import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { accountMessages, deleteAccountSchema } from '@showfolio/portfolio-schema';
import { verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { ApiError, badRequest, readJson } from '../../http';
import { accountDeletedMail } from '../../mail/account-deleted';
import { mailAccountHolder } from '../../mail/account-holder';
import { deleteAccount } from '../../services/account-deletion';
import { clientIp, type AppEnv, type Services } from '../../services/context';
import { isKnownDevice } from '../../services/devices';
import type { RouteDeps } from '../deps';
import { accountGone, type UserRow } from './shared';

/** Confirms to the address of a deleted account that it is gone, and what went with it. */
function mailGoodbye(services: Services, user: UserRow) {
  mailAccountHolder(services, user, accountDeletedMail({ email: user.email, username: user.username, at: new Date() }));
}

/** Deleting the account, with the proof a sign-in would need. */
export function deleteAccountRoutes({ services, db, rateLimits, auth }: RouteDeps) {
  const app = new Hono<AppEnv>();

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

  return app;
}
