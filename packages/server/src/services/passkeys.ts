import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { twoStepMessages } from '@showfolio/portfolio-schema';
import { sha256 } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { users} from '../db/schema';
import { passkeys, webauthnChallenges } from '../db/schema';
import { ApiError, badRequest } from '../http';
import type { Services } from './context';

/** How long a WebAuthn challenge may be answered. */
export const CHALLENGE_MS = 2 * 60_000;
/** Binds a passkey sign-in's challenge to the browser that asked for it; only sent to the sign-in routes. */
export const WEBAUTHN_COOKIE = 'showfolio_webauthn';

export type ChallengePurpose = 'register' | 'authenticate' | 'step-up';
type PasskeyRow = typeof passkeys.$inferSelect;

/** The relying party: its id is APP_URL's host name, the one origin it accepts is APP_URL's. */
export function relyingParty(config: Pick<ServerConfig, 'appUrl'>) {
  const url = new URL(config.appUrl);
  return { id: url.hostname, origin: url.origin, name: 'Showfolio' };
}

/** The browser's binding for a passkey sign-in: its cookie, set here when it has none yet. */
export function browserBinding(c: Context, config: Pick<ServerConfig, 'appUrl'>): string {
  let value = getCookie(c, WEBAUTHN_COOKIE);
  if (!value || value.length > 100) {
    value = randomBytes(32).toString('base64url');
    setCookie(c, WEBAUTHN_COOKIE, value, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      secure: config.appUrl.startsWith('https:'),
      maxAge: 24 * 60 * 60,
    });
  }
  return `browser:${value}`;
}

/** The binding of a request from a browser that did not ask for a challenge (or lost its cookie). */
export const existingBrowserBinding = (c: Context): string | null => {
  const value = getCookie(c, WEBAUTHN_COOKIE);
  return value && value.length <= 100 ? `browser:${value}` : null;
};

export const sessionBinding = (sessionId: string) => `session:${sessionId}`;

async function storeChallenge(db: Database, challenge: string, purpose: ChallengePurpose, binding: string, userId: string | null) {
  // Old, unanswered challenges go as new ones come.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(Date.now() - CHALLENGE_MS)));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    bindingHash: sha256(binding),
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_MS),
  });
}

/** The challenge a response answers, read from its clientDataJSON; a 400 when that is malformed. */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const client = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof client.challenge !== 'string' || client.challenge.length === 0 || client.challenge.length > 200) throw new Error('no challenge');
    return client.challenge;
  } catch {
    throw badRequest(twoStepMessages.passkeyMalformed);
  }
}

/**
 * Spends the challenge a response answers, whatever comes next: it must be live, unused, of this
 * purpose and asked for by this session or browser. A replayed, expired or foreign one is a 400.
 */
async function spendChallenge(db: Database, response: { response: { clientDataJSON: string } }, purpose: ChallengePurpose, binding: string | null) {
  const challenge = challengeOf(response);
  if (!binding) throw badRequest(twoStepMessages.passkeyChallenge);
  const [spent] = await db
    .update(webauthnChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        eq(webauthnChallenges.bindingHash, sha256(binding)),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge, userId: webauthnChallenges.userId });
  if (!spent) throw badRequest(twoStepMessages.passkeyChallenge);
  return spent;
}

export async function passkeysOf(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
}

export const passkeySummary = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransportFuture[];

export async function registrationOptions(services: Pick<Services, 'db' | 'config'>, user: typeof users.$inferSelect, sessionId: string) {
  const rp = relyingParty(services.config);
  const existing = await passkeysOf(services.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_MS,
  });
  await storeChallenge(services.db, options.challenge, 'register', sessionBinding(sessionId), user.id);
  return options;
}

/** Verifies a new passkey's registration against this session's challenge; what to store, or a 400. */
export async function verifyRegistration(services: Pick<Services, 'db' | 'config'>, response: RegistrationResponseJSON, sessionId: string, userId: string) {
  const spent = await spendChallenge(services.db, response, 'register', sessionBinding(sessionId));
  if (spent.userId !== userId) throw badRequest(twoStepMessages.passkeyChallenge);
  const rp = relyingParty(services.config);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: spent.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw badRequest(twoStepMessages.passkeyRejected);
  }
  if (!verification.verified || !verification.registrationInfo) throw badRequest(twoStepMessages.passkeyRejected);
  const info = verification.registrationInfo;
  return {
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: (info.credential.transports ?? []).map(String),
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
  };
}

/** Options for a passkey sign-in (any of the browser's passkeys; conditional mediation too) or a step-up (this account's). */
export async function authenticationOptions(
  services: Pick<Services, 'db' | 'config'>,
  purpose: 'authenticate' | 'step-up',
  binding: string,
  userId: string | null,
) {
  const rp = relyingParty(services.config);
  const allow = userId ? await passkeysOf(services.db, userId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: allow.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    timeout: CHALLENGE_MS,
  });
  await storeChallenge(services.db, options.challenge, purpose, binding, userId);
  return options;
}

/**
 * Verifies a passkey assertion: the challenge (spent first), the credential (for a step-up, one of
 * `userId`'s), origin, RP id, user verification and a counter that only goes up. On success the
 * passkey's counter, backup state and last use are updated; returns its row.
 */
export async function verifyAuthentication(
  services: Pick<Services, 'db' | 'config'>,
  response: AuthenticationResponseJSON,
  purpose: 'authenticate' | 'step-up',
  binding: string | null,
  userId: string | null,
): Promise<PasskeyRow> {
  const spent = await spendChallenge(services.db, response, purpose, binding);
  const rp = relyingParty(services.config);
  const [row] = await services.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id)).limit(1);
  if (!row || (userId !== null && row.userId !== userId)) throw new ApiError(400, twoStepMessages.passkeyUnknown);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: spent.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: { id: row.credentialId, publicKey: Buffer.from(row.publicKey, 'base64url'), counter: row.counter, transports: transportsOf(row) },
    });
  } catch (error) {
    if (error instanceof Error && /counter value/i.test(error.message)) throw badRequest(twoStepMessages.passkeyCloned);
    throw badRequest(twoStepMessages.passkeyRejected);
  }
  if (!verification.verified) throw badRequest(twoStepMessages.passkeyRejected);
  const info = verification.authenticationInfo;
  // Only over the counter that was checked: two assertions racing cannot both move it.
  const [updated] = await services.db
    .update(passkeys)
    .set({ counter: info.newCounter, backedUp: info.credentialBackedUp, deviceType: info.credentialDeviceType, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning();
  if (!updated) throw badRequest(twoStepMessages.passkeyCloned);
  return updated;
}
