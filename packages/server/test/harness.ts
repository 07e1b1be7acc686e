import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import { inject } from 'vitest';
import { templateRecords } from '@showfolio/templates';
import { createApp, type CreateAppOptions, type ShowfolioServer } from '../src/app';
import { templateSourceFrom } from '../src/services/templates';
import { verificationToken } from './mail';
import {
  defaultRateLimits,
  loadConfig,
  type RateLimitConfig,
  type ServerConfig,
} from '../src/config';

/** Set by vitest.config.ts: each test file runs once per database driver. */
export const testDriver = process.env.SHOWFOLIO_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';
export const testDatabaseUrl =
  testDriver === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
export const databaseLabel = testDriver === 'postgres' ? 'PostgreSQL' : 'PGlite';

/** Limits high enough that only the rate-limit tests ever meet them. */
export const relaxedRateLimits: RateLimitConfig = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, points: 10_000 }]),
) as RateLimitConfig;

/**
 * A database of its own for one test server: a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (parallel files never share tables), else nothing (PGlite in the
 * server's temp DATA_DIR).
 */
export async function isolatedDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) return { drop: async () => undefined };
  const name = `showfolio_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestServer {
  server: ShowfolioServer;
  config: ServerConfig;
  dataDir: string;
  /**
   * A request, as if from `remoteAddress` (default 127.0.0.1) through the Node adapter; with
   * `listen`, a real HTTP request to the server's loopback port (always from 127.0.0.1).
   */
  request(
    path: string,
    init?: RequestInit & { token?: string; json?: unknown; remoteAddress?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    config?: Partial<ServerConfig>;
    app?: CreateAppOptions;
    /** Listen on a loopback port and send every request over HTTP (for end-to-end chains). */
    listen?: boolean;
    /** A database a test has already made (e.g. by an older version's migrations): used, not removed. */
    existing?: { dataDir: string; databaseUrl?: string };
  } = {},
): Promise<TestServer> {
  const { existing } = options;
  const dataDir = existing?.dataDir ?? (await mkdtemp(join(tmpdir(), 'showfolio-server-test-')));
  const database = existing ? { url: existing.databaseUrl, drop: async () => undefined } : await isolatedDatabase();
  if (!database.url && !existing) await cp(inject('pgliteTemplate'), join(dataDir, 'db'), { recursive: true });
  const config = loadConfig(
    { DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...options.env },
    { databaseUrl: database.url, rateLimits: relaxedRateLimits, ...options.config },
  );
  // The catalogue the host hands the server: the templates registry itself.
  const server = await createApp(config, { templates: templateSourceFrom(templateRecords()), ...options.app });
  const http = options.listen ? await listenOnLoopback(server) : null;
  return {
    server,
    config,
    dataDir,
    request(path, init = {}) {
      const { token, json, remoteAddress = '127.0.0.1', ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (json !== undefined) headers.set('content-type', 'application/json');
      const body = json !== undefined ? JSON.stringify(json) : rest.body;
      if (http) {
        if (remoteAddress !== '127.0.0.1') throw new Error('a listening test server only sees 127.0.0.1');
        return fetch(`${http.origin}${path}`, { ...rest, headers, body, redirect: 'manual' });
      }
      return Promise.resolve(
        server.app.request(
          path,
          { ...rest, headers, body },
          nodeBindings(remoteAddress),
        ),
      );
    },
    async close() {
      await http?.close();
      await server.close();
      await database.drop();
      if (!existing) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The part of @hono/node-server's bindings the app reads: the socket's remote address. */
export function nodeBindings(remoteAddress: string) {
  return {
    incoming: {
      socket: {
        remoteAddress,
        remotePort: 40000,
        remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4',
      },
    },
  };
}

let counter = 0;
/** A fresh, valid sign-up payload; `tag` keeps e-mails and usernames unique across files. */
export function newAccount(tag: string) {
  counter += 1;
  const id = `${tag}${counter}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${id}@example.com`,
    username: `user-${id}`,
    mobileCode: '+44',
    mobileNumber: '7700900123',
    password: 'Analytical1!',
    confirmPassword: 'Analytical1!',
    isTermsofServiceAccepted: true,
    isPrivacyPolicyAcceped: true,
  };
}

/**
 * Opens the verification link sign-up mailed to `email` (from the outbox), as its owner would.
 * Publishing needs it.
 */
export async function verifyEmail(t: Pick<TestServer, 'dataDir' | 'request'>, email: string) {
  const token = await verificationToken(t.dataDir, email);
  const res = await t.request('/api/auth/verify-email', { method: 'POST', json: { token } });
  if (res.status !== 200) throw new Error(`verify-email failed: ${res.status} ${await res.text()}`);
}

/**
 * Signs a new account up and in; returns its credentials and access token. The account opens
 * its verification link first (so it can publish) unless `verified` is false.
 */
export async function signedInUser(t: TestServer, tag: string, options: { verified?: boolean } = {}) {
  const account = newAccount(tag);
  const signup = await t.request('/api/auth/signup', { method: 'POST', json: account });
  if (signup.status !== 201)
    throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  if (options.verified !== false) await verifyEmail(t, account.email);
  // Over SMTP the test's own server receives it; in the outbox, waiting for it either way keeps it
  // from landing in the middle of a test's own count of mails.
  else if (!t.config.smtpUrl) await verificationToken(t.dataDir, account.email);
  const signin = await t.request('/api/auth/signin', {
    method: 'POST',
    json: { email: account.email, password: account.password },
  });
  const { access_token: token } = (await signin.json()) as { access_token: string };
  return { account, token };
}

/** Serves `server` on a free loopback port through @hono/node-server, as `startServer` does. */
async function listenOnLoopback(server: ShowfolioServer) {
  const http = await new Promise<ServerType>((resolve, reject) => {
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = http.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        // fetch keeps idle connections open, which close() would otherwise wait for.
        if ('closeAllConnections' in http) http.closeAllConnections();
      }),
  };
}
