import { eq } from 'drizzle-orm';
import pg from 'pg';
import { sha256 } from '../src/auth/tokens';
import { passwordResetTokens, sessions, signInLinks } from '../src/db/schema';
import { CLEANUP_LOCK } from '../src/services/cleanup';
import {
  databaseLabel,
  isolatedDatabase,
  signedInUser,
  startTestServer,
  testDriver,
  type TestServer,
} from './harness';

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

  it('removes spent and expired sign-in links, and keeps a live one', async () => {
    const { token } = await signedInUser(t, 'cleanlinks');
    const { id: userId } = (await (await t.request('/api/auth/profile', { token })).json()) as { id: string };
    const now = Date.now();
    const [, , live] = await t.server.db
      .insert(signInLinks)
      .values([
        { userId, tokenHash: sha256('link-used'), expiresAt: new Date(now + DAY), usedAt: new Date(now - 1000) },
        { userId, tokenHash: sha256('link-lapsed'), expiresAt: new Date(now - 1000) },
        { userId, tokenHash: sha256('link-live'), expiresAt: new Date(now + DAY) },
      ])
      .returning({ id: signInLinks.id });
    const linkIds = async () =>
      (await t.server.db.select({ id: signInLinks.id }).from(signInLinks).where(eq(signInLinks.userId, userId))).map((row) => row.id);
    await expect.poll(linkIds, { timeout: 10_000 }).toEqual([live!.id]);
  });
});

describe(`one cleanup runner at a time (${databaseLabel})`, () => {
  it('runs a pass in this process only when no pass of its own is under way', async () => {
    const t = await startTestServer();
    try {
      const [first, second] = await Promise.all([t.server.runCleanup(), t.server.runCleanup()]);
      // The second call joins the pass under way instead of starting another.
      expect(first).not.toBeNull();
      expect(second).toBe(first);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(testDriver !== 'postgres')('one cleanup runner across processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let a: TestServer;
  let b: TestServer;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await isolatedDatabase();
    // Two app instances, as two processes behind a proxy would be, on the same database.
    a = await startTestServer({ config: { databaseUrl: database.url } });
    b = await startTestServer({ config: { databaseUrl: database.url } });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const expiredSession = async () => {
    const { token } = await signedInUser(a, 'lock');
    const { id: userId } = (await (await a.request('/api/auth/profile', { token })).json()) as { id: string };
    const [row] = await a.server.db
      .insert(sessions)
      .values({ userId, expiresAt: new Date(Date.now() - 1000) })
      .returning({ id: sessions.id });
    return row!.id;
  };
  const exists = async (id: string) =>
    (await a.server.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id))).length === 1;
  const advisoryLocksHeld = async () =>
    Number(
      (
        await admin.query<{ count: string }>(
          `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        )
      ).rows[0]!.count,
    );

  it('skips the pass in every instance while another process holds the lock', async () => {
    const id = await expiredSession();
    await admin.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [CLEANUP_LOCK]);
    try {
      expect(await a.server.runCleanup()).toBeNull();
      expect(await b.server.runCleanup()).toBeNull();
      expect(await exists(id)).toBe(true);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [CLEANUP_LOCK]);
    }
    expect((await b.server.runCleanup())?.sessions).toBe(1);
    expect(await exists(id)).toBe(false);
  });

  it('lets the second instance skip while the first is in the middle of a pass, then run after it', async () => {
    const id = await expiredSession();
    // Hold the expired session's row so that A's pass stops at it, holding the job's lock.
    await admin.query('BEGIN');
    await admin.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [id]);
    const first = a.server.runCleanup();
    try {
      await expect.poll(advisoryLocksHeld, { timeout: 10_000 }).toBe(1);
      expect(await b.server.runCleanup()).toBeNull();
    } finally {
      await admin.query('COMMIT');
    }
    expect((await first)?.sessions).toBe(1);
    expect(await advisoryLocksHeld()).toBe(0);
    expect(await b.server.runCleanup()).toEqual({ uploads: 0, sessions: 0, resetTokens: 0, emailChangeTokens: 0, signInLinks: 0, deletedAccountFiles: 0, domainClaims: 0, heldNames: 0 });
  });
});
