import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends now; resolves once the message is on the SMTP server or in the outbox. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends in the background, so a response never waits on (or reveals anything through) mail
   * delivery. Failures are logged.
   */
  sendLater(mail: OutgoingMail): void;
  /** Waits for background sends (used on shutdown). */
  idle(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(mail: OutgoingMail): Promise<void> {
    const info = await transport.sendMail({ from, ...mail });
    if (smtpUrl) return;
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    logger.info({ file, to: mail.to, subject: mail.subject }, 'mail written to the outbox');
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    send,
    sendLater(mail) {
      const job = send(mail)
        .catch((error: unknown) => logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
