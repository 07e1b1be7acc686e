import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRateLimits, loadConfig, startServer, templateSourceFrom } from '@showfolio/server';
import { templateRecords } from '@showfolio/templates';
import type { RateLimitConfig } from '@showfolio/server';
import { exportJWK, generateKeyPair } from 'jose';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real Showfolio server (PGlite in a temp DATA_DIR). */
    apiOrigin: string;
    /** The server's JWT secret, to mint an expired token the way the server would. */
    jwtSecret: string;
    dataDir: string;
    googleClientId: string;
    googleIssuer: string;
    /** Private JWK of the local stand-in for Google's key set. */
    googlePrivateJwk: string;
  }
}

/**
 * One real server for the whole package run: opening PGlite and migrating takes seconds, and
 * every test file works with accounts of its own, so sharing it keeps the suite lean.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-api-client-'));

  // Google is a third party we cannot reach: a local server speaks its JWKS protocol instead.
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const jwks = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;

  const jwtSecret = 'api-client-test-secret-api-client-test-secret';
  const googleClientId = 'showfolio-test.apps.googleusercontent.com';
  const googleIssuer = 'https://accounts.google.com';
  const relaxed = Object.fromEntries(
    Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, points: 10_000 }]),
  ) as RateLimitConfig;
  const config = loadConfig(
    {
      PORT: '0',
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      JWT_SECRET: jwtSecret,
      GOOGLE_CLIENT_ID: googleClientId,
      GOOGLE_ISSUER: googleIssuer,
      GOOGLE_JWKS_URL: jwksUrl,
    },
    { rateLimits: relaxed },
  );
  const server = await startServer({
    config,
    hostname: '127.0.0.1',
    handleSignals: false,
    templates: templateSourceFrom(templateRecords()),
  });

  project.provide('apiOrigin', `http://127.0.0.1:${server.port}`);
  project.provide('jwtSecret', jwtSecret);
  project.provide('dataDir', dataDir);
  project.provide('googleClientId', googleClientId);
  project.provide('googleIssuer', googleIssuer);
  project.provide('googlePrivateJwk', JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256' }));

  return async () => {
    await server.stop();
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  };
}
