import pg from 'pg';
import { startTestServer, testDatabaseUrl, type TestServer } from './harness';

// PostgreSQL can drop a pooled connection at any time (restart, failover, an administrator).
// node-postgres reports that as an 'error' event on the pool, which crashes the process when
// nobody listens; vitest turns such a crash into a failed run.
describe.runIf(Boolean(testDatabaseUrl))('a dropped PostgreSQL connection', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('is logged and replaced, and the API keeps answering', async () => {
    const lookup = () => t.request('/api/templates/portfolio/nobody-here');
    expect((await lookup()).status).toBe(404);

    const database = new URL(t.config.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect((await lookup()).status).toBe(404);
  });
});
