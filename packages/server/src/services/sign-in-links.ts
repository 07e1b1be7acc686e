import { and, eq, gt, isNull } from 'drizzle-orm';
import { appLink, appPaths, tokenLinkPath } from '@showfolio/portfolio-schema';
import { randomToken, sha256, SIGN_IN_LINK_MS } from '../auth/tokens';
import { signInLinks, type users } from '../db/schema';
import { ApiError } from '../http';
import { logMailedLink, mailAccountHolder } from '../mail/account-holder';
import type { Services } from './context';
import { signInLinkMail } from '../mail/sign-in-link';

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
  mailAccountHolder(
    services,
    user,
    signInLinkMail({ link, forgotPasswordLink: appLink(services.config.appUrl, appPaths.forgotPassword) }),
  );
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
