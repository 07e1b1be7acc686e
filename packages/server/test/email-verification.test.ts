import { and, eq } from 'drizzle-orm';
import { accountMessages } from '@showfolio/portfolio-schema';
import { defaultRateLimits } from '../src/config';
import { deployments, emailChangeTokens, users } from '../src/db/schema';
import { sha256 } from '../src/auth/tokens';
import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';
import { outboxFiles, parseMessage, verificationToken, waitForOutbox } from './mail';

const verify = (t: TestServer, token: unknown) => t.request('/api/auth/verify-email', { method: 'POST', json: { token } });
const resend = (t: TestServer, token: string) => t.request('/api/auth/resend-verification', { method: 'POST', token });
const profileOf = async (t: TestServer, token: string) =>
  (await (await t.request('/api/auth/profile', { token })).json()) as { id: string; email: string; emailVerified?: boolean };
const deploy = (t: TestServer, token: string, subdomain: string) =>
  t.request('/api/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'light-portfolio-v1', subdomain } });

/** The verification mails sent to `to` so far, oldest first. */
async function verificationMailsTo(t: TestServer, to: string, atLeast = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = (await waitForOutbox(t.dataDir, 0))
      .map(parseMessage)
      .filter((mail) => mail.headers.to === to && mail.headers.subject === 'Verify your Showfolio e-mail address');
    if (mails.length >= atLeast) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification mail to ${to}`);
}

describe(`e-mail verification (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('mails a new account a link valid for 24 hours, stored only as its hash', async () => {
    const { account, token } = await signedInUser(t, 'welcome', { verified: false });
    const [mail] = await verificationMailsTo(t, account.email);
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
    expect(mail?.text).toContain('within 24 hours');
    expect(await profileOf(t, token)).toMatchObject({ emailVerified: false });

    const link = await verificationToken(t.dataDir, account.email);
    const { id } = await profileOf(t, token);
    const [row] = await t.server.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, id));
    expect(row).toMatchObject({ purpose: 'verify', newEmail: account.email, tokenHash: sha256(link), usedAt: null });
    expect(JSON.stringify(row)).not.toContain(link);
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('verifies the account once: the same link a second time says the address is verified and changes nothing', async () => {
    const { account, token } = await signedInUser(t, 'once', { verified: false });
    const link = await verificationToken(t.dataDir, account.email);
    const first = await verify(t, link);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: accountMessages.emailVerified, email: account.email });
    expect(await profileOf(t, token)).toMatchObject({ emailVerified: true });
    const [{ verifiedAt } = { verifiedAt: null }] = await t.server.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.emailKey, account.email.toLowerCase()));

    // issue 34: "Resend" would be the wrong advice for an address that is verified already.
    const again = await verify(t, link);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: accountMessages.verifyLinkAlreadyVerified, email: account.email });
    const [after] = await t.server.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.emailKey, account.email.toLowerCase()));
    expect(after?.verifiedAt).toEqual(verifiedAt);
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['empty', ''],
    ['not text', 42],
    ['too long', 'x'.repeat(600)],
  ])('refuses a %s token with 400 and the link message', async (_label, token) => {
    const res = await verify(t, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: accountMessages.verifyLinkInvalid });
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { account, token } = await signedInUser(t, 'late', { verified: false });
    const link = await verificationToken(t.dataDir, account.email);
    await t.server.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.tokenHash, sha256(link)));
    expect((await verify(t, link)).status).toBe(400);
    expect(await profileOf(t, token)).toMatchObject({ emailVerified: false });
  });

  it('does not let an e-mail change link verify, nor a verification link change the address', async () => {
    const { account, token } = await signedInUser(t, 'mixed', { verified: false });
    const link = await verificationToken(t.dataDir, account.email);
    const asChange = await t.request('/api/auth/confirm-email', { method: 'POST', json: { token: link } });
    expect(asChange.status).toBe(400);
    expect(await profileOf(t, token)).toMatchObject({ email: account.email, emailVerified: false });
    // The link still works for what it was sent for.
    expect((await verify(t, link)).status).toBe(200);
  });

  it('spends a link mailed to an address the account no longer has', async () => {
    const { account, token } = await signedInUser(t, 'moved', { verified: false });
    const link = await verificationToken(t.dataDir, account.email);
    const { id } = await profileOf(t, token);
    // The address changed meanwhile (as a confirmed change would, which also verifies the new one).
    await t.server.db.update(users).set({ email: `other.${account.email}`, emailKey: `other.${account.email}`.toLowerCase() }).where(eq(users.id, id));
    expect((await verify(t, link)).status).toBe(400);
    expect(await profileOf(t, token)).toMatchObject({ emailVerified: false });
  });

  it('refuses a used link of an address the account has changed (and verified) since', async () => {
    const { account, token } = await signedInUser(t, 'moved-on', { verified: false });
    const link = await verificationToken(t.dataDir, account.email);
    expect((await verify(t, link)).status).toBe(200);
    const { id } = await profileOf(t, token);
    await t.server.db.update(users).set({ email: `later.${account.email}`, emailKey: `later.${account.email}`.toLowerCase() }).where(eq(users.id, id));
    const again = await verify(t, link);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: accountMessages.verifyLinkInvalid });
  });

  it('resends a new link that voids the older one, and refuses once verified', async () => {
    const { account, token } = await signedInUser(t, 'resend', { verified: false });
    const first = await verificationToken(t.dataDir, account.email);
    const res = await resend(t, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: accountMessages.verificationSent(account.email) });
    const second = await verificationToken(t.dataDir, account.email, [first]);
    expect(second).not.toBe(first);
    expect((await verify(t, first)).status).toBe(400);
    expect((await verify(t, second)).status).toBe(200);
    // The replaced link, opened after the newer one verified the address, says so too.
    const replaced = await verify(t, first);
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toEqual({ message: accountMessages.verifyLinkAlreadyVerified, email: account.email });

    const before = (await outboxFiles(t.dataDir)).length;
    const done = await resend(t, token);
    expect(done.status).toBe(409);
    expect(await done.json()).toEqual({ message: accountMessages.alreadyVerified });
    await t.server.settled();
    expect((await outboxFiles(t.dataDir)).length).toBe(before);
  });

  it('asks to be signed in to resend', async () => {
    expect((await t.request('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401);
  });

  it('refuses to publish an unverified account with 403, storing nothing, and publishes once verified', async () => {
    const { account, token } = await signedInUser(t, 'publish', { verified: false });
    const { id } = await profileOf(t, token);
    expect((await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Not verified yet' } })).status).toBe(201);
    // Building and previewing work before verifying.
    const preview = await t.request('/api/templates/preview/light-portfolio-v1', { method: 'POST', token });
    expect(preview.status).toBe(200);

    const subdomain = `verify-${id.slice(0, 8)}`;
    const refused = await deploy(t, token, subdomain);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: accountMessages.verifyBeforePublishing });
    expect(await t.server.db.select().from(deployments).where(eq(deployments.userId, id))).toEqual([]);
    expect((await t.request(`/api/templates/portfolio/${subdomain}`)).status).toBe(404);

    expect((await verify(t, await verificationToken(t.dataDir, account.email))).status).toBe(200);
    const published = await deploy(t, token, subdomain);
    expect(published.status).toBe(201);
    expect(await t.server.db.select({ subdomain: deployments.subdomain }).from(deployments).where(and(eq(deployments.userId, id), eq(deployments.isActive, true)))).toEqual([{ subdomain }]);
  });

  // issue 30 item 1: a pending change would outlive whoever verifies the address first.
  it('refuses an e-mail change with 403 until the address is verified, storing no link', async () => {
    const { account, token } = await signedInUser(t, 'changer', { verified: false });
    const newEmail = `new.${account.email}`;
    const refused = await t.request('/api/auth/change-email', { method: 'POST', token, json: { password: account.password, newEmail } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: accountMessages.emailChangeNeedsVerifiedAddress });
    expect(await t.server.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.newEmail, newEmail))).toEqual([]);
    expect(await profileOf(t, token)).toMatchObject({ email: account.email, emailVerified: false });
  });
});

describe(`resending the verification e-mail is rate limited (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: { rateLimits: { ...relaxedRateLimits, verifyResendUser: { ...defaultRateLimits.verifyResendUser, points: 2 } } },
    });
  });
  afterAll(() => t?.close());

  it('answers 429 with when to try again, and mails nothing more', async () => {
    const { account, token } = await signedInUser(t, 'flood', { verified: false });
    expect((await resend(t, token)).status).toBe(200);
    expect((await resend(t, token)).status).toBe(200);
    await verificationMailsTo(t, account.email, 3);
    const limited = await resend(t, token);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    await t.server.settled();
    expect(await verificationMailsTo(t, account.email)).toHaveLength(3);
    // Another account has a budget of its own.
    const other = await signedInUser(t, 'calm', { verified: false });
    expect((await resend(t, other.token)).status).toBe(200);
  });

});
