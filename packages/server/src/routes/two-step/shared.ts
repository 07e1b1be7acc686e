import { count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { passkeys, users } from '../../db/schema';
import { ApiError } from '../../http';
import { mailSecurityNotice, type SecurityChange } from '../../mail/security-notices';
import { clientIp, type Services } from '../../services/context';
import { deviceSummary, isKnownDevice, userAgentOf } from '../../services/devices';
import { routeDeps } from '../deps';

type UserRow = typeof users.$inferSelect;

const accountGone = () => new ApiError(401, 'Unauthorized: this account no longer exists');

/** What the two-step sub-apps share: the route deps, and the account, mail and guess helpers. */
export type TwoStepDeps = ReturnType<typeof twoStepDeps>;

export function twoStepDeps(services: Services) {
  const deps = routeDeps(services);
  const { db, rateLimits } = deps;

  const userOf = async (userId: string): Promise<UserRow> => {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw accountGone();
    return user;
  };

  const notify = (c: Context, user: UserRow, change: SecurityChange) =>
    mailSecurityNotice(services, user, change, deviceSummary(userAgentOf(c)));

  /**
   * A guess at a code or password is a sign-in attempt: it draws on the address's limit, the
   * account-at-address limit and, from a browser the account does not know, the account-wide one.
   */
  const countGuess = async (c: Context, user: UserRow) => {
    const ip = clientIp(c, services.config.trustProxy);
    const knownDevice = await isKnownDevice(c, services, user);
    await rateLimits.consume([
      ['signinAccountIp', `${user.emailKey} ${ip}`],
      ...(knownDevice ? [] : [['signinAccount', user.emailKey] as const]),
    ]);
    return () => rateLimits.reset('signinAccountIp', `${user.emailKey} ${ip}`);
  };

  const countPasskeys = async (userId: string) =>
    (await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)))[0]?.n ?? 0;

  return { ...deps, userOf, notify, countGuess, countPasskeys };
}
