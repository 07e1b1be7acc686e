import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

const ISSUER = 'showfolio';
const ACCESS_AUDIENCE = 'showfolio:access';
const PREVIEW_AUDIENCE = 'showfolio:preview';
const DEVICE_AUDIENCE = 'showfolio:device';
export const ACCESS_TOKEN_SECONDS = 7 * 24 * 60 * 60;
export const PREVIEW_TOKEN_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_TOKEN_MS = 24 * 60 * 60 * 1000;
export const DEVICE_TOKEN_SECONDS = 180 * 24 * 60 * 60;
export const SIGN_IN_LINK_MS = 15 * 60 * 1000;

export interface TokenKeys {
  secret: Uint8Array;
}

export const tokenKeys = (jwtSecret: string): TokenKeys => ({ secret: new TextEncoder().encode(jwtSecret) });

export function signAccessToken(keys: TokenKeys, userId: string, sessionId: string, expiresAt: Date) {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.secret);
}

const verifyKeys = new WeakMap<TokenKeys, Promise<CryptoKey>>();

/**
 * The secret imported once as a WebCrypto key: given raw bytes, jose imports them again on every
 * verification, which costs more than the HMAC itself on the one check every signed-in request makes.
 */
function verifyKey(keys: TokenKeys): Promise<CryptoKey> {
  let key = verifyKeys.get(keys);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(keys.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(keys, key);
  }
  return key;
}

/** The claims of a well-signed, unexpired access token, or null. The session is checked separately. */
export async function readAccessToken(keys: TokenKeys, token: string): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(keys), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/**
 * Marks a browser the account signed in from: sign-in attempts carrying it skip the account-wide
 * limit. It names the user and the account's device generation when it was issued (raising that
 * disowns every earlier cookie), nothing else; it does not sign anyone in.
 */
export function signDeviceToken(keys: TokenKeys, userId: string, generation: number) {
  return new SignJWT({ gen: generation })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TOKEN_SECONDS}s`)
    .sign(keys.secret);
}

/**
 * The user and device generation a well-signed, unexpired device token names, or null. Cookies
 * issued before generations existed count as generation 0, which every account started with.
 */
export async function readDeviceToken(keys: TokenKeys, token: string | undefined): Promise<{ userId: string; generation: number } | null> {
  if (!token || token.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'], issuer: ISSUER, audience: DEVICE_AUDIENCE });
    if (typeof payload.sub !== 'string') return null;
    const generation = payload.gen === undefined ? 0 : payload.gen;
    return typeof generation === 'number' ? { userId: payload.sub, generation } : null;
  } catch {
    return null;
  }
}

/**
 * A 24-hour link to `templateIdentifier` filled with the portfolio of `ownerId` (who made the
 * link, and so chose to share what their public page would show).
 */
export async function signPreviewToken(keys: TokenKeys, templateIdentifier: string, expiresAt: Date, ownerId: string) {
  return new SignJWT({ tid: templateIdentifier, uid: ownerId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(templateIdentifier)
    .setIssuer(ISSUER)
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.secret);
}

export type PreviewCheck =
  /** `ownerId` is absent on links made before previews showed the owner's own data. */
  | { ok: true; templateIdentifier: string; expiresAt: Date; ownerId?: string }
  | { ok: false; reason: 'expired' | 'invalid' };

export async function readPreviewToken(keys: TokenKeys, token: string): Promise<PreviewCheck> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: PREVIEW_AUDIENCE,
    });
    if (typeof payload.tid !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
    const ownerId = typeof payload.uid === 'string' ? payload.uid : undefined;
    return { ok: true, templateIdentifier: payload.tid, expiresAt: new Date(payload.exp * 1000), ownerId };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** A single-use secret of 256 bits for e-mail links; only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
