import { and, eq, gt, isNull } from 'drizzle-orm';
import { appLink, appPaths, tokenLinkPath } from '@showfolio/portfolio-schema';
import { randomToken, sha256, SIGN_IN_LINK_MS } from '../auth/tokens';
import { signInLinks, type users } from '../db/schema';
import { ApiError } from '../http';
import { logMailedLink, mailAccountHolder } from './account-mail';
import type { Services } from './context';

type UserRow = typeof users.$inferSelect;

/**
 * Mails the account's address a single-use link that signs its holder in (15 minutes; only its
 * hash is stored). Failed attempts from elsewhere cannot keep the owner out this way, and they
 * cannot flood the mailbox either: a few links an hour per account, then nothing is sent.
 */
export async function mailSignInLink(services: Pick<Services, 'db' | 'mailer' | 'config' | 'logger' | 'rateLimits'>, user: UserRow) {
  try {
    await services.rateLimits.consume([['signinLinkAccount', user.emailKey]]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return;
    throw error;
  }
  const token = randomToken();
  await services.db.insert(signInLinks).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + SIGN_IN_LINK_MS),
  });
  const link = appLink(services.config.appUrl, tokenLinkPath('signinLink', token));
  logMailedLink(services, user.email, link, 'sign-in link');
  mailAccountHolder(services, user, {
    subject: 'Your Showfolio sign-in link',
    lines: [
      'Someone tried to sign in to your Showfolio account from a device it has not been used on, after',
      'many wrong passwords had been tried for it. To protect you we hold such sign-ins back for an hour.',
      '',
      'If that was you, open this link within 15 minutes to sign in on the device you open it with:',
      '',
      link,
      '',
      'If it was not you, ignore this e-mail; nobody can use it but you. If you think someone knows your',
      `password, choose a new one here: ${appLink(services.config.appUrl, appPaths.forgotPassword)}`,
    ],
  });
}

/** Spends a live sign-in link: the account it signs in to, or null when it is unknown, spent or expired. */
export async function spendSignInLink(db: Services['db'], token: string): Promise<string | null> {
  const now = new Date();
  const [spent] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.tokenHash, sha256(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)))
    .returning({ userId: signInLinks.userId });
  return spent?.userId ?? null;
}
