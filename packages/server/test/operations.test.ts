import { cp, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { ConfigError, loadConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/server';
import { databaseLabel, isolatedDatabase, startTestServer, testDriver, type TestServer } from './harness';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** A pino logger whose lines land in `lines`, to read what a request logged. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('operations settings', () => {
  it('names a short METRICS_TOKEN, a bad DRAIN_DELAY_MS and a bad REDIS_KEY_PREFIX', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(40), METRICS_TOKEN: 'short', DRAIN_DELAY_MS: '-1', REDIS_KEY_PREFIX: 'has space' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : _ . -',
      'METRICS_TOKEN must be 16 to 256 printable characters without spaces',
      'DRAIN_DELAY_MS must be a whole number of milliseconds between 0 and 60000',
    ]);
  });

  it('defaults to no metrics, no drain delay and the showfolio key prefix', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ metricsToken: undefined, drainDelayMs: 0, redisKeyPrefix: 'showfolio' });
  });
});

describe(`readiness, request ids and metrics (${databaseLabel})`, () => {
  let t: TestServer;
  const log = capturedLogger();
  beforeAll(async () => {
    t = await startTestServer({ env: { METRICS_TOKEN }, app: { logger: log.logger } });
  });
  afterAll(() => t.close());

  it('answers GET /api/ready with 200 when the database answers', async () => {
    const res = await t.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: testDriver === 'postgres' ? { database: 'ok', notifications: 'ok' } : { database: 'ok' },
    });
  });

  it("keeps a proxy's well-formed X-Request-Id and logs the request under it", async () => {
    const res = await t.request('/api/health', { headers: { 'X-Request-Id': 'caddy-4f1c.22:abc' } });
    expect(res.headers.get('x-request-id')).toBe('caddy-4f1c.22:abc');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId: 'caddy-4f1c.22:abc', path: '/api/health', status: 200 }),
    );
  });

  it('replaces a malformed or overlong X-Request-Id with a new UUID', async () => {
    for (const bad of ['two words', 'a\u00e9', 'x'.repeat(129)]) {
      const res = await t.request('/api/health', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('refuses /metrics without the bearer token (401) and with a wrong one', async () => {
    const none = await t.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const wrong = await t.request('/metrics', { token: `${METRICS_TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Unauthorized: the metrics need their bearer token' });
  });

  it('counts requests per route pattern, never per raw path, with latency histograms and process memory', async () => {
    await t.request('/api/templates/verify-preview/modern?token=nothing');
    await t.request('/api/templates/verify-preview/classic?token=nothing');
    const res = await t.request('/metrics', { token: METRICS_TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /showfolio_http_requests_total\{method="GET",route="\/api\/templates\/verify-preview\/:id",status="\d{3}"\} 2/,
    );
    expect(text).not.toContain('verify-preview/modern');
    expect(text).toMatch(/showfolio_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/templates\/verify-preview\/:id"/);
    expect(text).toMatch(/showfolio_process_resident_memory_bytes \d+/);
    expect(text).toContain('showfolio_public_page_cache_total{cache="lookup",result="hit"} 0');
    if (testDriver === 'postgres') expect(text).toMatch(/showfolio_db_pool_connections \d+/);
  });

  it('answers 503 "draining" from /api/ready once draining, and still serves requests', async () => {
    const local = await startTestServer();
    try {
      local.server.drain();
      const res = await local.request('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'draining' });
      expect((await local.request('/api/health')).status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe(`/metrics without METRICS_TOKEN (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers 404, token or not', async () => {
    expect((await t.request('/metrics')).status).toBe(404);
    expect((await t.request('/metrics', { token: METRICS_TOKEN })).status).toBe(404);
  });
});

describe(`readiness of Redis and S3 (${databaseLabel})`, () => {
  it('answers 503 naming Redis and S3 when they cannot be reached', async () => {
    const t = await startTestServer({
      env: {
        REDIS_URL: 'redis://127.0.0.1:1',
        S3_BUCKET: 'nowhere',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    try {
      const res = await t.request('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'failed', s3: 'failed' },
      });
    } finally {
      await t.close();
    }
  }, 30_000);
});

describe(`public changes (${databaseLabel})`, () => {
  it('tells listeners after a write that changes pages, not after a sign-in', async () => {
    const t = await startTestServer();
    try {
      let changes = 0;
      t.server.onPublicChange(() => (changes += 1));
      const account = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `changes${Date.now()}@example.com`,
        username: `changes${Date.now()}`,
        mobileCode: '+44',
        mobileNumber: '7700900123',
        password: 'Analytical1!',
        confirmPassword: 'Analytical1!',
        isTermsofServiceAccepted: true,
        isPrivacyPolicyAcceped: true,
      };
      expect((await t.request('/api/auth/signup', { method: 'POST', json: account })).status).toBe(201);
      const signin = await t.request('/api/auth/signin', { method: 'POST', json: { email: account.email, password: account.password } });
      const { access_token: token } = (await signin.json()) as { access_token: string };
      expect(changes).toBe(0);
      const skills = await t.request('/api/skills', { method: 'POST', token, json: { tech: ['SQL'] } });
      expect(skills.status).toBeLessThan(400);
      expect(changes).toBe(1);
    } finally {
      await t.close();
    }
  });

  it.skipIf(testDriver !== 'postgres')('reaches every process sharing the PostgreSQL database at once (LISTEN/NOTIFY)', async () => {
    const database = await isolatedDatabase();
    const env = { DATA_DIR: '/tmp/showfolio-changes', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' as const };
    const { createApp } = await import('../src/app');
    const a = await createApp(loadConfig(env, { databaseUrl: database.url }));
    const b = await createApp(loadConfig(env, { databaseUrl: database.url }));
    try {
      const heard = new Promise<void>((resolve) => a.onPublicChange(resolve));
      const own: number[] = [];
      b.onPublicChange(() => own.push(1));
      const write = await b.app.request('/api/templates/unpublish', { method: 'POST', headers: { authorization: 'Bearer nobody' } });
      // A refused write changes nothing: no one is told.
      expect(write.status).toBe(401);
      expect(own).toEqual([]);
      // What the middleware does after a successful write, driven directly (no account needed).
      const { PUBLIC_CHANGES_CHANNEL } = await import('../src/services/public-changes');
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('SELECT pg_notify($1, $2)', [PUBLIC_CHANGES_CHANNEL, 'another-process']);
      await client.end();
      await expect(Promise.race([heard.then(() => 'heard'), new Promise((r) => setTimeout(() => r('not heard'), 2000))])).resolves.toBe('heard');
      // Each process listens on a connection of its own: b's copy may land a moment after a's.
      await expect.poll(() => own, { timeout: 2000 }).toEqual([1]);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});

describe(`SIGTERM drain (${databaseLabel})`, () => {
  let running: RunningServer;
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-drain-'));
    database = await isolatedDatabase();
    if (!database.url) await cp(inject('pgliteTemplate'), join(dataDir, 'db'), { recursive: true });
    const config = loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', DRAIN_DELAY_MS: '200' },
      { databaseUrl: database.url },
    );
    running = await startServer({ config, handleSignals: false });
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight, answers it with Connection: close, then stops accepting', async () => {
    const socket = connect(running.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello there, this is a message.' });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Headers and half the body now; the rest once the shutdown has begun.
    socket.write(
      `POST /api/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = running.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await ended;
    await stopped;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(running.port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
