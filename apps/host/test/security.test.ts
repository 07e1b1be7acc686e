import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPortfolio, templateCssPath, thumbnailsDir } from '@showfolio/templates/ssr';
import { startHost, type RunningHost } from '../src/server';
import { newAccount } from './support';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP request to the running host, from `localAddress` (any 127.x address works on loopback). */
function send(
  port: number,
  path: string,
  {
    method = 'GET',
    json,
    headers = {},
    localAddress,
    agent,
  }: {
    method?: string;
    json?: unknown;
    headers?: Record<string, string>;
    localAddress?: string;
    agent?: Agent;
  } = {},
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress,
        agent,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the host as `npm start` runs it, under attack', () => {
  let dataDir: string;
  let host: RunningHost;
  let port: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-security-test-'));
    const clientDir = join(dataDir, 'client');
    await mkdir(clientDir, { recursive: true });
    await writeFile(
      join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body></body></html>',
    );
    host = await startHost({
      env: {
        DATA_DIR: dataDir,
        PORT: '0',
        APP_URL: 'http://localhost:3000',
        PUBLIC_DOMAIN: 'showfolio.localhost',
        LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
      },
      hostname: '127.0.0.1',
      clientDir,
      renderTemplate: renderPortfolio,
      thumbnailsDir,
      templateCssPath,
    });
    port = host.port;
  }, 120_000);

  afterAll(async () => {
    await host?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keys sign-in limits by the connection: 30 junk sign-ins from 127.0.0.50 do not lock out a user at 127.0.0.51', async () => {
    const account = newAccount('limits');
    expect(
      (
        await send(port, '/api/auth/signup', {
          method: 'POST',
          json: account,
          localAddress: '127.0.0.49',
        })
      ).status,
    ).toBe(201);
    for (let i = 0; i < 30; i++) {
      const junk = await send(port, '/api/auth/signin', {
        method: 'POST',
        json: { email: `nobody${i}@example.com`, password: 'Wrong-pass1' },
        localAddress: '127.0.0.50',
      });
      expect(junk.status).toBe(401);
    }
    const attacker = await send(port, '/api/auth/signin', {
      method: 'POST',
      json: { email: account.email, password: account.password },
      localAddress: '127.0.0.50',
    });
    expect(attacker.status).toBe(429);
    const owner = await send(port, '/api/auth/signin', {
      method: 'POST',
      json: { email: account.email, password: account.password },
      localAddress: '127.0.0.51',
    });
    expect(owner.status).toBe(200);
    expect(JSON.parse(owner.body)).toHaveProperty('access_token');
  });

  it('keys sign-up limits by the connection: 10 sign-ups from one address leave registration open to others', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await send(port, '/api/auth/signup', {
            method: 'POST',
            json: newAccount('flood'),
            localAddress: '127.0.0.52',
          })
        ).status,
      ).toBe(201);
    }
    expect(
      (
        await send(port, '/api/auth/signup', {
          method: 'POST',
          json: newAccount('flood'),
          localAddress: '127.0.0.52',
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await send(port, '/api/auth/signup', {
          method: 'POST',
          json: newAccount('other'),
          localAddress: '127.0.0.53',
        })
      ).status,
    ).toBe(201);
  });

  it('answers two different 404s on one keep-alive connection of a portfolio host, each with its own length', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const headers = { host: 'nobody-here.showfolio.localhost:3000' };
      const first = await send(port, '/humans.txt', { headers, agent });
      const second = await send(port, `/a/much/longer/path/${'x'.repeat(300)}`, { headers, agent });
      const third = await send(port, '/favicon.ico', { headers, agent });
      for (const answer of [first, second, third]) {
        expect(answer.status).toBe(404);
        expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
        expect(answer.body).toMatch(/<\/html>$/);
      }
      expect(second.body).toContain('x'.repeat(300));
    } finally {
      agent.destroy();
    }
  });

  it.each([
    '/portfolio/a%20b',
    '/portfolio/%E0%A4%A',
    '/portfolio/ad@min',
    '/portfolio/%00',
    '/portfolio/a:b',
    `/portfolio/${'a'.repeat(300)}`,
    '/portfolio/UPPER_case',
    '/portfolio/a/b',
  ])('answers %s with the not-found page and 404, never a 500', async (path) => {
    const answer = await send(port, path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.body).toContain('404 - Portfolio Not Found');
  });

  it("serves /portfolio/{sub} with the public page's strict policy, not the app's", async () => {
    const answer = await send(port, '/portfolio/nobody-here');
    expect(answer.status).toBe(404);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
    expect(csp).toContain("form-action 'none'");
    expect(csp).not.toContain('accounts.google.com');
  });

  it.each([
    ['the app host', {}],
    ['a portfolio host', { host: 'ada.showfolio.localhost:3000' }],
  ])('refuses a request line over 4096 characters with 414 on %s', async (_label, headers) => {
    const long = await send(port, `/${'a'.repeat(8000)}`, { headers });
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toEqual({
      message: 'The address is too long (at most 4096 characters)',
    });
    const query = await send(port, `/api/health?${'q'.repeat(5000)}`, { headers });
    expect(query.status).toBe(414);
    const fine = await send(port, `/api/health?${'q'.repeat(3000)}`, { headers });
    expect(fine.status).toBe(200);
  });
});

describe('the host behind one trusted proxy (TRUST_PROXY=1)', () => {
  let dataDir: string;
  let host: RunningHost;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-proxy-test-'));
    await mkdir(join(dataDir, 'client'), { recursive: true });
    await writeFile(
      join(dataDir, 'client', 'index.html'),
      '<!doctype html><html lang="en"><head><title>Showfolio</title></head><body></body></html>',
    );
    host = await startHost({
      env: {
        DATA_DIR: dataDir,
        PORT: '0',
        APP_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        TRUST_PROXY: '1',
      },
      hostname: '127.0.0.1',
      clientDir: join(dataDir, 'client'),
      renderTemplate: renderPortfolio,
      thumbnailsDir,
      templateCssPath,
    });
  }, 120_000);

  afterAll(async () => {
    await host?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keys limits by the address the proxy appended, so a client cannot escape them with its own X-Forwarded-For', async () => {
    // What a proxy in front sends: the client's own header, then the address the proxy saw.
    const signin = (spoofed: string, client: string) =>
      send(host.port, '/api/auth/signin', {
        method: 'POST',
        json: { email: `nobody-${spoofed}@example.com`, password: 'Wrong-pass1' },
        headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
      });
    for (let i = 0; i < 30; i++)
      expect((await signin(`198.18.0.${i}`, '203.0.113.9')).status).toBe(401);
    expect((await signin('198.18.1.1', '203.0.113.9')).status).toBe(429);
    expect((await signin('198.18.1.2', '203.0.113.10')).status).toBe(401);
  });
});
