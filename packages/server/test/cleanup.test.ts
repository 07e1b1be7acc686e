import { eq } from 'drizzle-orm';
import { sha256 } from '../src/auth/tokens';
import { passwordResetTokens, sessions } from '../src/db/schema';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

const DAY = 24 * 60 * 60 * 1000;

describe(`the cleanup job (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ app: { cleanup: { intervalMs: 100 } } });
  });
  afterAll(() => t.close());

  it('removes expired and long signed-out sessions and spent reset links, and keeps what still works', async () => {
    const { token } = await signedInUser(t, 'cleanup');
    const profile = (await (await t.request('/api/auth/profile', { token })).json()) as {
      id: string;
    };
    const userId = profile.id;
    const [live] = await t.server.db.select().from(sessions).where(eq(sessions.userId, userId));
    const now = Date.now();
    const [, , signedOutNow] = await t.server.db
      .insert(sessions)
      .values([
        { userId, expiresAt: new Date(now - 1000) },
        { userId, expiresAt: new Date(now + DAY), revokedAt: new Date(now - 2 * DAY) },
        { userId, expiresAt: new Date(now + DAY), revokedAt: new Date(now - 1000) },
      ])
      .returning({ id: sessions.id });
    const [used, lapsed, valid] = await t.server.db
      .insert(passwordResetTokens)
      .values([
        {
          userId,
          tokenHash: sha256('used'),
          expiresAt: new Date(now + DAY),
          usedAt: new Date(now - 1000),
        },
        { userId, tokenHash: sha256('lapsed'), expiresAt: new Date(now - 1000) },
        { userId, tokenHash: sha256('valid'), expiresAt: new Date(now + DAY) },
      ])
      .returning({ id: passwordResetTokens.id });

    const sessionIds = async () =>
      (
        await t.server.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.userId, userId))
      ).map((row) => row.id);
    const tokenIds = async () =>
      (
        await t.server.db
          .select({ id: passwordResetTokens.id })
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.userId, userId))
      ).map((row) => row.id);
    // One run deletes sessions and reset links in separate statements: wait for both.
    await expect.poll(async () => (await sessionIds()).sort(), { timeout: 10_000 }).toEqual([live!.id, signedOutNow!.id].sort());
    await expect.poll(tokenIds, { timeout: 10_000 }).toEqual([valid!.id]);
    const tokens = await tokenIds();
    expect(tokens).not.toContain(used!.id);
    expect(tokens).not.toContain(lapsed!.id);
    expect((await t.request('/api/auth/profile', { token })).status).toBe(200);
  });
});
