import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { accountMessages } from '@showfolio/portfolio-schema';
import { defaultRateLimits } from '../src/config';
import { databaseLabel, startTestServer, type TestServer } from './harness';
import { debianTools, ensureDebianTools } from '../../../scripts/debian.mjs';

// `npm test` installs redis-server (scripts/run.mjs); run alone, the suite installs it or fails
// saying how, as the Caddy suite does: it never skips.
const redisBinary = debianTools.redis.binary;

/** A port the OS just handed out (redis-server cannot be told to pick one itself). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe(`rate limits shared through Redis (${databaseLabel})`, () => {
  let redis: ChildProcess;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    ensureDebianTools(['redis']);
    const port = await freePort();
    redis = spawn(redisBinary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
    await new Promise<void>((resolve, reject) => {
      redis.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
    const rateLimits = { ...defaultRateLimits, signinAccount: { points: 3, durationSeconds: 900 } };
    for (let i = 0; i < 2; i++) {
      servers.push(await startTestServer({ env: { REDIS_URL: `redis://127.0.0.1:${port}` }, config: { rateLimits } }));
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    redis.kill('SIGKILL');
  });

  it('counts sign-in attempts on one account across two app processes', async () => {
    const attempt = (server: TestServer) =>
      server.request('/api/auth/signin', { method: 'POST', json: { email: 'shared@example.com', password: 'Guess-1234' } });
    expect((await attempt(servers[0]!)).status).toBe(401);
    expect((await attempt(servers[1]!)).status).toBe(401);
    expect((await attempt(servers[0]!)).status).toBe(401);
    const limited = await attempt(servers[1]!);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: accountMessages.signinHeldBack(15) });
  });
});
