import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers (lower-cased names) and decoded text body of a single-part RFC 822 message. */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text };
}

export const resetTokenFrom = (text: string) => /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
export const verifyTokenFrom = (text: string) => /\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];

export async function outboxFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, 'outbox'))).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
}

/** Waits for the outbox to hold `count` messages (mail is written in the background). */
export async function waitForOutbox(dataDir: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const files = await outboxFiles(dataDir);
    if (files.length >= count) return Promise.all(files.map((f) => readFile(join(dataDir, 'outbox', f), 'utf8')));
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`outbox never reached ${count} messages`);
}

/**
 * The token of the newest verification e-mail in the outbox addressed to `email`, waiting for it
 * (sign-up mails it in the background). `after` skips tokens already seen (e.g. before a resend).
 */
export async function verificationToken(dataDir: string, email: string, after: string[] = []): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const files = (await outboxFiles(dataDir)).reverse();
    for (const file of files) {
      const mail = parseMessage(await readFile(join(dataDir, 'outbox', file), 'utf8'));
      const token = verifyTokenFrom(mail.text);
      if (token && mail.headers.to === email && !after.includes(token)) return decodeURIComponent(token);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no verification e-mail reached ${email}`);
}

/**
 * The token of the newest reset e-mail in the outbox addressed to `email`, waiting for it
 * (forgot-password mails it after answering). `after` skips tokens already seen.
 */
export async function resetToken(dataDir: string, email: string, after: string[] = []): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const files = (await outboxFiles(dataDir)).reverse();
    for (const file of files) {
      const mail = parseMessage(await readFile(join(dataDir, 'outbox', file), 'utf8'));
      const token = resetTokenFrom(mail.text);
      if (token && mail.headers.to === email && !after.includes(token)) return decodeURIComponent(token);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no reset e-mail reached ${email}`);
}
