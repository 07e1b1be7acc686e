import { eq } from 'drizzle-orm';
import { accountMessages } from '@showfolio/portfolio-schema';
import { users } from '../src/db/schema';
import { databaseLabel, signedInUser, startTestServer, verifyEmail, type TestServer } from './harness';
import { startGoogleKeys } from './support/google';

type Profile = { id: string; googleLinked?: boolean; hasPassword?: boolean; emailVerified?: boolean };

describe(`linking and unlinking Google in Settings (${databaseLabel})`, () => {
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  let t: TestServer;
  beforeAll(async () => {
    google = await startGoogleKeys();
    t = await startTestServer({ env: google.env });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const link = async (token: string, sub: string, email: string) =>
    t.request('/api/auth/google/link', { method: 'POST', token, json: { credential: await google.credential(sub, email) } });
  const unlink = (token: string) => t.request('/api/auth/google/unlink', { method: 'POST', token });
  const profileOf = async (token: string) => (await (await t.request('/api/auth/profile', { token })).json()) as Profile;
  const googleSignin = async (sub: string, email: string) =>
    t.request('/api/auth/google/signin', { method: 'POST', json: { credential: await google.credential(sub, email) } });

  it('links a Google account to a password account, which then signs in with either', async () => {
    const { account, token } = await signedInUser(t, 'linker');
    const res = await link(token, 'g-linker', 'someone.else@gmail.com');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; profile: Profile };
    expect(body.message).toBe(accountMessages.googleLinked);
    expect(body.profile).toMatchObject({ googleLinked: true, hasPassword: true });
    expect(await profileOf(token)).toMatchObject({ googleLinked: true });

    const viaGoogle = await googleSignin('g-linker', 'someone.else@gmail.com');
    expect(viaGoogle.status).toBe(200);
    const { access_token } = (await viaGoogle.json()) as { access_token: string };
    expect((await profileOf(access_token)).id).toBe(body.profile.id);
    expect((await t.request('/api/auth/signin', { method: 'POST', json: { email: account.email, password: account.password } })).status).toBe(200);
  });

  it('verifies the address when Google vouches for the same one', async () => {
    const { account, token } = await signedInUser(t, 'samemail', { verified: false });
    expect((await link(token, 'g-samemail', account.email.toUpperCase())).status).toBe(200);
    expect(await profileOf(token)).toMatchObject({ googleLinked: true, emailVerified: true });
  });

  // issue 30 item 2: before verification an account holds no other way in.
  it('refuses with 403 a Google account of another address while the address is unverified, and links it once verified', async () => {
    const { account, token } = await signedInUser(t, 'othermail', { verified: false });
    const refused = await link(token, 'g-othermail', 'other@gmail.com');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: accountMessages.googleLinkNeedsVerifiedAddress });
    expect(await profileOf(token)).toMatchObject({ googleLinked: false, emailVerified: false });
    await verifyEmail(t, account.email);
    expect((await link(token, 'g-othermail', 'other@gmail.com')).status).toBe(200);
    expect(await profileOf(token)).toMatchObject({ googleLinked: true, emailVerified: true });
  });

  it('refuses with 409 a Google account linked to another account, changing neither', async () => {
    const holder = await signedInUser(t, 'holder');
    expect((await link(holder.token, 'g-held', 'held@gmail.com')).status).toBe(200);
    const other = await signedInUser(t, 'grabber');
    const res = await link(other.token, 'g-held', 'held@gmail.com');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: accountMessages.googleHeldByAnother });
    expect(await profileOf(other.token)).toMatchObject({ googleLinked: false });
    const [row] = await t.server.db.select({ googleId: users.googleId }).from(users).where(eq(users.id, (await profileOf(holder.token)).id));
    expect(row?.googleId).toBe('g-held');
  });

  it('refuses a second Google account while one is linked, and says so', async () => {
    const { token } = await signedInUser(t, 'twice');
    expect((await link(token, 'g-first', 'first@gmail.com')).status).toBe(200);
    expect((await link(token, 'g-first', 'first@gmail.com')).status).toBe(200);
    const res = await link(token, 'g-second', 'second@gmail.com');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: accountMessages.googleAlreadyLinked });
  });

  it('refuses a credential Google did not sign with 400, keeping the session', async () => {
    const { token } = await signedInUser(t, 'forged');
    const res = await t.request('/api/auth/google/link', { method: 'POST', token, json: { credential: 'not.a.jwt' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Google sign-in failed: the Google credential could not be verified' });
    expect(await profileOf(token)).toMatchObject({ googleLinked: false });
    expect((await t.request('/api/auth/google/link', { method: 'POST', token, json: {} })).status).toBe(400);
  });

  it('asks to be signed in', async () => {
    expect((await t.request('/api/auth/google/link', { method: 'POST', json: { credential: await google.credential('g-x', 'x@gmail.com') } })).status).toBe(401);
    expect((await t.request('/api/auth/google/unlink', { method: 'POST' })).status).toBe(401);
  });

  it('unlinks Google from an account with a password; Google then signs in to a new account', async () => {
    const { account, token } = await signedInUser(t, 'unlinker');
    expect((await link(token, 'g-unlinker', 'unlinker@gmail.com')).status).toBe(200);
    const res = await unlink(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: accountMessages.googleUnlinked, profile: { googleLinked: false } });
    expect((await t.request('/api/auth/signin', { method: 'POST', json: { email: account.email, password: account.password } })).status).toBe(200);
    const viaGoogle = (await (await googleSignin('g-unlinker', 'unlinker@gmail.com')).json()) as { access_token: string };
    expect((await profileOf(viaGoogle.access_token)).id).not.toBe((await profileOf(token)).id);

    const again = await unlink(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: accountMessages.googleNotLinked });
  });

  it('refuses to unlink Google from an account without a password, which keeps it', async () => {
    const signin = await googleSignin('g-only', 'only.google@example.com');
    const { access_token: token } = (await signin.json()) as { access_token: string };
    const res = await unlink(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: accountMessages.googleUnlinkNeedsPassword });
    expect(await profileOf(token)).toMatchObject({ googleLinked: true, hasPassword: false });
  });
});

describe(`linking Google without GOOGLE_CLIENT_ID (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('answers 503 with a message', async () => {
    const { token } = await signedInUser(t, 'nogoogle');
    const res = await t.request('/api/auth/google/link', { method: 'POST', token, json: { credential: 'x' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Google sign-in is not available on this server' });
  });
});
