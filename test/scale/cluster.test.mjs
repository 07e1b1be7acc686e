// Several Showfolio processes behind Caddy work as one product: one journey through the proxy on
// PostgreSQL, Redis and s3rver (see cluster.mjs). Run with `node --test test/scale/` (root
// `pnpm test:scale`); it needs the built host, PostgreSQL on 127.0.0.1:5432 and Redis on 6379.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { verificationToken } from '../../bench/support.mjs';
import { POSTGRES_URL, reachable, REDIS_URL, startCluster } from './cluster.mjs';

const sharp = createRequire(join(process.cwd(), 'packages/server/package.json'))('sharp');
const run = randomBytes(3).toString('hex');
const password = 'Analytical1!';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster;
let p0;
let p1;

/** A JSON call to `base` (the proxy by default); resolves to { status, body, headers }. */
async function call(path, { base = cluster.proxy, method = 'GET', token, json, body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML or plain text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

async function signUp(tag) {
  const username = `${tag}-${run}`;
  const account = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${username}@example.com`,
    username,
    mobileCode: '+44',
    mobileNumber: '7700900123',
    password,
    confirmPassword: password,
    isTermsofServiceAccepted: true,
    isPrivacyPolicyAcceped: true,
  };
  const signup = await call('/api/auth/signup', { method: 'POST', json: account });
  assert.equal(signup.status, 201, JSON.stringify(signup.body));
  // Publishing needs a verified address: open the link, whichever process mailed it.
  const token = await verificationToken(cluster.dataDirs, account.email);
  const verified = await call('/api/auth/verify-email', { method: 'POST', json: { token } });
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  return account;
}

async function signIn(account) {
  const signin = await call('/api/auth/signin', {
    method: 'POST',
    json: { email: account.email, password },
  });
  assert.equal(signin.status, 200, JSON.stringify(signin.body));
  return signin.body.access_token;
}

/** The count of one series in a process's /metrics text. */
function counter(metrics, pattern) {
  const line = metrics.split('\n').find((l) => pattern.test(l));
  return line ? Number(line.split(' ').pop()) : 0;
}

/**
 * `workers` loops through the proxy until `stopAt`, each request from `next(worker, i)`; every
 * answer is kept with when it started.
 */
async function load({ workers, until, next }) {
  const results = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; !until(); i++) {
        const request = next(worker, i);
        const startedAt = Date.now();
        try {
          const answer = await call(request.path, request);
          results.push({ ...request, startedAt, status: answer.status, body: answer.body });
        } catch (error) {
          results.push({ ...request, startedAt, status: 0, error: String(error.cause ?? error) });
        }
      }
    }),
  );
  return results;
}

// CI has both (ARCHITECTURE.md); elsewhere the suite says what is missing and skips rather than fail.
const missing = [
  ...((await reachable(POSTGRES_URL, 5432)) ? [] : [`PostgreSQL at ${POSTGRES_URL}`]),
  ...((await reachable(REDIS_URL, 6379)) ? [] : [`Redis at ${REDIS_URL}`]),
];
if (missing.length > 0 && process.env.CI) throw new Error(`The scale-out suite needs ${missing.join(' and ')}`);
const skip = missing.length > 0 ? `needs ${missing.join(' and ')}` : false;

describe('Showfolio behind Caddy: two processes on PostgreSQL, Redis and s3rver', { skip }, () => {
  const people = {};
  before(async () => {
    cluster = await startCluster({ processes: 2, tag: 'scale' });
    [p0, p1] = cluster.members;
  });
  after(async () => {
    await cluster?.stop();
  });

  it('proxies to both processes, each tagging answers with the proxy\'s request id', async () => {
    for (let i = 0; i < 4; i++) {
      const { status, headers } = await call('/api/ready');
      assert.equal(status, 200);
      assert.match(headers.get('x-request-id'), /^[0-9a-f-]{36}$/);
    }
    for (const member of cluster.members) {
      const ready = await call('/api/ready', { base: member.base });
      assert.deepEqual(ready.body, {
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', s3: 'ok', notifications: 'ok' },
      });
      assert.ok(counter(await member.metrics(), /route="\/api\/ready",status="200"/) > 0);
    }
  });

  it('refuses S3 writes signed with a wrong secret, an unknown key or no signature', async () => {
    const { PutObjectCommand, GetObjectCommand } = cluster.s3.sdk();
    const put = (keys, Key) => cluster.s3.client(keys).send(new PutObjectCommand({ Bucket: cluster.s3.bucket, Key, Body: 'x' }));
    await assert.rejects(put({ accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' }, 'forged.txt'), (e) => e.name === 'SignatureDoesNotMatch');
    await assert.rejects(put({ accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' }, 'stranger.txt'), (e) => e.name === 'InvalidAccessKeyId');
    const anonymous = await fetch(`${cluster.s3.endpoint}/${cluster.s3.bucket}/anonymous.txt`, { method: 'PUT', body: 'x' });
    assert.equal(anonymous.status, 403);
    // The right keys work (what the processes use).
    await put(undefined, 'signed.txt');
    const read = await cluster.s3.client().send(new GetObjectCommand({ Bucket: cluster.s3.bucket, Key: 'signed.txt' }));
    assert.equal(await read.Body.transformToString(), 'x');
  });

  it('a session made on one process works on the other; signing out ends it everywhere', async () => {
    people.ada = await signUp('ada');
    const token = await signIn(people.ada);
    for (const member of cluster.members) {
      assert.equal((await call('/api/auth/profile', { base: member.base, token })).status, 200);
    }
    const signout = await call('/api/auth/signout', { base: p0.base, method: 'POST', token, json: {} });
    assert.equal(signout.status, 200);
    for (const member of cluster.members) {
      assert.equal((await call('/api/auth/profile', { base: member.base, token })).status, 401);
    }
    assert.equal((await call('/api/auth/profile', { token })).status, 401);
    people.adaToken = await signIn(people.ada);
  });

  it('shares rate limits: 10 failed sign-ins spread over both processes spend the limit, the 11th is refused', async () => {
    const target = await signUp('target');
    const before = await Promise.all(cluster.members.map((m) => m.metrics()));
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const answer = await call('/api/auth/signin', {
        method: 'POST',
        json: { email: target.email, password: 'Wrong-password1!' },
      });
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
    const after = await Promise.all(cluster.members.map((m) => m.metrics()));
    const failedOn = after.map(
      (text, i) =>
        counter(text, /route="\/api\/auth\/signin",status="401"/) -
        counter(before[i], /route="\/api\/auth\/signin",status="401"/),
    );
    assert.ok(failedOn.every((n) => n > 0), `failed sign-ins per process: ${failedOn}`);
    assert.equal(failedOn.reduce((a, b) => a + b), 10);
  });

  it('serves a picture uploaded through one process from S3 to every page, and deleting it removes the object', async () => {
    const token = people.adaToken;
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2a6f97' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const upload = await call('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: form });
    assert.equal(upload.status, 201, JSON.stringify(upload.body));
    const url = upload.body.url;
    assert.ok(url.startsWith(`${cluster.s3.endpoint}/${cluster.s3.bucket}/media/`), url);
    const object = await fetch(url);
    assert.equal(object.status, 200);
    assert.equal(object.headers.get('content-type'), 'image/webp');

    const saved = await call('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: url, bio: 'First version of the bio' } });
    assert.ok(saved.status < 300, JSON.stringify(saved.body));
    people.subdomain = `ada-${run}`;
    const deploy = await call('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: people.subdomain },
    });
    assert.equal(deploy.status, 201, JSON.stringify(deploy.body));
    for (const member of cluster.members) {
      const page = await call(`/portfolio/${people.subdomain}`, { base: member.base });
      assert.equal(page.status, 200);
      assert.ok(page.body.includes(url), `process ${member.index} page shows the S3 picture`);
    }

    const cleared = await call('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: '' } });
    assert.ok(cleared.status < 300);
    assert.equal((await fetch(url, { method: 'HEAD' })).status, 404);
    const { ListObjectsV2Command } = cluster.s3.sdk();
    const listed = await cluster.s3.client().send(new ListObjectsV2Command({ Bucket: cluster.s3.bucket, Prefix: 'media/' }));
    assert.equal((listed.Contents ?? []).some((o) => url.endsWith(o.Key)), false);
    for (const member of cluster.members) {
      const page = await call(`/portfolio/${people.subdomain}`, { base: member.base });
      assert.equal(page.body.includes(url), false);
    }
  });

  it('shows an edit made through one process on the page of every process at once, not after the cache TTL', async () => {
    const token = people.adaToken;
    // Both processes have the page cached (the lookup is kept 5 s when nothing changes).
    for (let round = 0; round < 2; round++) {
      for (const member of cluster.members) {
        const page = await call(`/portfolio/${people.subdomain}`, { base: member.base });
        assert.ok(page.body.includes('First version of the bio'));
      }
    }
    const hitsBefore = await Promise.all(cluster.members.map(async (m) => counter(await m.metrics(), /cache="lookup",result="hit"/)));
    assert.ok(hitsBefore.every((n) => n > 0), `cache hits per process: ${hitsBefore}`);

    const edit = await call('/api/user-portfolio', { base: p0.base, method: 'POST', token, json: { bio: 'Second version, edited on process 0' } });
    assert.ok(edit.status < 300);
    const acknowledgedAt = Date.now();
    for (const member of cluster.members) {
      const page = await call(`/portfolio/${people.subdomain}`, { base: member.base });
      assert.ok(page.body.includes('Second version, edited on process 0'), `process ${member.index} shows the edit`);
    }
    assert.ok(Date.now() - acknowledgedAt < 5000, 'read within the lookup TTL');

    // A redeploy with another template through process 1 shows on process 0 at once too.
    const redeploy = await call('/api/templates/deploy', {
      base: p1.base,
      method: 'POST',
      token,
      json: { templateIdentifier: 'modern-portfolio-v1', subdomain: people.subdomain },
    });
    assert.equal(redeploy.status, 201, JSON.stringify(redeploy.body));
    const moved = await call(`/api/templates/portfolio/${people.subdomain}`, { base: p0.base });
    assert.equal(moved.body.templateIdentifier, 'modern-portfolio-v1');
    const pages = await Promise.all(cluster.members.map((m) => call(`/portfolio/${people.subdomain}`, { base: m.base })));
    assert.equal(pages[0].headers.get('etag'), pages[1].headers.get('etag'));
  });

  it('lets exactly one of two users racing for one subdomain through different processes have it', async () => {
    const racers = [await signUp('bea'), await signUp('cy')];
    const tokens = [await signIn(racers[0]), await signIn(racers[1])];
    people.writers = [people.adaToken, ...tokens];
    for (const token of tokens) {
      const saved = await call('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Racing for a name' } });
      assert.ok(saved.status < 300);
    }
    const contested = `race-${run}`;
    const answers = await Promise.all(
      tokens.map((token, i) =>
        call('/api/templates/deploy', {
          base: cluster.members[i].base,
          method: 'POST',
          token,
          json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: contested },
        }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409]);
    const rows = await cluster.database.query('SELECT count(*)::int AS n FROM deployments WHERE subdomain = $1 AND is_active', [contested]);
    assert.equal(rows[0].n, 1);
  });

  it('loses no request through the proxy when one process gets SIGTERM under load', async () => {
    const token = people.adaToken;
    const stopAt = Date.now() + 4500;
    const loading = load({
      workers: 8,
      until: () => Date.now() > stopAt,
      next: (worker, i) =>
        i % 10 === 9
          ? { path: '/api/skills', method: 'POST', token, json: { tech: [`drain-${worker}-${i}`] } }
          : i % 5 === 0
            ? { path: '/api/auth/profile', token }
            : { path: `/portfolio/${people.subdomain}` },
    });
    await sleep(1000);
    const ended = await p1.terminate();
    const results = await loading;
    assert.deepEqual(ended, { code: 0, signal: null });
    const failed = results.filter((r) => r.status === 0 || r.status >= 500);
    assert.deepEqual(failed.slice(0, 5), [], `${failed.length} of ${results.length} failed`);
    assert.ok(results.length > 50, `only ${results.length} requests ran`);
    // Back in the rotation for what follows.
    await p1.start();
    await sleep(1500);
  });

  it('keeps every acknowledged write and keeps serving when a process is killed with -9 during writes', async () => {
    const stopAt = Date.now() + 5000;
    let killedAt = Infinity;
    const loading = load({
      workers: people.writers.length,
      until: () => Date.now() > stopAt,
      next: (worker, i) => ({
        path: '/api/skills',
        method: 'POST',
        token: people.writers[worker],
        json: { tech: [`write-${worker}-${String(i).padStart(5, '0')}`] },
        worker,
        sequence: i,
      }),
    });
    const reads = load({
      workers: 2,
      until: () => Date.now() > stopAt,
      next: () => ({ path: `/portfolio/${people.subdomain}` }),
    });
    await sleep(1500);
    await p0.kill();
    killedAt = Date.now();
    const [writes, pages] = await Promise.all([loading, reads]);

    const acknowledged = writes.filter((w) => w.status === 201);
    assert.ok(acknowledged.length > 20, `only ${acknowledged.length} writes acknowledged`);
    for (const [worker, token] of people.writers.entries()) {
      const lastAcknowledged = Math.max(...acknowledged.filter((w) => w.worker === worker).map((w) => w.sequence));
      const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).sub;
      const [row] = await cluster.database.query('SELECT tech FROM skills WHERE user_id = $1', [userId]);
      const stored = Number(/write-\d+-(\d+)/.exec(row.tech[0])[1]);
      // Writes of one user are sequential: the stored one is the last acknowledged or a later one
      // whose answer was lost with the process.
      assert.ok(stored >= lastAcknowledged, `user ${worker}: stored ${stored}, acknowledged ${lastAcknowledged}`);
    }
    // At most the requests in flight on the killed process fail; everything started later is served.
    const later = [...writes, ...pages].filter((r) => r.startedAt > killedAt + 1000);
    assert.ok(later.length > 10);
    assert.deepEqual(later.filter((r) => r.status === 0 || r.status >= 500), []);
    const failedAround = [...writes, ...pages].filter((r) => r.status === 0 || r.status >= 500);
    assert.ok(failedAround.length <= people.writers.length + 2, `${failedAround.length} failed around the kill`);
    assert.equal((await call('/api/ready')).status, 200);
  });
});
