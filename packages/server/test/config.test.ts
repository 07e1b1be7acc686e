import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { databaseLabel, startTestServer } from './harness';

describe('loadConfig', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showfolio-config-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('fills the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      publicDomain: 'showfolio.localhost',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      s3: undefined,
      redisUrl: undefined,
      google: { clientId: undefined, issuers: ['accounts.google.com', 'https://accounts.google.com'] },
    });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('names every bad variable in one error', () => {
    const bad = {
      DATA_DIR: dataDir,
      PORT: 'eighty',
      APP_URL: 'localhost:3000',
      PUBLIC_DOMAIN: 'http://showfolio.in/',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      SMTP_URL: 'mail.example.com',
      CONTACT_INBOX: 'not-an-address',
      GOOGLE_JWKS_URL: 'ftp://keys',
      REDIS_URL: 'localhost:6379',
      LOG_LEVEL: 'loud',
    };
    let error: unknown;
    try {
      loadConfig(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    for (const name of Object.keys(bad).filter((n) => n !== 'DATA_DIR')) {
      expect(problems.some((p) => p.startsWith(name)), `${name} in ${problems.join(' | ')}`).toBe(true);
    }
    expect(problems).toContain('PORT must be a whole number between 0 and 65535');
    expect(problems).toContain('JWT_SECRET must be at least 32 characters long');
  });

  it('asks for the bucket when only part of the S3 settings is given', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_REGION: 'eu-west-1' })).toThrow('S3_BUCKET is required');
  });

  it('counts views unless ANALYTICS=off, and names a bad ANALYTICS value', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).analytics).toEqual({ enabled: true, flushIntervalMs: 5000, batchSize: 1000 });
    expect(loadConfig({ DATA_DIR: dataDir, ANALYTICS: 'OFF' }).analytics.enabled).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, ANALYTICS: 'sometimes' })).toThrow('ANALYTICS must be on or off');
  });

  it('reads the custom domain settings and names bad DNS_SERVERS, CUSTOM_DOMAIN_TARGET and CUSTOM_DOMAIN_REDIRECT', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).customDomains).toMatchObject({ dnsServers: [], target: undefined, redirectSubdomain: true });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353 [::1]:53 ::1',
        CUSTOM_DOMAIN_TARGET: 'Domains.Showfolio.Example.',
        CUSTOM_DOMAIN_REDIRECT: 'OFF',
      }).customDomains,
    ).toMatchObject({
      dnsServers: ['1.1.1.1', '127.0.0.1:5353', '[::1]:53', '::1'],
      target: 'domains.showfolio.example',
      redirectSubdomain: false,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, DNS_SERVERS: 'dns.google' })).toThrow('DNS_SERVERS must be a comma-separated list of IP addresses');
    expect(() => loadConfig({ DATA_DIR: dataDir, DNS_SERVERS: '1.1.1.1:99999' })).toThrow('DNS_SERVERS must be');
    expect(() => loadConfig({ DATA_DIR: dataDir, CUSTOM_DOMAIN_TARGET: 'https://x.example/' })).toThrow('CUSTOM_DOMAIN_TARGET must be a host name');
    expect(() => loadConfig({ DATA_DIR: dataDir, CUSTOM_DOMAIN_REDIRECT: 'maybe' })).toThrow('CUSTOM_DOMAIN_REDIRECT must be on or off');
  });

  it('scales rate limits with RATE_LIMIT_SCALE', () => {
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' }).rateLimits.signinAccount.points).toBe(5000);
  });
});

describe(`createApp options (${databaseLabel})`, () => {
  it('sends HSTS over https, lets the host add routes, and turns an unexpected error into a 500 {message}', async () => {
    const t = await startTestServer({
      env: { APP_URL: 'https://showfolio.example' },
      app: {
        configure(app, server) {
          app.get('/portfolio/:sub', async (c) => c.json({ found: (await server.getPublicPortfolio(c.req.param('sub'))) !== null }));
          app.get('/explode', () => {
            throw new Error('database password is hunter2');
          });
        },
      },
    });
    try {
      const health = await t.request('/api/health');
      expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(await (await t.request('/portfolio/nobody-here')).json()).toEqual({ found: false });
      const boom = await t.request('/explode');
      expect(boom.status).toBe(500);
      const text = await boom.text();
      expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(text).not.toContain('hunter2');
    } finally {
      await t.close();
    }
  });
});
