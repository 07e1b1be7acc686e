#!/usr/bin/env node
// Upload memory benchmark: starts the built server (packages/server/dist/main.js) as a child
// process on the embedded PGlite, signs one user in, then sends N profile-picture uploads at once,
// each a 25-megapixel PNG (the largest picture the server accepts). Samples the child's resident
// memory from /proc and prints it before the burst, at its peak and a few seconds after.
//
//   pnpm --filter @showfolio/server build && node bench/api/uploads.mjs [--uploads 64] [--megapixels 25]
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rssMb as processRss, startShowfolio } from '../support.mjs';

const serverDir = fileURLToPath(new URL('../../packages/server/', import.meta.url));
const sharp = createRequire(join(serverDir, 'package.json'))('sharp');
const entry = join(serverDir, 'dist/main.js');
if (!existsSync(entry)) {
  console.error('Build the server first: npx -y pnpm@10 --filter @showfolio/server build');
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '64' },
    megapixels: { type: 'string', default: '25' },
  },
});
const uploads = Number(args.uploads);
const side = Math.floor(Math.sqrt(Number(args.megapixels) * 1_000_000));

const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-bench-uploads-'));
const { child, base } = await startShowfolio(entry, {
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    // One user sends the whole burst; the real upload limits would (rightly) stop most of it.
    RATE_LIMIT_SCALE: '1000000',
  },
});
const rssMb = () => processRss(child.pid);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
const { access_token: token } = await call('/api/auth/signin', { method: 'POST', json: account });

// A gradient compresses to a small file but still decodes to side × side × 3 bytes.
const picture = await sharp({
  create: { width: side, height: side, channels: 3, background: '#3366aa' },
})
  .linear(0.9, 12)
  .png({ compressionLevel: 9 })
  .toBuffer();
const upload = async () => {
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/png' }), 'large.png');
  const res = await fetch(`${base}/api/user-portfolio/upload-profile-picture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
};

// One upload first, so libvips is loaded and the "before" figure is a warm server.
await upload();
await pause(1000);
const before = rssMb();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 20);
const started = performance.now();
const statuses = await Promise.all(Array.from({ length: uploads }, upload));
const seconds = (performance.now() - started) / 1000;
await pause(3000);
clearInterval(sampler);
const after = rssMb();

const counts = Object.entries(statuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}))
  .map(([status, n]) => `${n} × ${status}`)
  .join(', ');
console.log(
  `\n${uploads} parallel uploads of a ${side}×${side} PNG (${(picture.length / 1024).toFixed(0)} KB, ${((side * side) / 1e6).toFixed(1)} MP), Node ${process.version}`,
);
console.table([
  {
    'RSS before MB': Math.round(before),
    'RSS peak MB': Math.round(peak),
    'RSS 3 s after MB': Math.round(after),
    seconds: Number(seconds.toFixed(1)),
    answers: counts,
  },
]);

child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });
