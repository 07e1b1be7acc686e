import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { appLink, tokenLinkPath, forgotPasswordSchema, resetPasswordSchema } from '@showfolio/portfolio-schema';
import { hashPassword } from '../../auth/passwords';
import { RESET_TOKEN_MS, randomToken, sha256 } from '../../auth/tokens';
import { emailChangeTokens, passwordResetTokens, pendingSignIns, sessions, users } from '../../db/schema';
import { ApiError, readJson } from '../../http';
import { logMailedLink, mailAccountHolder } from '../../mail/account-holder';
import { resetPasswordMail } from '../../mail/reset-password';
import { clientIp, type AppEnv, type Services } from '../../services/context';
import { onAddressFirstVerified } from '../../services/first-verification';
import type { RouteDeps } from '../deps';
import { authMessages } from './shared';

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

/** Asking for a reset link, and setting a new password with it. */
export function passwordResetRoutes({ services, db, rateLimits }: RouteDeps) {
  const app = new Hono<AppEnv>();

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
