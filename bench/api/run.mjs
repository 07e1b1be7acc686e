#!/usr/bin/env node
// API benchmark: starts the built server (packages/server/dist/index.js) as a child process on
// the embedded PGlite in a temporary DATA_DIR (or, with --database postgres, on a database of its
// own that it creates and drops on the PostgreSQL at --postgres-url), prepares one user with a deployed portfolio,
// then drives four endpoints with autocannon (50 connections each) while sampling the child's
// resident memory from /proc. Prints req/s, p50/p99 latency, errors, non-2xx and peak RSS, then
// runs floods.mjs (RSS of the host under a long-URL flood and a random-subdomain flood).
//
//   pnpm --filter @showfolio/server build && node bench/api/run.mjs [--duration 5] [--connections 50]
//     [--database pglite|postgres|both] [--postgres-url postgres://postgres@127.0.0.1:5432/postgres] [--no-floods]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { productNodeArgs } from '../../scripts/product-node-args.mjs';
import { rssMb as processRss, startShowfolio, verificationToken } from '../support.mjs';

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
    connections: { type: 'string', default: '50' },
    database: { type: 'string', default: 'pglite' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'no-floods': { type: 'boolean', default: false },
    // Profiling: `--only user-portfolio --cpu-prof /tmp/prof` writes the server's .cpuprofile there.
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!['pglite', 'postgres', 'both'].includes(args.database)) {
  console.error('--database is pglite, postgres or both');
  process.exit(2);
}
const databases = args.database === 'both' ? ['pglite', 'postgres'] : [args.database];
const pg = createRequire(join(serverDir, 'package.json'))('pg');

/** A database of this run's own on the PostgreSQL server, dropped at the end. */
async function createBenchDatabase() {
  const name = `showfolio_bench_api_${process.pid}`;
  const admin = new pg.Client({ connectionString: args['postgres-url'] });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(args['postgres-url']);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: args['postgres-url'] });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// Whatever happens below, the child servers must not outlive the benchmark.
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  process.exit(1);
});

let failed = false;
const summaries = [];
for (const database of databases) summaries.push(await benchDatabase(database));
for (const summary of summaries) {
  console.log(`\n${summary.title}`);
  console.table(summary.rows);
  console.log(summary.memory);
}
if (failed) {
  console.error('Some requests failed or answered non-2xx.');
  process.exit(1);
}
if (!args['no-floods']) {
  // Memory under the two floods anyone can send (long URLs, random subdomains), against the host.
  const floods = spawnSync(
    process.execPath,
    [
      fileURLToPath(new URL('./floods.mjs', import.meta.url)),
      '--duration',
      String(Math.max(duration, 10)),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = floods.status ?? 1;
}

async function benchDatabase(database) {
  const postgres = database === 'postgres' ? await createBenchDatabase() : undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-bench-'));
  // The API alone knows no templates; like the host, hand it the templates registry's catalogue.
  const templatesEntry = fileURLToPath(
    new URL('../../packages/templates/dist/index.js', import.meta.url),
  );
  const serve = join(dataDir, 'serve.mjs');
  await writeFile(
    serve,
    `import { startServer, templateSourceFrom } from ${JSON.stringify(pathToFileURL(entry).href)};
import { templateRecords } from ${JSON.stringify(pathToFileURL(templatesEntry).href)};
await startServer({ templates: templateSourceFrom(templateRecords()) });`,
  );
  const { child, base } = await startShowfolio(serve, {
    nodeArgs: [...productNodeArgs(), ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [])],
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'warn',
      // One client hammers sign-in from one address; the real limits would (rightly) stop it.
      RATE_LIMIT_SCALE: '1000000',
    },
  });
  const rssMb = () => processRss(child.pid);
  let peakRss = rssMb();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb());
  }, 50);

  async function call(path, { method = 'GET', token, json } = {}) {
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
  await call('/api/auth/signup', { method: 'POST', json: account });
  const verification = await verificationToken(dataDir, account.email);
  await call('/api/auth/verify-email', { method: 'POST', json: { token: verification } });
  const { access_token: token } = await call('/api/auth/signin', { method: 'POST', json: account });
  await call('/api/user-portfolio', {
    method: 'POST',
    token,
    json: {
      userDetails: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com' },
      bio: 'Benchmarks all day.',
    },
  });
  await call('/api/skills', {
    method: 'POST',
    token,
    json: { tech: ['Node', 'PostgreSQL'], soft: ['Patience'] },
  });
  const projects = await call('/api/projects', { method: 'POST', token, json: { projects: [] } });
  await call('/api/templates/deploy', {
    method: 'POST',
    token,
    json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'bench-site' },
  });

  const projectBody = JSON.stringify({
    projects: Array.from({ length: 5 }, (_, i) => ({
      projectName: `Project ${i}`,
      description: 'A project with a realistic description of a couple of sentences. '.repeat(3),
      githubUrl: `https://github.com/bench/project-${i}`,
      deployedUrl: '',
      techStack: ['TypeScript', 'React'],
    })),
  });
  const auth = { authorization: `Bearer ${token}` };
  // Sign-in goes last: Argon2 work still queued when its run ends would slow the next endpoint.
  const scenarios = [
    { name: 'GET /api/user-portfolio', method: 'GET', path: '/api/user-portfolio', headers: auth },
    {
      name: `PATCH /api/projects/{id}`,
      method: 'PATCH',
      path: `/api/projects/${projects.id}`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: projectBody,
    },
    {
      name: 'GET /api/templates/portfolio/{sub}',
      method: 'GET',
      path: '/api/templates/portfolio/bench-site',
    },
    {
      name: 'POST /api/auth/signin',
      method: 'POST',
      path: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    },
  ];

  // Creating the PGlite cluster on first start is a one-off peak; the figure that matters is the
  // server under load, so the sampler restarts here.
  const startupPeakRss = peakRss;
  const idleRss = rssMb();
  peakRss = idleRss;
  const rows = [];
  for (const scenario of scenarios.filter(({ name }) => !args.only || name.includes(args.only))) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // A short warm-up so the figures describe a running server, not the JIT's first minutes.
    await autocannon({
      url: `${base}${scenario.path}`,
      method: scenario.method,
      headers: scenario.headers,
      body: scenario.body,
      connections: 5,
      amount: scenario.path.includes('signin') ? 10 : 200,
    });
    const result = await autocannon({
      url: `${base}${scenario.path}`,
      method: scenario.method,
      headers: scenario.headers,
      body: scenario.body,
      connections,
      duration,
    });
    const bad = result.errors + result.timeouts + result.non2xx;
    if (bad > 0) failed = true;
    rows.push({
      endpoint: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      'RSS MB': Math.round(rssMb()),
      'peak RSS MB': Math.round(peakRss),
    });
  }
  clearInterval(sampler);

  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
  await postgres?.drop();
  const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  return {
    title: `Showfolio API on ${label}, ${connections} connections, ${duration} s per endpoint (Node ${process.version})`,
    rows,
    memory: `Server RSS on ${label}: idle after set-up ${Math.round(idleRss)} MB, peak under load ${Math.round(peakRss)} MB (target < ${database === 'postgres' ? 150 : 250} MB); first start and set-up peak ${Math.round(startupPeakRss)} MB`,
  };
}
