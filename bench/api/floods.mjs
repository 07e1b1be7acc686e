#!/usr/bin/env node
// Memory under two floods an attacker can send without an account, against the built product as
// `npm start` runs it (apps/host/src/start.mjs), with its stdout a pipe nobody reads (the slowest
// log consumer there is):
//   1. long URLs: 20 connections sending an 8,000-character address;
//   2. random subdomains: 20 connections asking /portfolio/{random name}, every name new.
// Prints requests, status counts and the product's RSS at start, peak and end of each flood; flat
// means the peak stays within a few tens of MB of the start.
//
//   pnpm -r build && node bench/api/floods.mjs [--duration 15] [--max-old-space 192]
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rssMb as processRss, startShowfolio } from '../support.mjs';

const hostDir = fileURLToPath(new URL('../../apps/host/', import.meta.url));
const autocannon = createRequire(join(hostDir, 'package.json'))('autocannon');
if (!existsSync(join(hostDir, 'dist/server/index.js'))) {
  console.error('Build first: npx -y pnpm@10 -r build');
  process.exit(1);
}
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    'max-old-space': { type: 'string', default: '192' },
  },
});
const duration = Number(args.duration);
// The old-space cap the reproduction used: a leak crashes the process instead of hiding in swap.
const heapCap = Number(args['max-old-space']);

const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-floods-'));
// From the moment it listens, nobody reads the product's stdout.
const { child, base: localhost } = await startShowfolio('src/start.mjs', {
  cwd: hostDir,
  nodeArgs: [`--max-old-space-size=${heapCap}`],
  env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'production' },
  pauseStdout: true,
});
const base = localhost.replace('localhost', '127.0.0.1');
const rssMb = () => processRss(child.pid);

async function flood(name, options) {
  const start = rssMb();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  const result = await autocannon({ connections: 20, duration, ...options });
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    flood: name,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    statuses,
    errors: result.errors + result.timeouts,
    'RSS start MB': Math.round(start),
    'RSS peak MB': Math.round(peak),
    'RSS end MB': Math.round(rssMb()),
  };
}

await autocannon({ url: `${base}/api/health`, connections: 4, amount: 500 });
let counter = 0;
const rows = [
  await flood('8,000-character URLs', { url: `${base}/${'a'.repeat(8000)}` }),
  await flood('random /portfolio/{sub}', {
    url: base,
    requests: [
      {
        setupRequest(request) {
          counter += 1;
          return {
            ...request,
            path: `/portfolio/r${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
          };
        },
      },
    ],
  }),
];
const alive = child.exitCode === null;
console.log(
  `\nShowfolio host under floods, 20 connections, ${duration} s each, stdout unread, old space capped at ${heapCap} MB (Node ${process.version})`,
);
console.table(rows);
console.log(
  alive ? 'The product survived both floods.' : `The product died (exit ${child.exitCode}).`,
);
if (!alive) process.exitCode = 1;

child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });
