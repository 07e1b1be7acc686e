import { and, eq, sql } from 'drizzle-orm';
import { accountMessages } from '@showfolio/portfolio-schema';
import { defaultRateLimits } from '../src/config';
import { emailChangeTokens, users } from '../src/db/schema';
import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';
import { outboxFiles, parseMessage, waitForOutbox } from './mail';

const confirmTokenFrom = (text: string) => /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];

const changeEmail = (t: TestServer, token: string, json: unknown) => t.request('/api/auth/change-email', { method: 'POST', token, json });
const confirm = (t: TestServer, token: string) => t.request('/api/auth/confirm-email', { method: 'POST', json: { token } });
const emailOf = async (t: TestServer, token: string) => ((await (await t.request('/api/auth/profile', { token })).json()) as { email: string }).email;

/** The mails sent to `to` so far, newest last. */
async function mailsTo(t: TestServer, to: string, atLeast = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = (await waitForOutbox(t.dataDir, 0)).map(parseMessage).filter((mail) => mail.headers.to === to);
    if (mails.length >= atLeast) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}

describe(`changing the e-mail address (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('mails a link to the new address and a notice to the old one, and changes only when the link is opened, once', async () => {
    const { account, token } = await signedInUser(t, 'mover');
    const newEmail = `New.${account.email}`;
    const res = await changeEmail(t, token, { password: account.password, newEmail });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: accountMessages.emailChangeSent(newEmail) });
    expect(await emailOf(t, token)).toBe(account.email);

    const [link] = await mailsTo(t, newEmail);
    // The first mail to the old address was sign-up's verification link.
    const [notice] = (await mailsTo(t, account.email, 2)).filter((mail) => !mail.text.includes('/verify-email?token='));
    expect(link!.headers.subject).toBe('Confirm your new Showfolio e-mail address');
    expect(notice!.headers.subject).toBe('Your Showfolio e-mail address is about to change');
    expect(notice!.text).toContain(newEmail);
    const secret = decodeURIComponent(confirmTokenFrom(link!.text)!);
    // Hashed at rest: the token itself is nowhere in the database.
    const [row] = await t.server.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.newEmail, newEmail));
    expect(row!.tokenHash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(24 * 3600 * 1000, -4);

    const opened = await confirm(t, secret);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ message: accountMessages.emailChanged(newEmail), email: newEmail });
    expect(await emailOf(t, token)).toBe(newEmail);
    expect((await t.request('/api/auth/signin', { method: 'POST', json: { email: newEmail, password: account.password } })).status).toBe(200);
    expect((await t.request('/api/auth/signin', { method: 'POST', json: { email: account.email, password: account.password } })).status).toBe(401);

    const reused = await confirm(t, secret);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: accountMessages.emailLinkInvalid });
  });

  it('refuses an expired link, an earlier link after a newer request, and a made-up one', async () => {
    const { account, token } = await signedInUser(t, 'expiry');
    await changeEmail(t, token, { password: account.password, newEmail: `first.${account.email}` });
    const [first] = await mailsTo(t, `first.${account.email}`);
    await changeEmail(t, token, { password: account.password, newEmail: `second.${account.email}` });
    const [second] = await mailsTo(t, `second.${account.email}`);
    expect((await confirm(t, decodeURIComponent(confirmTokenFrom(first!.text)!))).status).toBe(400);
    await t.server.db
      .update(emailChangeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeTokens.newEmail, `second.${account.email}`));
    expect((await confirm(t, decodeURIComponent(confirmTokenFrom(second!.text)!))).status).toBe(400);
    for (const bad of ['made-up-token', '', 'x'.repeat(600)]) expect((await confirm(t, bad)).status).toBe(400);
    expect(await emailOf(t, token)).toBe(account.email);
  });

  it('refuses a wrong password, the same or a taken address, and bad input, changing nothing', async () => {
    const { account, token } = await signedInUser(t, 'refused');
    const other = await signedInUser(t, 'taken');
    const before = (await outboxFiles(t.dataDir)).length;
    const cases: Array<[unknown, number, string?]> = [
      [{ password: 'Wrong-password1', newEmail: `x.${account.email}` }, 400, accountMessages.currentPasswordWrong],
      [{ password: account.password, newEmail: account.email.toUpperCase() }, 400, accountMessages.emailUnchanged],
      [{ password: account.password, newEmail: other.account.email }, 409, 'An account with this email already exists'],
      [{ password: account.password, newEmail: 'not-an-email' }, 400, 'Please enter a valid email address'],
      [{ newEmail: `y.${account.email}` }, 400],
      [{ password: account.password, newEmail: 42 }, 400],
    ];
    for (const [body, status, message] of cases) {
      const res = await changeEmail(t, token, body);
      expect(res.status).toBe(status);
      if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect((await changeEmail(t, 'not-a-token', { password: account.password, newEmail: `z.${account.email}` })).status).toBe(401);
    expect(
      await t.server.db
        .select()
        .from(emailChangeTokens)
        .innerJoin(users, eq(users.id, emailChangeTokens.userId))
        .where(and(eq(users.emailKey, account.email.toLowerCase()), eq(emailChangeTokens.purpose, 'change'))),
    ).toEqual([]);
    expect((await outboxFiles(t.dataDir)).length).toBe(before);
  });

  it("a password change voids a pending change, and one account's link never changes another", async () => {
    const { account, token } = await signedInUser(t, 'voided');
    await changeEmail(t, token, { password: account.password, newEmail: `v.${account.email}` });
    const [link] = await mailsTo(t, `v.${account.email}`);
    const changed = await t.request('/api/auth/change-password', { method: 'POST', token, json: { currentPassword: account.password, newPassword: 'Another-Secret9' } });
    expect(changed.status).toBe(200);
    expect((await confirm(t, decodeURIComponent(confirmTokenFrom(link!.text)!))).status).toBe(400);
    expect(await emailOf(t, token)).toBe(account.email);
  });
});

describe(`e-mail change limits (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { rateLimits: { ...relaxedRateLimits, signinAccountIp: defaultRateLimits.signinAccountIp } } });
  });
  afterAll(() => t?.close());

  it('counts wrong passwords as failed sign-ins and answers 429 at the limit', async () => {
    const { account, token } = await signedInUser(t, 'limited');
    for (let i = 0; i < defaultRateLimits.signinAccountIp.points; i++)
      expect((await changeEmail(t, token, { password: `Wrong-${i}-pass`, newEmail: `n.${account.email}` })).status).toBe(400);
    expect((await changeEmail(t, token, { password: account.password, newEmail: `n.${account.email}` })).status).toBe(429);
  });
});
