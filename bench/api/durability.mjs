#!/usr/bin/env node
// What flushing every commit to disk costs the embedded database. Starts the built server
// (packages/server/dist) in a child process on PGlite, once with commits flushed to disk (the
// default) and once without (`durableEmbeddedDatabase: false`, the old behaviour), on the same
// DATA_DIR, alternating for --rounds rounds, and drives portfolio saves (`POST /api/user-portfolio`,
// one transaction each) with autocannon. Prints saves/s and latency per mode, and the cost.
//
//   pnpm --filter @showfolio/server build && node bench/api/durability.mjs [--duration 5] [--connections 10] [--rounds 2]
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startShowfolio } from '../support.mjs';

const serverDir = fileURLToPath(new URL('../../packages/server/', import.meta.url));
const autocannon = createRequire(join(serverDir, 'package.json'))('autocannon');
const entry = join(serverDir, 'dist/index.js');
if (!existsSync(entry)) {
  console.error('Build the server first: npx -y pnpm@10 --filter @showfolio/server build');
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);

const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-bench-durability-'));
let child;

/** Starts the server with the embedded database durable or not; resolves to its address. */
async function start(durable) {
  const script = `
    const { startServer } = await import(${JSON.stringify(pathToFileURL(entry).href)});
    await startServer({ durableEmbeddedDatabase: ${durable} });`;
  const started = await startShowfolio(script, {
    nodeArgs: ['--input-type=module', '-e'],
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000000',
    },
  });
  child = started.child;
  return started.base;
}

async function stop() {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function call(base, path, { method = 'GET', token, json } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return res.json();
}

const account = {
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  username: 'bench',
  mobileCode: '+44',
  mobileNumber: '7700900123',
  password: 'Bench-Pass1!',
  confirmPassword: 'Bench-Pass1!',
  isTermsofServiceAccepted: true,
  isPrivacyPolicyAcceped: true,
};

let base = await start(true);
await call(base, '/api/auth/signup', { method: 'POST', json: account });
const { access_token: token } = await call(base, '/api/auth/signin', {
  method: 'POST',
  json: account,
});
await stop();

const save = JSON.stringify({
  bio: 'Saving the same portfolio again and again.',
  socialLinks: { github: 'https://github.com/bench' },
});
const results = { durable: [], 'not durable': [] };
for (let round = 0; round < rounds; round += 1) {
  for (const durable of [true, false]) {
    base = await start(durable);
    const options = {
      url: `${base}/api/user-portfolio`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: save,
    };
    await autocannon({ ...options, connections: 2, amount: 100 });
    const result = await autocannon({ ...options, connections, duration });
    if (result.errors + result.timeouts + result.non2xx > 0)
      throw new Error(`failed saves: ${JSON.stringify(result.statusCodeStats)}`);
    results[durable ? 'durable' : 'not durable'].push(result);
    await stop();
  }
}
await rm(dataDir, { recursive: true, force: true });

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const rows = Object.entries(results).map(([mode, runs]) => ({
  mode,
  'saves/s': Math.round(mean(runs.map((r) => r.requests.average))),
  'p50 ms': Math.round(mean(runs.map((r) => r.latency.p50))),
  'p99 ms': Math.round(mean(runs.map((r) => r.latency.p99))),
  runs: runs.map((r) => Math.round(r.requests.average)).join(' / '),
}));
console.log(
  `\nPortfolio saves on the embedded PGlite, ${connections} connections, ${duration} s × ${rounds} rounds per mode (Node ${process.version})`,
);
console.table(rows);
const [durable, notDurable] = rows;
console.log(
  `Flushing every commit costs ${Math.round((1 - durable['saves/s'] / notDurable['saves/s']) * 100)}% of save throughput.`,
);
