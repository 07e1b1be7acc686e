#!/usr/bin/env node
// Public portfolio throughput: the built product serving a deployed portfolio in host-based mode
// (GET / with Host: {sub}.showfolio.localhost:{port}) against a bare node:http server sending the
// same bytes from memory, in the same run, plus the product's peak RSS. The product runs twice,
// with view counting on (the default; every request is a counted browser view) and with
// ANALYTICS=off, to show what counting costs. The counted product also serves the same portfolio
// on a verified custom domain (Host: ada-bench.test:{port}, verified against a local dns2 zone),
// to show a custom domain costs no more than the subdomain.
// Needs `pnpm -r build` first. Usage: node bench/public-page/run.mjs [seconds=10] [connections=50]
// With PROFILE_DIR=<dir> the counted product writes a V8 CPU profile there when it stops; read it
// with `node bench/profile/top-frames.mjs <dir>/<file>.cpuprofile`.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, get } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productNodeArgs } from '../../scripts/product-node-args.mjs';
import { verificationToken } from '../support.mjs';

const hostDir = fileURLToPath(new URL('../../apps/host/', import.meta.url));
const autocannon = createRequire(join(hostDir, 'package.json'))('autocannon');
const dns2 = createRequire(new URL('../../packages/server/package.json', import.meta.url))('dns2');
const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
async function freePort() {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startProduct(env = {}, profileDir) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-bench-'));
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...productNodeArgs(), ...profiling, 'src/start.mjs'], {
    cwd: hostDir,
    env: { ...process.env, PORT: String(port), APP_URL: `http://localhost:${port}`, PUBLIC_DOMAIN: 'showfolio.localhost', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Showfolio is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the product exited with ${code}`)));
  });
  // Keep draining the request log so the pipe never blocks the product.
  child.stdout.resume();
  return { port, dataDir, child, url: `http://localhost:${port}` };
}

async function api(url, path, { method = 'GET', token, json } = {}) {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function deployPortfolio({ url, dataDir }, subdomain, domain) {
  const password = 'Analytical1!';
  const account = {
    firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', username: 'ada-bench', mobileCode: '+44',
    mobileNumber: '7700900123', password, confirmPassword: password, isTermsofServiceAccepted: true, isPrivacyPolicyAcceped: true,
  };
  await api(url, '/auth/signup', { method: 'POST', json: account });
  const verification = await verificationToken(dataDir, account.email);
  await api(url, '/auth/verify-email', { method: 'POST', json: { token: verification } });
  const { access_token: token } = await api(url, '/auth/signin', { method: 'POST', json: { email: account.email, password } });
  await api(url, '/user-portfolio', {
    method: 'POST',
    token,
    json: {
      userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: account.username, email: account.email },
      bio: 'Mathematician and writer, known for her work on the Analytical Engine. '.repeat(3).trim(),
      education: [{ degree: 'Mathematics', institution: 'Private tutoring', startDate: '1830-01-01', endDate: '1835-01-01', description: 'With Augustus De Morgan.' }],
      skills: {},
      projects: [],
      experiences: [],
    },
  });
  await api(url, '/skills', { method: 'POST', token, json: { userId: JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).sub, tech: ['Mathematics', 'Algorithms', 'Notes'], soft: ['Writing'] } });
  await api(url, '/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain } });
  if (!domain) return;
  const added = await api(url, '/domains', { method: 'POST', token, json: { domain } });
  zone.set(`_showfolio-challenge.${domain}`, added.records[0].value);
  const checked = await api(url, `/domains/${added.id}/check`, { method: 'POST', token });
  if (checked.status !== 'verified') throw new Error(`the custom domain is ${checked.status}: ${checked.reason}`);
}

/** Highest VmRSS seen while sampling, and the process's lifetime VmHWM (includes start-up). */
function sampleRss(pid) {
  let peak = 0;
  let hwm = 0;
  const read = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? hwm);
    peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
  };
  const timer = setInterval(read, 100);
  return { stop: async () => (clearInterval(timer), await read(), { peak, hwm }) };
}

const run = (options) =>
  new Promise((resolve, reject) => autocannon({ duration, connections, ...options }, (error, result) => (error ? reject(error) : resolve(result))));

