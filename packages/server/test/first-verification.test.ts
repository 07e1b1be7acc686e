import { eq } from 'drizzle-orm';
import { accountMessages } from '@showfolio/portfolio-schema';
import { sha256 } from '../src/auth/tokens';
import { emailChangeTokens, users } from '../src/db/schema';
import { databaseLabel, newAccount, startTestServer, type TestServer } from './harness';
import { parseMessage, resetTokenFrom, verificationToken, waitForOutbox } from './mail';
import { startGoogleKeys } from './support/google';

const confirmTokenFrom = (text: string) => /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
const deviceCookieOf = (res: Response) => /^(showfolio_device=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

/**
 * Issue 30, items 1 and 2: someone registers an address they do not own (it stays unverified) and
 * plants a second way in before its owner arrives. Whatever verifies the address first must leave
 * the owner the only one holding the account.
 */
describe(`an address verified for the first time (${databaseLabel})`, () => {
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  let t: TestServer;
  beforeAll(async () => {
    google = await startGoogleKeys();
    // The chains run over a real loopback HTTP connection, as an attacker's and a victim's browsers would.
    t = await startTestServer({ env: google.env, listen: true });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const post = (path: string, json: unknown, init: { token?: string; cookie?: string } = {}) =>
    t.request(`/api/auth${path}`, { method: 'POST', json, token: init.token, headers: init.cookie ? { cookie: init.cookie } : {} });
  const googleSignin = async (sub: string, email: string) => post('/google/signin', { credential: await google.credential(sub, email) });
  const accessToken = async (res: Response) => ((await res.json()) as { access_token: string }).access_token;
  const profileOf = async (token: string) =>
    (await (await t.request('/api/auth/profile', { token })).json()) as { id: string; email: string; googleLinked: boolean; emailVerified: boolean };
  const userRow = async (email: string) => (await t.server.db.select().from(users).where(eq(users.emailKey, email.toLowerCase())))[0];

  /** The attacker signs up with the victim's address (which they cannot verify) and signs in. */
  async function squat(tag: string) {
    const attacker = { ...newAccount(tag), email: `${tag}.victim.${Date.now()}@gmail.com` };
    expect((await post('/signup', attacker)).status).toBe(201);
    await verificationToken(t.dataDir, attacker.email);
    const signin = await post('/signin', { email: attacker.email, password: attacker.password });
    expect(signin.status).toBe(200);
    return { attacker, token: await accessToken(signin), device: deviceCookieOf(signin)! };
  }

  /** The newest mail to `to` whose text `pick` finds something in, waiting for it. */
  async function linkMailedTo(to: string, pick: (text: string) => string | undefined) {
    for (let i = 0; i < 100; i++) {
      const found = (await waitForOutbox(t.dataDir, 0)).map(parseMessage).reverse().find((mail) => mail.headers.to === to && pick(mail.text));
      if (found) return decodeURIComponent(pick(found.text)!);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no link mailed to ${to}`);
  }

  // issue 30 item 1: failed before: change-email answered 200 for the unverified squatter, and its
  // link still confirmed (200) after the owner had taken the account over with Google.
  it('item 1: an unverified account cannot ask for an e-mail change, so no link outlives the owner taking it over with Google', async () => {
    const { attacker, token } = await squat('chain1');
    const attackerAddress = `attacker.${Date.now()}@evil.test`;
    const asked = await post('/change-email', { password: attacker.password, newEmail: attackerAddress }, { token });
    expect(asked.status).toBe(403);
    expect(await asked.json()).toEqual({ message: accountMessages.emailChangeNeedsVerifiedAddress });
    expect((await t.server.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.newEmail, attackerAddress))).length).toBe(0);

    // The owner signs in with Google, which takes the unverified account over.
    const owner = await googleSignin('g-chain1-owner', attacker.email);
    expect(owner.status).toBe(200);
    const ownerToken = await accessToken(owner);
    expect(await profileOf(ownerToken)).toMatchObject({ email: attacker.email, emailVerified: true, googleLinked: true });
    // The attacker's address never receives a way in.
    expect((await post('/forgot-password', { email: attackerAddress })).status).toBe(200);
    expect((await userRow(attackerAddress))).toBeUndefined();
    expect((await t.request('/api/auth/profile', { token })).status).toBe(401);
  });

  // issue 30 item 1, with a link mailed before this release (the old code let unverified accounts ask).
  it('item 1: a pending e-mail change from before the takeover no longer confirms after it', async () => {
    const { attacker } = await squat('chain1old');
    const account = (await userRow(attacker.email))!;
    const attackerAddress = `attacker.old.${Date.now()}@evil.test`;
    const secret = `legacy-${Date.now()}-link`;
    await t.server.db.insert(emailChangeTokens).values({
      userId: account.id,
      newEmail: attackerAddress,
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await googleSignin('g-chain1old-owner', attacker.email)).status).toBe(200);
    const confirmed = await post('/confirm-email', { token: secret });
    expect(confirmed.status).toBe(400);
    expect(await confirmed.json()).toEqual({ message: accountMessages.emailLinkInvalid });
    expect((await userRow(attacker.email))?.id).toBe(account.id);
  });

  // issue 30 item 1: and a link that confirms an unverified account's change is refused even when
  // nobody verified the address in between (it was asked for before the rule existed).
  it('item 1: a change asked for while unverified does not confirm later', async () => {
    const { attacker } = await squat('chain1late');
    const account = (await userRow(attacker.email))!;
    const secret = `legacy-late-${Date.now()}`;
    await t.server.db.insert(emailChangeTokens).values({
      userId: account.id,
      newEmail: `late.${Date.now()}@evil.test`,
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await post('/confirm-email', { token: secret })).status).toBe(400);
    expect((await userRow(attacker.email))?.email).toBe(attacker.email);
  });

  // issue 30 item 2: failed before: the squatter linked their own Google account (200); the owner's
  // Google sign-in got 409; after the owner's password reset the squatter's Google still signed in.
  it("item 2: an unverified account cannot link another address's Google account, so the owner's Google sign-in takes it over", async () => {
    const { attacker, token } = await squat('chain2');
    const linked = await post('/google/link', { credential: await google.credential('g-chain2-attacker', 'chain2.attacker@gmail.com') }, { token });
    expect(linked.status).toBe(403);
    expect(await linked.json()).toEqual({ message: accountMessages.googleLinkNeedsVerifiedAddress });
    expect((await userRow(attacker.email))?.googleId).toBeNull();

    const owner = await googleSignin('g-chain2-owner', attacker.email);
    expect(owner.status).toBe(200);
    const ownerId = (await profileOf(await accessToken(owner))).id;
    const attackersGoogle = await googleSignin('g-chain2-attacker', 'chain2.attacker@gmail.com');
    expect(attackersGoogle.status).toBe(200);
    expect((await profileOf(await accessToken(attackersGoogle))).id).not.toBe(ownerId);
  });

  // issue 30 item 2, with a Google link made before this release: the owner's password reset drops it.
  it("item 2: a foreign Google link from before is dropped by the owner's password reset, with the squatter's sessions and device cookie", async () => {
    const { attacker, token } = await squat('chain2old');
    // What the old code allowed: the squatter's own Google account linked to the unverified account.
    await t.server.db.update(users).set({ googleId: 'g-chain2old-attacker' }).where(eq(users.emailKey, attacker.email.toLowerCase()));
    const before = (await userRow(attacker.email))!;

    expect((await post('/forgot-password', { email: attacker.email })).status).toBe(200);
    const resetToken = await linkMailedTo(attacker.email, resetTokenFrom);
    expect((await post('/reset-password', { token: resetToken, newPassword: 'Owners-own-1' })).status).toBe(200);

    const after = (await userRow(attacker.email))!;
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(after.googleId).toBeNull();
    expect(after.deviceGeneration).toBeGreaterThan(before.deviceGeneration);
    expect((await t.request('/api/auth/profile', { token })).status).toBe(401);
    const attackersGoogle = await googleSignin('g-chain2old-attacker', 'chain2old.attacker@gmail.com');
    expect(attackersGoogle.status).toBe(200);
    expect((await profileOf(await accessToken(attackersGoogle))).id).not.toBe(after.id);
  });

  // issue 30 item 2, legacy link again: Google sign-in with the account's own address takes it over
  // (failed before: 409 "This email is already linked to a different Google account").
  it('item 2: the owner signing in with Google replaces a foreign Google link on an unverified account', async () => {
    const { attacker } = await squat('chain2g');
    await t.server.db.update(users).set({ googleId: 'g-chain2g-attacker' }).where(eq(users.emailKey, attacker.email.toLowerCase()));
    const owner = await googleSignin('g-chain2g-owner', attacker.email);
    expect(owner.status).toBe(200);
    expect((await userRow(attacker.email))?.googleId).toBe('g-chain2g-owner');
    const attackersGoogle = await googleSignin('g-chain2g-attacker', 'chain2g.attacker@gmail.com');
    expect((await profileOf(await accessToken(attackersGoogle))).id).not.toBe((await userRow(attacker.email))?.id);
  });

  // issue 30 items 1 and 2 on the sign-up link: it confirms the sign-up as it stands (password,
  // sessions), and drops what an unverified account may no longer hold (state the old code allowed).
  it('the sign-up verification link keeps the sign-up password and sessions, and drops a foreign Google link and pending changes', async () => {
    const account = newAccount('verifier');
    expect((await post('/signup', account)).status).toBe(201);
    const link = await verificationToken(t.dataDir, account.email);
    const laptop = await accessToken(await post('/signin', { email: account.email, password: account.password }));
    const row = (await userRow(account.email))!;
    await t.server.db.update(users).set({ googleId: 'g-verifier-foreign' }).where(eq(users.id, row.id));
    const pending = `pending-${Date.now()}`;
    await t.server.db
      .insert(emailChangeTokens)
      .values({ userId: row.id, newEmail: `elsewhere.${account.email}`, tokenHash: sha256(pending), expiresAt: new Date(Date.now() + 3600_000) });

    expect((await post('/verify-email', { token: link })).status).toBe(200);
    expect(await profileOf(laptop)).toMatchObject({ emailVerified: true, googleLinked: false });
    expect((await post('/confirm-email', { token: pending })).status).toBe(400);
    expect((await post('/signin', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('linking a Google account with the same address verifies it and keeps the calling session', async () => {
    const { attacker: account, token } = await squat('samelink');
    const other = await accessToken(await post('/signin', { email: account.email, password: account.password }));
    const linked = await post('/google/link', { credential: await google.credential('g-samelink', account.email) }, { token });
    expect(linked.status).toBe(200);
    expect(await profileOf(token)).toMatchObject({ emailVerified: true, googleLinked: true });
    expect((await t.request('/api/auth/profile', { token: other })).status).toBe(401);
  });

  it('keeps what a verified account holds when nothing is verified for the first time', async () => {
    const account = newAccount('settled');
    expect((await post('/signup', account)).status).toBe(201);
    const link = await verificationToken(t.dataDir, account.email);
    expect((await post('/verify-email', { token: link })).status).toBe(200);
    const token = await accessToken(await post('/signin', { email: account.email, password: account.password }));
    const newEmail = `moved.${account.email}`;
    expect((await post('/change-email', { password: account.password, newEmail }, { token })).status).toBe(200);
    const secret = await linkMailedTo(newEmail, confirmTokenFrom);
    expect((await post('/confirm-email', { token: secret })).status).toBe(200);
    expect((await t.request('/api/auth/profile', { token })).status).toBe(200);
  });
});
