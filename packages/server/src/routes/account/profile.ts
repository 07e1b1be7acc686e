import { and, eq, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  accountMessages,
  accountProfileSchema,
  isUnchangedUsername,
  usernameSchema,
  usernameTakenMessage,
  type AccountPreferences,
} from '@showfolio/portfolio-schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import { portfolios, users } from '../../db/schema';
import { ApiError, badRequest, firstIssueMessage, readJson } from '../../http';
import type { AppEnv } from '../../services/context';
import { isNameHeld } from '../../services/held-names';
import { toUserProfile } from '../auth';
import type { RouteDeps } from '../deps';
import { accountGone, type UserRow } from './shared';

/** `PATCH /preferences`: the account's own settings of the app (issue 34: the dashboard tour). */
const accountPreferencesSchema = z.strictObject({
  tourSeen: z.boolean({ error: 'tourSeen must be true or false' }),
}) satisfies z.ZodMiniType<AccountPreferences>;

/** The account's names and username, and its settings of the app. */
export function profileRoutes({ db, rateLimits, auth }: RouteDeps) {
  const app = new Hono<AppEnv>();

  app.patch('/profile', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const { data } = await readJson(c, accountProfileSchema);
    const usernameKey = data.username.toLowerCase();
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.usernameKey, usernameKey), ne(users.id, userId)))
      .limit(1);
    if (clash) throw new ApiError(409, usernameTakenMessage);
    let updated: UserRow | undefined;
    try {
      updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!before) return undefined;
        // A name from before the current rule stays while it is saved unchanged; a new one follows it.
        if (!isUnchangedUsername(data.username, before.username)) {
          const rule = usernameSchema.safeParse(data.username);
          if (!rule.success) throw badRequest(firstIssueMessage(rule.error));
          if (usernameKey !== before.usernameKey && (await isNameHeld(tx, 'username', usernameKey)))
            throw new ApiError(409, usernameTakenMessage);
        }
        const now = new Date();
        const [after] = await tx
          .update(users)
          .set({ firstName: data.firstName, lastName: data.lastName, username: data.username, usernameKey, updatedAt: now })
          .where(eq(users.id, userId))
          .returning();
        // The wizard starts the portfolio's names from the account's, and the public page shows the
        // portfolio's. A name still equal to the account's old one was taken from it, so it follows;
        // one the user typed differently in the wizard is theirs and stays.
        const followsFirst = eq(portfolios.firstName, before.firstName);
        const followsLast = eq(portfolios.lastName, before.lastName);
        const followsUsername = sql`lower(${portfolios.username}) = ${before.usernameKey}`;
        await tx
          .update(portfolios)
          .set({
            firstName: sql`case when ${followsFirst} then ${data.firstName} else ${portfolios.firstName} end`,
            lastName: sql`case when ${followsLast} then ${data.lastName} else ${portfolios.lastName} end`,
            username: sql`case when ${followsUsername} then ${data.username} else ${portfolios.username} end`,
            updatedAt: now,
          })
          .where(and(eq(portfolios.userId, userId), or(followsFirst, followsLast, followsUsername)));
        return after;
      });
    } catch (error) {
      // Two accounts racing for one username: the unique index decides.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, usernameTakenMessage);
      throw error;
    }
    if (!updated) throw accountGone();
    return c.json({ message: accountMessages.profileSaved, profile: toUserProfile(updated) });
  });

  // The account's settings of the app itself, kept with the account rather than one browser's
  // storage (issue 34): a tour closed on the laptop does not offer itself again on the phone.
  app.patch('/preferences', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const { data } = await readJson(c, accountPreferencesSchema);
    const [updated] = await db
      .update(users)
      // The first closing is the one kept; closing it again (another device) changes nothing.
      .set({ tourSeenAt: data.tourSeen ? sql`coalesce(${users.tourSeenAt}, now())` : null })
      .where(eq(users.id, userId))
      .returning({ tourSeenAt: users.tourSeenAt });
    if (!updated) throw accountGone();
    return c.json({ tourSeen: updated.tourSeenAt !== null });
  });

  return app;
}
