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
  /** Where mail is written without SMTP (null with SMTP): the start banner names it. */
  readonly outboxDir: string | null;
}

/** The start banner's line about mail: where it goes when SMTP_URL is unset. */
export const mailBanner = (outbox: string | null): string | null =>
  outbox
    ? `No SMTP_URL set: e-mails (sign-up links, password resets) are written to ${outbox} as .eml files, and their links are printed here.`
    : null;

/** The addresses in a mail's text, each once, in order: the links a reader would click. */
export const linksIn = (text: string): string[] => [
  // A sentence's closing punctuation is not part of the address it ends with.
  ...new Set((text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''))),
];

/**
 * The lines a person running Showfolio without SMTP reads in the terminal for one mail written to
 * the outbox: who it is for, its subject and each link whole on a line of its own (the .eml file
 * wraps long lines, quoted-printable, so a link copied from it breaks).
 */
export const outboxNotice = (mail: Pick<OutgoingMail, 'to' | 'subject' | 'text'>, file: string): string =>
  [`Mail to ${mail.to}: ${mail.subject} (${file})`, ...linksIn(mail.text).map((link) => `  ${link}`)].join('\n');

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Where each outbox mail is announced with its links (the started product: standard output); never with SMTP. */
  print?: (lines: string) => void;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger, print } = options;
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
    print?.(outboxNotice(mail, file));
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    outboxDir: smtpUrl ? null : outboxDir,
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
