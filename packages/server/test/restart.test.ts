import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { newAccount, testDriver } from './harness';
import { verificationToken } from './mail';

const packageDir = join(import.meta.dirname, '..');

interface Child {
  process: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

/** Starts the server (`src/main.ts` plus the templates registry) as its own process on PGlite in `dataDir`; resolves once it listens. */
function startChild(dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'test/fixtures/main-with-templates.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 50_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Showfolio is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, base: match[1]!, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe.skipIf(testDriver !== 'pglite')('restart safety (PGlite in DATA_DIR, separate process)', () => {
  let dataDir: string;
  let child: Child | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-restart-'));
    await cp(inject('pgliteTemplate'), join(dataDir, 'db'), { recursive: true });
  });
  afterAll(async () => {
    child?.process.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (path: string, init: { method?: string; token?: string; json?: unknown } = {}) => {
    const res = await fetch(`${child!.base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & Array<Record<string, unknown>> };
  };

  it('keeps everything written before a clean stop and before kill -9', async () => {
    const account = newAccount('restart');
    child = await startChild(dataDir);
    expect((await call('/api/auth/signup', { method: 'POST', json: account })).status).toBe(201);
    const verifyToken = await verificationToken(dataDir, account.email);
    expect((await call('/api/auth/verify-email', { method: 'POST', json: { token: verifyToken } })).status).toBe(200);
    const token = (await call('/api/auth/signin', { method: 'POST', json: account })).body.access_token as string;
    expect((await call('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Before the restart' } })).status).toBe(201);
    expect((await call('/api/skills', { method: 'POST', token, json: { tech: ['Persistence'] } })).status).toBe(201);
    expect(
      (await call('/api/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'light-portfolio-v1', subdomain: 'still-here' } })).status,
    ).toBe(201);

    child.process.kill('SIGTERM');
    expect(await child.exited).toBe(0);

    child = await startChild(dataDir);
    // The generated JWT secret and the session survive, so the same token still works.
    expect((await call('/api/auth/validate-token', { method: 'POST', json: { token } })).body).toEqual({ valid: true });
    expect((await call('/api/user-portfolio', { token })).body[0]).toMatchObject({ bio: 'Before the restart' });
    expect((await call('/api/templates/portfolio/still-here')).body).toMatchObject({ templateIdentifier: 'light-portfolio-v1' });

    expect(
      (await call('/api/projects', { method: 'POST', token, json: { projects: [{ projectName: 'Written before kill -9', description: 'x' }] } })).status,
    ).toBe(201);
    expect((await call('/api/contact-us', { method: 'POST', json: { name: 'K', email: 'k@example.com', message: 'also kept' } })).status).toBe(201);
    child.process.kill('SIGKILL');
    await child.exited;

    child = await startChild(dataDir);
    expect((await call('/api/projects', { token })).body[0]).toMatchObject({ projects: [expect.objectContaining({ projectName: 'Written before kill -9' })] });
    expect((await call('/api/skills', { token })).body[0]).toMatchObject({ tech: ['Persistence'] });
    expect((await call('/api/auth/signin', { method: 'POST', json: account })).status).toBe(200);
    expect((await call('/api/templates/my-deployment', { token })).body).toMatchObject({ subdomain: 'still-here' });
    child.process.kill('SIGTERM');
    await child.exited;
    child = undefined;
  }, 180_000);
});
