import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SignupPayload } from '@showfolio/portfolio-schema';
import { SignJWT, decodeJwt, importJWK } from 'jose';
import { inject } from 'vitest';
import { createApiClient, createMemoryTokenStore } from '../src';
import type { ApiClient, TokenStore } from '../src';

export const apiOrigin = () => inject('apiOrigin');

/** A client talking to the real server, its token kept in memory. */
export function serverClient(token?: string): { client: ApiClient; tokens: TokenStore } {
  const tokens = createMemoryTokenStore(token);
  return { client: createApiClient({ baseUrl: apiOrigin(), getToken: tokens.get }), tokens };
}

let counter = 0;
export function newAccount(tag: string): SignupPayload & { email: string; password: string } {
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
 * Signs a fresh account up and in through the client itself, opening the verification link the
 * server mailed (publishing needs it) unless `verified` is false.
 */
export async function signedIn(tag: string, options: { verified?: boolean } = {}) {
  const account = newAccount(tag);
  const { client, tokens } = serverClient();
  await client.signup(account);
  const verification = await linkTokenFor(account.email, 'verify-email');
  if (options.verified !== false) await client.verifyEmail(verification);
  const { access_token } = await client.signin({ email: account.email, password: account.password });
  tokens.set(access_token);
  return { account, client, tokens, token: access_token };
}

/** The same claims as a real token, signed with the server's secret, but expired an hour ago. */
export async function expiredCopyOf(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setAudience(claims.aud as string)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
}

/** A Google ID token as Google would issue it, signed by the local stand-in key set. */
export async function googleCredential(identity: { sub: string; email: string; given_name?: string; family_name?: string }) {
  const key = await importJWK(JSON.parse(inject('googlePrivateJwk')), 'RS256');
  return new SignJWT({ email_verified: true, ...identity })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(inject('googleIssuer'))
    .setAudience(inject('googleClientId'))
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/** The token of the newest link to `/{page}` in the server's outbox, in a mail addressed to `email`. */
export async function linkTokenFor(email: string, page: 'reset-password' | 'verify-email', skip: string[] = []): Promise<string> {
  const outbox = join(inject('dataDir'), 'outbox');
  const link = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const text = (await readFile(join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!text.includes(email)) continue;
      const token = link.exec(text)?.[1];
      if (token && !skip.includes(token)) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${page} mail for ${email}`);
}

/** The reset token from the newest reset mail in the server's outbox addressed to `email`. */
export const resetTokenFor = (email: string) => linkTokenFor(email, 'reset-password');
