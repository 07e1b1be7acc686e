import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  nameAlternativesCount,
  signupSchema,
  subdomainAlternatives,
  usernameAvailabilityQuerySchema,
  usernameSchema,
} from '@showfolio/portfolio-schema';
import { hashPassword } from '../../auth/passwords';
import { pgErrorCode, UNIQUE_VIOLATION, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, badRequest, firstIssueMessage, readJson } from '../../http';
import { clientIp, type AppEnv } from '../../services/context';
import { sendVerificationLink } from '../../services/email-verification';
import { heldNamesAmong, isNameHeld } from '../../services/held-names';
import type { RouteDeps } from '../deps';
import { authMessages, type UserRow } from './shared';

/** Which of `names` (lower-case) no account has and none is held, in their order. */
async function freeUsernames(db: Database, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const [taken, held] = await Promise.all([
    db.select({ usernameKey: users.usernameKey }).from(users).where(inArray(users.usernameKey, [...names])),
    heldNamesAmong(db, 'username', names),
  ]);
  const unavailable = new Set([...taken.map((row) => row.usernameKey), ...held]);
  return names.filter((name) => !unavailable.has(name));
}

/** Up to three free usernames to take instead of the taken `username`: the person's own names first (issue 34). */
async function usernameSuggestions(db: Database, username: string, person: { firstName?: string; lastName?: string }) {
  const candidates = subdomainAlternatives(username, { ...person, year: new Date().getUTCFullYear() }).filter(
    (name) => usernameSchema.safeParse(name).success,
  );
  return (await freeUsernames(db, candidates)).slice(0, nameAlternativesCount);
}

/** Whether a username is free, and signing up. */
export function signupRoutes({ services, db, rateLimits }: RouteDeps) {
  const app = new Hono<AppEnv>();

  // Sign-up already answers "This username is already taken", so saying it earlier reveals nothing new;
  // only whether the name is free, nothing about its account, and rate limited per address.
  app.get('/username-available', async (c) => {
    await rateLimits.consume([['usernameCheckIp', clientIp(c, services.config.trustProxy)]]);
    const query = usernameAvailabilityQuerySchema.safeParse({
      username: c.req.query('username'),
      firstName: c.req.query('firstName'),
      lastName: c.req.query('lastName'),
    });
    if (!query.success) throw badRequest(firstIssueMessage(query.error));
    const { username, firstName, lastName } = query.data;
    c.header('Cache-Control', 'no-store');
    if ((await freeUsernames(db, [username.toLowerCase()])).length > 0) return c.json({ available: true });
    return c.json({ available: false, suggestions: await usernameSuggestions(db, username, { firstName, lastName }) });
  });

  app.post('/signup', async (c) => {
    await rateLimits.consume([['signupIp', clientIp(c, services.config.trustProxy)]]);
    const { data } = await readJson(c, signupSchema);
    const emailKey = data.email.toLowerCase();
    const usernameKey = data.username.toLowerCase();
    const clash = await db
      .select({ emailKey: users.emailKey, usernameKey: users.usernameKey })
      .from(users)
      .where(eq(users.emailKey, emailKey))
      .union(db.select({ emailKey: users.emailKey, usernameKey: users.usernameKey }).from(users).where(eq(users.usernameKey, usernameKey)));
    if (clash.some((row) => row.emailKey === emailKey)) throw new ApiError(409, authMessages.emailTaken);
    if (clash.length > 0 || (await isNameHeld(db, 'username', usernameKey))) {
      const error = new ApiError(409, authMessages.usernameTaken);
      error.body = { suggestions: await usernameSuggestions(db, data.username, data) };
      throw error;
    }
    const passwordHash = await hashPassword(data.password);
    let created: UserRow | undefined;
    try {
      [created] = await db.insert(users).values({
        email: data.email,
        emailKey,
        username: data.username,
        usernameKey,
        firstName: data.firstName,
        lastName: data.lastName,
        mobileCode: data.mobileCode,
        mobileNumber: data.mobileNumber,
        passwordHash,
      }).returning();
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        const emailClash = await db.select({ id: users.id }).from(users).where(eq(users.emailKey, emailKey)).limit(1);
        throw new ApiError(409, emailClash.length > 0 ? authMessages.emailTaken : authMessages.usernameTaken);
      }
      throw error;
    }
    if (!created) throw new Error('sign-up insert returned nothing');
    await sendVerificationLink(services, created);
    return c.json({ message: authMessages.registered }, 201);
  });

  return app;
}
