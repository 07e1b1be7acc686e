import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createMailer, linksIn, mailBanner } from '../src/services/mailer';
import { parseMessage } from './mail';
import { startSmtpCapture } from './support/smtp';

const logger = pino({ level: 'silent' });
// Long enough that the .eml's quoted-printable encoding folds it (lines end at 76 characters).
const link = `http://localhost:3000/verify-email?token=${'Ab3_-'.repeat(16)}&next=%2Fdashboard`;
const mail = {
  to: 'ada@example.com',
  subject: 'Verify your Showfolio e-mail address',
  text: `Hello Ada,\n\nOpen this link to verify your address:\n${link}\n\nOr visit ${link} again. See https://showfolio.example/help.`,
};

describe('mail without SMTP (the outbox)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'showfolio-outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes a standard .eml and prints each link whole, once, on a line of its own', async () => {
    const printed: string[] = [];
    const mailer = createMailer({ from: 'Showfolio <no-reply@showfolio.test>', outboxDir: dir, logger, print: (line) => printed.push(line) });
    await mailer.send(mail);

    const [file] = await readdir(dir);
    expect(file).toMatch(/\.eml$/);
    const raw = await readFile(join(dir, file!), 'utf8');
    expect(raw).not.toContain(link); // folded by quoted-printable: why the link is printed as well
    expect(parseMessage(raw).text).toContain(link);

    const lines = printed.join('\n').split('\n');
    expect(lines[0]).toBe(`Mail to ada@example.com: Verify your Showfolio e-mail address (${join(dir, file!)})`);
    expect(lines.slice(1)).toEqual([`  ${link}`, '  https://showfolio.example/help']);
    expect(mailer.outboxDir).toBe(dir);
  });

  it('names the outbox in the start banner', () => {
    expect(mailBanner('/srv/showfolio/data/outbox')).toBe(
      'No SMTP_URL set: e-mails (sign-up links, password resets) are written to /srv/showfolio/data/outbox as .eml files, and their links are printed here.',
    );
    expect(mailBanner(null)).toBeNull();
  });

  it('finds no links in a text without any', () => {
    expect(linksIn('Thanks for your message. We read every one.')).toEqual([]);
  });
});

describe('mail by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('delivers to the server and prints nothing, writes no outbox and names none', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'showfolio-outbox-'));
    try {
      const printed: string[] = [];
      const mailer = createMailer({ smtpUrl: smtp.url, from: 'no-reply@showfolio.test', outboxDir: dir, logger, print: (line) => printed.push(line) });
      await mailer.send(mail);
      expect(parseMessage(smtp.received.at(-1)!).text).toContain(link);
      expect(printed).toEqual([]);
      expect(await readdir(dir)).toEqual([]);
      expect(mailer.outboxDir).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