// A real browser's user agent: without one a request is not counted as a view.
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const subdomain = 'ada-bench';
const customDomain = 'ada-bench.test';
// The DNS the product asks when it verifies the custom domain: one TXT record, set once it is known.
const zone = new Map();
const dns = dns2.createServer({
  udp: true,
  handle: (request, send) => {
    const response = dns2.Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const data = zone.get(question.name.toLowerCase());
    if (data === undefined) response.header.rcode = dns2.Packet.RCODE.NXDOMAIN;
    else if (question.type === dns2.Packet.TYPE.TXT) response.answers.push({ name: question.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 1, data });
    send(response);
  },
});
const dnsPort = (await dns.listen({ udp: { port: 0, address: '127.0.0.1' } })).udp.port;
const [product, uncounted] = await Promise.all([startProduct({ DNS_SERVERS: `127.0.0.1:${dnsPort}` }, process.env.PROFILE_DIR), startProduct({ ANALYTICS: 'off' })]);
const hostOf = (p) => `${subdomain}.showfolio.localhost:${p.port}`;
const host = hostOf(product);
try {
  await Promise.all([deployPortfolio(product, subdomain, customDomain), deployPortfolio(uncounted, subdomain)]);
  // fetch() drops a Host header, so the page is read with node:http.
  const read = (hostHeader) =>
    new Promise((resolve, reject) =>
      get({ port: product.port, path: '/', headers: { host: hostHeader } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      }).once('error', reject),
    );
  const first = await read(host);
  const { body } = first;
  if (first.status !== 200 || !body.includes('Ada Lovelace')) throw new Error(`the portfolio page is not served: ${first.status}`);
  const customHost = `${customDomain}:${product.port}`;
  const byDomain = await read(customHost);
  if (byDomain.status !== 200 || !byDomain.body.equals(body)) throw new Error(`the custom domain does not serve the same page: ${byDomain.status}`);
  const headers = { 'content-type': first.headers['content-type'], etag: first.headers.etag, 'cache-control': first.headers['cache-control'] };

  const bare = createServer((req, res) => {
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  });
  const barePort = await listen(bare);

  const counted = { url: `${product.url}/`, headers: { host, 'user-agent': browser } };
  const countedByDomain = { url: `${product.url}/`, headers: { host: customHost, 'user-agent': browser } };
  const notCounted = { url: `${uncounted.url}/`, headers: { host: hostOf(uncounted), 'user-agent': browser } };
  const rss = sampleRss(product.child.pid);
  const rssOff = sampleRss(uncounted.child.pid);
  // A short warm-up of each, then the measured runs back to back.
  const warmUp = await run({ ...counted, duration: 2 });
  await run({ ...notCounted, duration: 2 });
  await run({ url: `http://127.0.0.1:${barePort}/`, duration: 2 });
  // On, off, off, on: whichever runs first on a shared machine does not decide the comparison.
  const onRuns = [await run(counted)];
  const domainRuns = [await run(countedByDomain)];
  const offRuns = [await run(notCounted), await run(notCounted)];
  domainRuns.push(await run(countedByDomain));
  onRuns.push(await run(counted));
  const baseline = await run({ url: `http://127.0.0.1:${barePort}/` });
  const memory = await rss.stop();
  const memoryOff = await rssOff.stop();
  bare.close();

  // Counted views reach the database within the flush interval; read them back as the owner.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const { access_token: token } = await api(product.url, '/auth/signin', { method: 'POST', json: { email: 'ada@example.com', password: 'Analytical1!' } });
  const summary = await api(product.url, '/analytics/summary?range=7d', { token });
  const served = warmUp.requests.total + [...onRuns, ...domainRuns].reduce((sum, r) => sum + r.requests.total, 0);

  const row = (name, r) =>
    `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\nPublic portfolio page, ${body.length} bytes, ${connections} connections, ${duration} s each`);
  onRuns.forEach((r, i) => console.log(row(`showfolio, counting on (${i + 1}/2)`, r)));
  domainRuns.forEach((r, i) => console.log(row(`custom domain, counting on (${i + 1}/2)`, r)));
  offRuns.forEach((r, i) => console.log(row(`showfolio, ANALYTICS=off (${i + 1}/2)`, r)));
  console.log(row('bare node:http (same bytes)', baseline));
  const mean = (runs) => runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length;
  const overhead = mean(onRuns) / mean(offRuns);
  console.log(`counting on: ${(overhead * 100).toFixed(1)} % of the req/s with counting off, mean of two runs each (aim >= 95 %)`);
  // Two runs of one setting differ by machine noise alone: a gap smaller than that says nothing.
  const spread = (runs) => Math.abs(runs[0].requests.average - runs[1].requests.average) / mean(runs);
  console.log(`noise: runs of the same setting differ by ${(spread(onRuns) * 100).toFixed(1)} % (on), ${(spread(domainRuns) * 100).toFixed(1)} % (custom domain) and ${(spread(offRuns) * 100).toFixed(1)} % (off)`);
  console.log(`custom domain: ${((mean(domainRuns) / mean(onRuns)) * 100).toFixed(1)} % of the subdomain's req/s, mean of two runs each (aim: equal within noise)`);
  console.log(`views stored: ${summary.current.totals.views} of ${served} pages served with counting on`);
  const ratio = mean(onRuns) / baseline.requests.average;
  console.log(`ratio ${(ratio * 100).toFixed(1)} % of the bare server (aim >= 80 %, issue 35)`);
  const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
  console.log(`product peak RSS under load ${mb(memory.peak)} (aim < 250 MB); with ANALYTICS=off ${mb(memoryOff.peak)}`);
  console.log(`product lifetime VmHWM ${mb(memory.hwm)} (includes PGlite creating a fresh database at start)`);
} finally {
  await dns.close();
  for (const p of [product, uncounted]) {
    p.child.kill('SIGTERM');
    await new Promise((resolve) => p.child.once('exit', resolve));
    await rm(p.dataDir, { recursive: true, force: true });
  }
}
