// The pieces of a Showfolio cluster on one machine, for the scale-out suite and bench/scale:
// N host processes on one fresh PostgreSQL database, the machine's Redis under a key prefix of
// their own, s3rver as the bucket (behind a SigV4 check), and Caddy from Debian in front,
// run with deploy/cluster/Caddyfile.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productNodeArgs } from '../../scripts/product-node-args.mjs';
import pg from 'pg';
import { debianTools, ensureDebianTools } from '../../scripts/debian.mjs';
import { sendS3Error, sigV4Refusal } from '../support/s3-signature.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const hostDir = join(root, 'apps/host');
export const caddyfile = join(root, 'deploy/cluster/Caddyfile');
const serverRequire = createRequire(join(root, 'packages/server/package.json'));
const CADDY = debianTools.caddy.binary;

export const POSTGRES_URL =
  process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const METRICS_TOKEN = 'scale-metrics-token-0123456789';
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Whether something accepts TCP connections at `url`'s host and port (PostgreSQL, Redis). */
export function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || defaultPort), hostname);
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The built host must exist: `pnpm -r build` (test:all builds first). */
export function ensureBuilt() {
  for (const file of ['dist/server/index.js', 'dist/client/index.html']) {
    if (!existsSync(join(hostDir, file))) {
      throw new Error(`apps/host/${file} is missing: run \`npx -y pnpm@10 -r build\` first.`);
    }
  }
}

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A database of its own on the machine's PostgreSQL, dropped by `drop()`. */
export async function createDatabase(tag) {
  const name = `showfolio_${tag}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query(text, values) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * s3rver behind the suites' SigV4 check (test/support/s3-signature.mjs). Unsigned reads pass
 * (browsers load public pictures); unsigned writes are refused.
 */
async function signatureCheckingFront(upstreamPort, keys) {
  const server = createHttpServer(async (request, response) => {
    const refusal = request.headers.authorization
      ? await sigV4Refusal(request, keys)
      : request.method === 'GET' || request.method === 'HEAD'
        ? null
        : { status: 403, code: 'AccessDenied', message: 'Anonymous writes are not allowed' };
    if (refusal) {
      request.resume();
      return sendS3Error(response, refusal);
    }
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (upstream) => {
        response.writeHead(upstream.statusCode, upstream.headers);
        upstream.pipe(response);
      },
    );
    forwarded.on('error', () =>
      sendS3Error(response, {
        status: 502,
        code: 'InternalError',
        message: 's3rver did not answer',
      }),
    );
    request.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** s3rver on a free port with one bucket, behind a front that checks every SigV4 signature. */
export async function startS3(bucket) {
  const S3rver = createRequire(import.meta.url)('s3rver');
  const directory = await mkdtemp(join(tmpdir(), 'showfolio-s3-'));
  const port = await freePort();
  const s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    allowMismatchedSignatures: false,
    configureBuckets: [{ name: bucket }],
  });
  await s3.run();
  const front = await signatureCheckingFront(port, S3_KEYS);
  const endpoint = `http://127.0.0.1:${front.port}`;
  return {
    endpoint,
    bucket,
    /** An S3 client of the AWS SDK (the server's own dependency) with the given keys. */
    client(keys = S3_KEYS) {
      const { S3Client } = serverRequire('@aws-sdk/client-s3');
      return new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: keys,
      });
    },
    sdk: () => serverRequire('@aws-sdk/client-s3'),
    async stop() {
      await front.close();
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Deletes every Redis key under `prefix` (the rate limits this run made). */
export async function clearRedisPrefix(prefix) {
  const Redis = serverRequire('ioredis').Redis;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Resident memory of a process in MB, from /proc (0 once it has exited). */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function waitFor(what, check, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readyAt = (base) => async () => (await fetch(`${base}/api/ready`)).status === 200;

/**
 * A cluster: `processes` host processes, then Caddy in front. `env` is added to every process's.
 * Returns the proxy's address, each process (start/stop/kill), and `stop()` for all of it.
 */
export async function startCluster({
  processes = 2,
  tag = 'scale',
  env = {},
  healthInterval = '500ms',
} = {}) {
  ensureDebianTools(['caddy']);
  ensureBuilt();
  const work = await mkdtemp(join(tmpdir(), `showfolio-${tag}-`));
  const database = await createDatabase(tag);
  const s3 = await startS3(`showfolio-${tag}`);
  const redisPrefix = `showfolio-${tag}-${randomBytes(4).toString('hex')}`;
  const proxyPort = await freePort();
  const proxy = `http://localhost:${proxyPort}`;
  const shared = {
    APP_URL: proxy,
    PUBLIC_DOMAIN: 'showfolio.localhost',
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    TRUST_PROXY: '1',
    METRICS_TOKEN,
    // Above Caddy's health interval: the proxy stops sending before the listener closes.
    DRAIN_DELAY_MS: '1500',
    LOG_LEVEL: 'warn',
    // No PDF printing here: nothing in the suite needs a browser.
    CHROMIUM_PATH: '/nonexistent',
    MALLOC_ARENA_MAX: '2',
    ...env,
  };

  const members = [];
  const dataDirs = [];
  for (let i = 0; i < processes; i++) {
    const port = await freePort();
    dataDirs.push(join(work, `p${i}`));
    members.push(hostProcess({ index: i, port, env: { ...shared, DATA_DIR: dataDirs[i] } }));
  }
  // The first creates the schema; the others wait on the migration lock, then find it done.
  // A cluster that fails to start leaves nothing running behind it: a live child would keep the
  // test runner open until CI's time runs out.
  const started = await Promise.allSettled(members.map((member) => member.start()));
  const failure = started.find((result) => result.status === 'rejected');
  const releaseRest = async () => {
    await Promise.allSettled([s3.stop(), database.drop(), clearRedisPrefix(redisPrefix)]);
    await rm(work, { recursive: true, force: true });
  };
  if (failure) {
    await Promise.all(members.map((m) => m.kill()));
    await releaseRest();
    throw failure.reason;
  }

  const caddyHome = join(work, 'caddy');
  const caddy = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: caddyHome,
      XDG_DATA_HOME: caddyHome,
      XDG_CONFIG_HOME: caddyHome,
      SHOWFOLIO_SITE: `:${proxyPort}`,
      SHOWFOLIO_UPSTREAMS: members.map((m) => `127.0.0.1:${m.port}`).join(' '),
      CADDY_ADMIN: 'off',
      CADDY_AUTO_HTTPS: 'off',
      HEALTH_INTERVAL: healthInterval,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let caddyLog = '';
  caddy.stderr.on('data', (chunk) => {
    caddyLog = (caddyLog + chunk).slice(-20_000);
  });
  const caddyExit = new Promise((resolve) => caddy.once('exit', resolve));
  const stop = async () => {
    await Promise.all(members.map((m) => m.kill()));
    caddy.kill('SIGTERM');
    await Promise.race([caddyExit, new Promise((resolve) => setTimeout(resolve, 5000))]);
    caddy.kill('SIGKILL');
    await releaseRest();
  };
  await waitFor('Caddy to proxy /api/ready', readyAt(proxy), 30_000).catch(async (error) => {
    await stop();
    throw new Error(`${error.message}\n${caddyLog}`);
  });

  return {
    proxy,
    proxyPort,
    members,
    /** Each process's DATA_DIR (its outbox holds the mails it sent). */
    dataDirs,
    database,
    s3,
    redisPrefix,
    caddyLog: () => caddyLog,
    stop,
  };
}

/** One `node apps/host/src/start.mjs` on `port`; start() again after it stopped brings it back. */
function hostProcess({ index, port: firstPort, env }) {
  let child;
  let exited;
  let output = '';
  let port = firstPort;
  let base = `http://127.0.0.1:${port}`;
  let started = false;
  async function launch() {
    output = '';
    child = spawn(process.execPath, [...productNodeArgs(), 'src/start.mjs'], {
      cwd: hostDir,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const current = child;
    process.on('exit', () => current.kill('SIGKILL'));
    const collect = (chunk) => {
      output = (output + chunk).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const failed = exited.then(({ code }) => {
      throw new Error(`process ${index} exited with ${code} while starting\n${output}`);
    });
    await Promise.race([waitFor(`process ${index} to be ready`, readyAt(base), 120_000), failed]);
  }
  const member = {
    index,
    get port() {
      return port;
    },
    get base() {
      return base;
    },
    get pid() {
      return child?.pid;
    },
    get output() {
      return output;
    },
    /**
     * Starts the process. A first start that loses its port to another program between freePort()
     * and listen (EADDRINUSE: the port was free when asked) takes another; a restart keeps its
     * port, which the proxy knows.
     */
    async start() {
      for (let attempt = 1; ; attempt++) {
        try {
          await launch();
          started = true;
          return;
        } catch (error) {
          if (started || attempt === 3 || !output.includes('EADDRINUSE')) throw error;
          port = await freePort();
          base = `http://127.0.0.1:${port}`;
        }
      }
    },
    /** SIGTERM, and how it ended ({ code, signal }). */
    async terminate() {
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    /** This process's own counters, read from its /metrics. */
    async metrics() {
      const response = await fetch(`${base}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return response.text();
    },
  };
  return member;
}
