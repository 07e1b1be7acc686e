import { and, eq, isNull } from 'drizzle-orm';
import { appLink, tokenLinkPath } from '@showfolio/portfolio-schema';
import { EMAIL_CHANGE_TOKEN_MS, randomToken, sha256 } from '../auth/tokens';
import { emailChangeTokens, type users } from '../db/schema';
import { logMailedLink, mailAccountHolder } from '../mail/account-holder';
import type { Services } from './context';
import { verifyEmailMail } from '../mail/verify-email';

type UserRow = typeof users.$inferSelect;

/**
 * Mails a new account's address a link that proves the holder receives mail there. It is an
 * e-mail link like a change of address (same table, hashing, 24 hours and cleanup), for the
 * address the account has now; only the newest one works.
 */
export async function sendVerificationLink(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'logger'>,
  user: UserRow,
): Promise<void> {
  const token = randomToken();
  await services.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailChangeTokens.userId, user.id),
          eq(emailChangeTokens.purpose, 'verify'),
          isNull(emailChangeTokens.usedAt),
        ),
      );
    await tx.insert(emailChangeTokens).values({
      userId: user.id,
      purpose: 'verify',
      newEmail: user.email,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TOKEN_MS),
    });
  });
  const link = appLink(services.config.appUrl, tokenLinkPath('verifyEmail', token));
  logMailedLink(services, user.email, link, 'e-mail verification link');
  mailAccountHolder(services, user, verifyEmailMail({ email: user.email, link }));
}
