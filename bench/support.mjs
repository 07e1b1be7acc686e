// What the benchmarks share: starting a built Showfolio process and reading its memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import { productNodeArgs } from '../scripts/product-node-args.mjs';

/** Resident memory of a process in MB, from /proc (0 once it has exited). */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts `node [nodeArgs…] script` (by default with the flags the product runs with) and resolves
 * once it prints "Showfolio is running at …", with that address. The child is killed when the benchmark exits. `pauseStdout` stops reading the
 * child's stdout from then on (the slowest log consumer there is).
 */
export async function startShowfolio(
  script,
  { env = {}, nodeArgs = productNodeArgs(), cwd, pauseStdout = false } = {},
) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const base = await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /Showfolio is running at (http:\/\/localhost:\d+)/.exec(output);
      if (!match) return;
      if (pauseStdout) {
        child.stdout.off('data', onData);
        child.stdout.pause();
      }
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Showfolio exited with ${code}\n${output}`)));
  });
  return { child, base };
}

/** A TCP port that was free a moment ago, for a product that must know its own address up front. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const hostDir = fileURLToPath(new URL('../apps/host/', import.meta.url));

/**
 * The built product as `npm start` runs it, on a free port with a fresh embedded database, its
 * portfolios at http://{sub}.showfolio.localhost:{port}/. Rate limits are relaxed for seeding.
 */
export async function startProduct({ env = {} } = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-bench-'));
  const base = `http://localhost:${port}`;
  const { child } = await startShowfolio('src/start.mjs', {
    cwd: hostDir,
    env: {
      PORT: String(port),
      APP_URL: base,
      PUBLIC_DOMAIN: 'showfolio.localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
  });
  return {
    child,
    port,
    base,
    dataDir,
    async stop() {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `api(path, { method, token, json })`: a JSON call to `{base}/api{path}` that throws unless 2xx. */
export function apiClient(base) {
  return async function api(path, { method = 'GET', token, json } = {}) {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'Content-Type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/**
 * The token of the newest verification link mailed to `email`, read from the outbox of each of
 * `dataDirs` (in a cluster any process may have sent it); waits for sign-up's background send.
 */
export async function verificationToken(dataDirs, email) {
  for (let attempt = 0; attempt < 200; attempt++) {
    for (const dataDir of [dataDirs].flat()) {
      const outbox = join(dataDir, 'outbox');
      const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')).sort().reverse();
      for (const file of files) {
        // Quoted-printable: soft line breaks and escaped equals signs.
        const text = (await readFile(join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const token = text.includes(email) && /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
        if (token) return token;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification e-mail to ${email} in ${[dataDirs].flat().join(', ')}`);
}

/** Opens the verification link sign-up mailed to `email`, as its owner would: publishing needs it. */
export async function verifyEmail(api, dataDirs, email) {
  await api('/auth/verify-email', { method: 'POST', json: { token: await verificationToken(dataDirs, email) } });
}

/**
 * Signs up a person for `data` and enters every section of it over the API; returns the token.
 * With `dataDir` (the product's DATA_DIR) the account also verifies its e-mail, so it can publish.
 */
export async function enterPortfolio(api, name, data, { dataDir } = {}) {
  const password = 'Analytical1!';
  const account = {
    firstName: data.firstName,
    lastName: data.lastName,
    email: `${name}-golden@example.com`,
    username: data.username || `${name}-golden`,
    mobileCode: '+44',
    mobileNumber: '7700900123',
    password,
    confirmPassword: password,
    isTermsofServiceAccepted: true,
    isPrivacyPolicyAcceped: true,
  };
  await api('/auth/signup', { method: 'POST', json: account });
  if (dataDir) await verifyEmail(api, dataDir, account.email);
  const { access_token: token } = await api('/auth/signin', {
    method: 'POST',
    json: { email: account.email, password },
  });
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).sub;
  // A path such as /media/sample-avatar.webp is what an upload stores; an absolute address here.
  const picture = data.profilePicture
    ? new URL(data.profilePicture, 'https://cdn.example.com').href
    : '';
  // One account import (Settings › Your data) rather than the wizard's four saves: it stores each
  // section as given, as a portfolio saved before a field became required is stored (the edge-case
  // sample has projects without a description, which the wizard and its API now refuse to add).
  await api('/auth/import', {
    method: 'POST',
    token,
    json: {
      format: 'showfolio-portfolio',
      version: 1,
      portfolio: {
        userDetails: {
          firstName: data.firstName,
          lastName: data.lastName,
          username: account.username,
          email: data.email,
        },
        bio: data.bio,
        profilePictureUrl: picture,
        resumeUrl: data.resumeUrl,
        education: data.education,
        socialLinks: data.social,
      },
      skills: { userId, ...data.skills },
      projects: {
        userId,
        projects: data.projects.map((p) => ({
          projectName: p.projectName,
          description: p.description,
          githubUrl: p.githubUrl,
          deployedUrl: p.deployedUrl,
          techStack: p.technologies,
        })),
      },
      experiences: {
        userId,
        experiences: data.experience.map((e) => ({
          companyName: e.companyName,
          jobRole: e.role,
          description: e.description,
          startDate: e.startDate,
          endDate: e.endDate,
          technologyUsed: e.technologies,
        })),
      },
    },
  });
  return { token, account };
}
