#!/usr/bin/env node
// Public-page HTML of every template for the three sample portfolios, through the real path: the
// built product on a fresh embedded database, each sample entered over the API, deployed to each
// template in turn, and the page fetched from its portfolio host. A refactoring that must not
// change what visitors get compares two runs byte for byte:
//
//   pnpm -r build && node scripts/golden-pages.mjs /tmp/before
//   (change, rebuild) && node scripts/golden-pages.mjs /tmp/after --compare /tmp/before
//
// Files are `{sample}--{template}.html`; the product's port is written as PORT so runs compare.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startShowfolio } from '../bench/support.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { compare: { type: 'string' } },
});
const outDir = positionals[0];
if (!outDir) {
  console.error('Usage: node scripts/golden-pages.mjs <out-dir> [--compare <dir>]');
  process.exit(2);
}

const hostDir = fileURLToPath(new URL('../apps/host/', import.meta.url));
const { samplePortfolio, minimalPortfolio, edgeCasePortfolio } =
  await import('@showfolio/portfolio-schema').catch(
    () => import(new URL('../packages/portfolio-schema/dist/index.js', import.meta.url).href),
  );
const samples = { sample: samplePortfolio, minimal: minimalPortfolio, edge: edgeCasePortfolio };

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = await freePort();
const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-golden-'));
const { child } = await startShowfolio('src/start.mjs', {
  cwd: hostDir,
  env: {
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    PUBLIC_DOMAIN: 'showfolio.localhost',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ANALYTICS: 'off',
    RATE_LIMIT_SCALE: '1000',
  },
});
const base = `http://localhost:${port}`;

async function api(path, { method = 'GET', token, json } = {}) {
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
}

/** Signs up a person for `data` and enters every section of it over the API; returns the token. */
async function enter(name, data) {
  const password = 'Analytical1!';
  const account = {
    firstName: data.firstName,
    lastName: data.lastName,
    email: `${name}-golden@example.com`,
    username: data.username || `${name}_golden`,
    mobileCode: '+44',
    mobileNumber: '7700900123',
    password,
    confirmPassword: password,
    isTermsofServiceAccepted: true,
    isPrivacyPolicyAcceped: true,
  };
  await api('/auth/signup', { method: 'POST', json: account });
  const { access_token: token } = await api('/auth/signin', {
    method: 'POST',
    json: { email: account.email, password },
  });
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).sub;
  // A path such as /media/sample-avatar.webp is what an upload stores; an absolute address here.
  const picture = data.profilePicture
    ? new URL(data.profilePicture, 'https://cdn.example.com').href
    : '';
  await api('/user-portfolio', {
    method: 'POST',
    token,
    json: {
      userDetails: {
        firstName: data.firstName,
        lastName: data.lastName,
        username: account.username,
        email: data.email,
      },
      bio: data.bio,
      documents: { profilePictureUrl: picture, resumeUrl: data.resumeUrl },
      education: data.education,
      socialLinks: data.social,
      skills: {},
      projects: [],
      experiences: [],
    },
  });
  await api('/skills', { method: 'POST', token, json: { userId, ...data.skills } });
  await api('/projects', {
    method: 'POST',
    token,
    json: {
      userId,
      projects: data.projects.map((p) => ({
        projectName: p.projectName,
        description: p.description,
        githubUrl: p.githubUrl,
        deployedUrl: p.deployedUrl,
        techStack: p.technologies,
      })),
    },
  });
  await api('/experiences', {
    method: 'POST',
    token,
    json: {
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
  });
  return token;
}

/** GET / on a portfolio host (fetch cannot set Host), as a visitor's browser would ask. */
function portfolioPage(host) {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(body)
          : reject(new Error(`${host}: ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

try {
  const templates = (await api('/templates')).map((t) => t.templateIdentifier);
  await mkdir(outDir, { recursive: true });
  for (const [name, data] of Object.entries(samples)) {
    const token = await enter(name, data);
    const subdomain = `golden-${name}`;
    for (const templateIdentifier of templates) {
      await api('/templates/deploy', {
        method: 'POST',
        token,
        json: { templateIdentifier, subdomain },
      });
      const html = (await portfolioPage(`${subdomain}.showfolio.localhost:${port}`)).replaceAll(
        `:${port}`,
        ':PORT',
      );
      await writeFile(join(outDir, `${name}--${templateIdentifier}.html`), html);
    }
  }
  console.log(`${templates.length * Object.keys(samples).length} pages written to ${outDir}`);
} finally {
  child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
}

if (values.compare) {
  const before = (await readdir(values.compare)).filter((f) => f.endsWith('.html')).sort();
  const after = (await readdir(outDir)).filter((f) => f.endsWith('.html')).sort();
  const differing = [];
  for (const file of new Set([...before, ...after])) {
    const a = await readFile(join(values.compare, file), 'utf8').catch(() => null);
    const b = await readFile(join(outDir, file), 'utf8').catch(() => null);
    if (a !== b)
      differing.push(a === null ? `${file} (new)` : b === null ? `${file} (gone)` : file);
  }
  console.log(
    differing.length
      ? `${differing.length} pages differ:\n  ${differing.join('\n  ')}`
      : `all ${after.length} pages are byte-identical`,
  );
  process.exitCode = differing.length ? 1 : 0;
}
