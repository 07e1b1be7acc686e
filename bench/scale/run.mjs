// Load on a proxied cluster: 1, 2 and 3 built host processes behind Caddy on PostgreSQL, Redis and
// s3rver (the scale-out suite's set-up, test/scale/cluster.mjs), 100 connections through the
// proxy on a mix of 80 % public pages, 15 % API reads and 5 % writes. Prints req/s, p50/p99,
// errors and each process's peak RSS per cluster size. `--soak` runs one 2-process cluster for
// 30 minutes and prints every process's RSS each minute (it should stay flat after warm-up).
//
//   node bench/scale/run.mjs [--duration 60] [--connections 100] [--processes 1,2,3]
//   node bench/scale/run.mjs --soak [--minutes 30]
//
// Needs `pnpm -r build`, PostgreSQL on 127.0.0.1:5432 and Redis on 6379; installs Caddy when
// missing (as root). On a 2-core machine the proxy, PostgreSQL and the load generator share the
// cores with the processes: expect little gain past 2 processes.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hostDir, rssMb, startCluster } from '../../test/scale/cluster.mjs';
import { verificationToken } from '../support.mjs';

const autocannon = createRequire(join(hostDir, 'package.json'))('autocannon');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    processes: { type: 'string', default: '1,2,3' },
    soak: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '30' },
  },
});
const PORTFOLIOS = 4;
const password = 'Analytical1!';

async function api(base, path, { method = 'GET', token, json } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** PORTFOLIOS people, each with a saved and deployed portfolio; their tokens and subdomains. */
async function seed(base, dataDirs) {
  const people = [];
  for (let i = 0; i < PORTFOLIOS; i++) {
    const username = `bench-${i}-${Date.now().toString(36)}`;
    await api(base, '/auth/signup', {
      method: 'POST',
      json: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: `${username}@example.com`,
        username,
        mobileCode: '+44',
        mobileNumber: '7700900123',
        password,
        confirmPassword: password,
        isTermsofServiceAccepted: true,
        isPrivacyPolicyAcceped: true,
      },
    });
    const verification = await verificationToken(dataDirs, `${username}@example.com`);
    await api(base, '/auth/verify-email', { method: 'POST', json: { token: verification } });
    const { access_token: token } = await api(base, '/auth/signin', {
      method: 'POST',
      json: { email: `${username}@example.com`, password },
    });
    await api(base, '/user-portfolio', {
      method: 'POST',
      token,
      json: { bio: `Engineer number ${i}, writing compilers and teaching machines to read.` },
    });
    await api(base, '/skills', { method: 'POST', token, json: { tech: ['COBOL', 'FLOW-MATIC'] } });
    const subdomain = `bench-${i}-${Date.now().toString(36)}`;
    await api(base, '/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
    });
    people.push({ token, subdomain });
  }
  return people;
}

/** 20 requests that autocannon cycles through on every connection: 16 pages, 3 API reads, 1 write. */
function mix(people) {
  const requests = [];
  for (let i = 0; i < 16; i++) {
    requests.push({ method: 'GET', path: `/portfolio/${people[i % people.length].subdomain}` });
  }
  const auth = (token) => ({ authorization: `Bearer ${token}` });
  requests.push({ method: 'GET', path: '/api/auth/profile', headers: auth(people[0].token) });
  requests.push({ method: 'GET', path: `/api/templates/portfolio/${people[1].subdomain}` });
  requests.push({ method: 'GET', path: '/api/templates/my-deployment', headers: auth(people[2].token) });
  requests.push({
    method: 'POST',
    path: '/api/skills',
    headers: { ...auth(people[3].token), 'content-type': 'application/json' },
    body: JSON.stringify({ tech: ['COBOL', 'FLOW-MATIC', 'A-0'] }),
  });
  return requests;
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Samples every process's RSS until stopped; peak per process. */
function watchMemory(members, everyMs = 250) {
  const peaks = members.map(() => 0);
  const timer = setInterval(() => {
    members.forEach((m, i) => {
      peaks[i] = Math.max(peaks[i], rssMb(m.pid));
    });
  }, everyMs);
  return () => {
    clearInterval(timer);
    return peaks;
  };
}

async function measure(processes) {
  const cluster = await startCluster({
    processes,
    tag: `bench${processes}`,
    healthInterval: '1s',
    env: { RATE_LIMIT_SCALE: '100000', LOG_LEVEL: 'silent' },
  });
  try {
    const people = await seed(cluster.proxy, cluster.dataDirs);
    const requests = mix(people);
    const connections = Number(args.connections);
    // Warm-up: JIT, pools, page caches.
    await cannon({ url: cluster.proxy, connections, duration: 3, requests });
    const stop = watchMemory(cluster.members);
    const result = await cannon({ url: cluster.proxy, connections, duration: Number(args.duration), requests });
    const peaks = stop();
    return {
      processes,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      total: result.requests.total,
      peaks,
    };
  } finally {
    await cluster.stop();
  }
}

async function soak() {
  const minutes = Number(args.minutes);
  const cluster = await startCluster({
    processes: 2,
    tag: 'soak',
    healthInterval: '1s',
    env: { RATE_LIMIT_SCALE: '100000', LOG_LEVEL: 'silent' },
  });
  try {
    const people = await seed(cluster.proxy, cluster.dataDirs);
    console.log(`soak: 2 processes, ${args.connections} connections, ${minutes} min; RSS (MB) every minute`);
    console.log(`minute | ${cluster.members.map((m) => `process ${m.index}`).join(' | ')}`);
    let minute = 0;
    const timer = setInterval(() => {
      minute += 1;
      console.log(`${String(minute).padStart(6)} | ${cluster.members.map((m) => rssMb(m.pid).toFixed(0).padStart(9)).join(' | ')}`);
    }, 60_000);
    const result = await cannon({
      url: cluster.proxy,
      connections: Number(args.connections),
      duration: minutes * 60,
      requests: mix(people),
    });
    clearInterval(timer);
    console.log(
      `soak done: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
        `${result.errors + result.timeouts + result.non2xx} errors of ${result.requests.total}`,
    );
  } finally {
    await cluster.stop();
  }
}

if (args.soak) {
  await soak();
} else {
  const rows = [];
  for (const processes of args.processes.split(',').map(Number)) {
    console.error(`measuring ${processes} process(es) for ${args.duration} s…`);
    rows.push(await measure(processes));
  }
  console.log(
    `\n${args.connections} connections through Caddy for ${args.duration} s; mix 80 % public pages, 15 % API reads, 5 % writes\n`,
  );
  console.log('| processes | req/s | p50 ms | p99 ms | errors | requests | peak RSS per process (MB) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.processes} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.total} | ${row.peaks.map((p) => p.toFixed(0)).join(' / ')} |`,
    );
  }
}
process.exit(0);
