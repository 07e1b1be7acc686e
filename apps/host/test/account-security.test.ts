import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRateLimits, loadConfig } from '@showfolio/server';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { createHost, type ShowfolioHost } from '../src/server';
import { caller, newAccount } from './support';

const APP = 'https://showfolio.example';

describe('account security through the host process', () => {
  let dataDir: string;
  let host: ShowfolioHost;
  const from = (remoteAddress: string) =>
    caller((request, bindings) => host.fetch(request, bindings), APP, remoteAddress);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-host-security-'));
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        APP_URL: APP,
        PUBLIC_DOMAIN: 'showfolio.localhost',
        LOG_LEVEL: 'silent',
      },
      {
        rateLimits: {
          ...defaultRateLimits,
          signinAccountIp: { points: 2, durationSeconds: 900 },
          signinAccount: { points: 3, durationSeconds: 3600 },
          usernameCheckIp: { points: 2, durationSeconds: 900 },
        },
      },
    );
    host = await createHost(config, {
      clientDir: join(dataDir, 'client'),
      renderTemplate: renderPortfolio,
      thumbnailsDir,
    templateCssPath,
    });
  }, 120_000);

  afterAll(async () => {
    await host?.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers username look-ups for sign-up step 2, limited per client address', async () => {
    const account = newAccount('lookup');
    expect((await from('127.0.0.31')('/api/auth/signup', { method: 'POST', json: account })).status).toBe(201);
    const lookup = (remoteAddress: string, username: string) =>
      from(remoteAddress)(`/api/auth/username-available?username=${encodeURIComponent(username)}`);
    const taken = await lookup('127.0.0.32', account.username);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ available: false, suggestions: expect.any(Array) });
    expect(await (await lookup('127.0.0.32', `${account.username}x`)).json()).toEqual({ available: true });
    expect((await lookup('127.0.0.32', 'someone')).status).toBe(429);
  });

  it('gives a signed-in browser a Secure device cookie for /api/auth that carries its owner past a spent account limit', async () => {
    const owner = newAccount('device');
    expect(
      (await from('127.0.0.5')('/api/auth/signup', { method: 'POST', json: owner })).status,
    ).toBe(201);
    const credentials = { email: owner.email, password: owner.password };
    const signin = await from('127.0.0.5')('/api/auth/signin', {
      method: 'POST',
      json: credentials,
    });
    expect(signin.status).toBe(200);
    const setCookie = signin.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^showfolio_device=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=15552000; Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax$/,
    );
    const device = setCookie.split(';')[0]!;

    // Two attackers spend the account limit (3 per hour; the owner's sign-in took one).
    for (const attacker of ['127.0.0.66', '127.0.0.67']) {
      await from(attacker)('/api/auth/signin', {
        method: 'POST',
        json: { ...credentials, password: 'Guess-1234' },
      });
    }
    expect(
      (await from('127.0.0.68')('/api/auth/signin', { method: 'POST', json: credentials })).status,
    ).toBe(429);
    const known = await from('127.0.0.99')('/api/auth/signin', {
      method: 'POST',
      json: credentials,
      headers: { cookie: device },
    });
    expect(known.status).toBe(200);
  });

  it('answers a NUL in a sign-up with 400 and tags every answer with an X-Request-Id', async () => {
    const res = await from('127.0.0.6')('/api/auth/signup', {
      method: 'POST',
      json: { ...newAccount('nul'), lastName: 'Love\u0000lace' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Text contains characters that are not allowed' });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect((await from('127.0.0.6')('/api/health')).headers.get('x-request-id')).toMatch(
      /^[\w-]{8,}$/,
    );
  });
});
