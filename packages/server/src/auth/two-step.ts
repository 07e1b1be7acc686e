import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { sha256 } from './tokens';

/**
 * Authenticator-app codes (RFC 6238, through `otpauth`) and the pieces around them: the secret is
 * stored encrypted (AES-256-GCM under a key derived with HKDF from the server's secret), recovery
 * codes are stored as SHA-256 hashes only.
 */

const ISSUER = 'Showfolio';
const PERIOD = 30;
const DIGITS = 6;
/** Codes from one step before or after now are accepted too (clocks drift). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const keys = new Map<string, Buffer>();

/** The AES key for TOTP secrets: HKDF-SHA-256 of the server's secret, computed once. */
function secretKey(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'showfolio', 'showfolio:totp-secret:v1', 32));
    keys.set(serverSecret, key);
  }
  return key;
}

/** `v1.{iv}.{tag}.{ciphertext}`, base64url parts. */
export function encryptSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(serverSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function decryptSecret(serverSecret: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

const totpFor = (base32: string, label = 'account') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(base32) });

/** A new 160-bit secret (base32), its otpauth:// URI for `label`, and that URI as a QR code in SVG. */
export async function newTotpSecret(label: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, label).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** The time step (30-second counter) `code` is valid for around `now`, or null. */
export function totpStepOf(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(base32);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}

/** The current code for a secret (the operator tooling and tests compute codes the same way). */
export const totpCode = (base32: string, now = Date.now()) => totpFor(base32).generate({ timestamp: now });

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7pq-2m9x-hr4t` (60 bits each), for the person to keep. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')).join('-'),
  );
}

/** What a typed recovery code is compared as: lower case, no spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) => sha256(`recovery:${normalizeRecoveryCode(code)}`);
/** Whether a typed code has the shape of a recovery code (else it is read as an app code). */
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{12}$/.test(normalizeRecoveryCode(code));
