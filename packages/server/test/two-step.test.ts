import { eq, sql } from 'drizzle-orm';
import { TOTP, Secret } from 'otpauth';
import { twoStepMessages, type AccountSession, type PasskeySummary, type TwoStepStatus } from '@showfolio/portfolio-schema';
import { defaultRateLimits } from '../src/config';
import { passkeys, pendingSignIns, recoveryCodes, sessions, twoStepSecrets, users, webauthnChallenges } from '../src/db/schema';
import { createMailer } from '../src/services/mailer';
import { clearTwoStep } from '../src/operator/clear-two-step';
import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';
import { parseMessage, resetTokenFrom, waitForOutbox } from './mail';
import { SoftAuthenticator } from './support/soft-authenticator';
import { unzip } from './support/zip';

type Json = Record<string, unknown>;
const json = async <T = Json>(res: Response) => (await res.json()) as T;
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);

/** Codes from the app, as the person's phone computes them: each time step once, never an older one. */
class Phone {
  private lastStep = 0;
  constructor(private readonly secret: string) {}
  private totp() {
    return new TOTP({ secret: Secret.fromBase32(this.secret), digits: 6, period: 30, algorithm: 'SHA1' });
  }
  /** A code for a time step not used yet (the previous, current or next one), waiting if all three are spent. */
  async code(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const current = this.totp().counter({ timestamp: now });
      const step = Math.max(this.lastStep + 1, current - 1);
      if (step <= current + 1) {
        this.lastStep = step;
        return this.totp().generate({ timestamp: step * 30_000 + 1000 });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  /** The current code, as shown, without marking it used (for requests refused before any code is read). */
  peek(): string {
    return this.totp().generate({ timestamp: Date.now() });
  }
  /** A code that is wrong for this secret. */
  wrong(): string {
    const right = new Set([-1, 0, 1].map((d) => this.totp().generate({ timestamp: Date.now() + d * 30_000 })));
    for (let n = 0; ; n++) {
      const guess = String(n).padStart(6, '0');
      if (!right.has(guess)) return guess;
    }
  }
}

/** The newest mail to `to` with this subject, waiting for it (mail is written in the background). */
async function mailTo(t: TestServer, to: string, subject: string) {
  for (let i = 0; i < 200; i++) {
    const found = (await waitForOutbox(t.dataDir, 0)).map(parseMessage).filter((m) => m.headers.to?.includes(to) && m.headers.subject === subject);
    if (found.length > 0) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

async function turnOnTwoStep(t: TestServer, token: string) {
  const setup = await t.request('/api/auth/two-step/setup', { method: 'POST', token });
  expect(setup.status).toBe(200);
  const { secret } = await json<{ secret: string }>(setup);
  const phone = new Phone(secret);
  const enabled = await t.request('/api/auth/two-step/enable', { method: 'POST', token, json: { code: await phone.code() } });
  expect(enabled.status).toBe(200);
  const { recoveryCodes: codes } = await json<{ recoveryCodes: string[] }>(enabled);
  return { phone, codes, secret };
}

const signIn = (t: TestServer, account: { email: string; password: string }, headers: Record<string, string> = {}) =>
  t.request('/api/auth/signin', { method: 'POST', json: { email: account.email, password: account.password }, headers });

const verifyCode = (t: TestServer, cookie: string | undefined, code: string, headers: Record<string, string> = {}) =>
  t.request('/api/auth/two-step/verify', { method: 'POST', json: { code }, headers: { ...(cookie ? { cookie } : {}), ...headers } });

const staleProof = (t: TestServer, token: string) => {
  const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  return t.server.db.update(sessions).set({ provedAt: sql`now() - interval '11 minutes'` }).where(eq(sessions.id, sessionId));
};

const sessionsOf = async (t: TestServer, token: string) =>
  (await json<{ sessions: AccountSession[] }>(await t.request('/api/auth/sessions', { token }))).sessions;

async function addPasskey(t: TestServer, token: string, authenticator = new SoftAuthenticator(), name?: string) {
  const options = await json<{ challenge: string }>(await t.request('/api/auth/passkeys/register/options', { method: 'POST', token }));
  const res = await t.request('/api/auth/passkeys/register/verify', {
    method: 'POST',
    token,
    json: { response: authenticator.register(options), ...(name ? { name } : {}) },
  });
  return { res, authenticator };
}

/** Asks for sign-in options as a browser (its WebAuthn cookie comes back with them). */
async function passkeySignInOptions(t: TestServer, cookie?: string) {
  const res = await t.request('/api/auth/passkeys/signin/options', { method: 'POST', headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return { options: await json<{ challenge: string; allowCredentials: unknown[]; userVerification: string }>(res), cookie: cookie ?? cookieOf(res, 'showfolio_webauthn')! };
}

// A test may wait up to a 30-second time step for a code the phone has not shown yet.
vi.setConfig({ testTimeout: 120_000 });

describe(`two-step sign-in with an authenticator app (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('sets up with a QR code (SVG) and the secret, confirms with a first code, and shows 10 recovery codes once', async () => {
    const { account, token } = await signedInUser(t, 'totpsetup');
    const before = await json<TwoStepStatus>(await t.request('/api/auth/two-step', { token }));
    expect(before).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await json<{ secret: string; uri: string; qrSvg: string }>(await t.request('/api/auth/two-step/setup', { method: 'POST', token }));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Showfolio:/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*>/);
    expect(setup.qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    // Stored encrypted: the secret itself is nowhere in the row.
    const [row] = await t.server.db.select().from(twoStepSecrets).where(eq(twoStepSecrets.secret, twoStepSecrets.secret));
    expect(JSON.stringify(row)).not.toContain(setup.secret);

    const phone = new Phone(setup.secret);
    const wrong = await t.request('/api/auth/two-step/enable', { method: 'POST', token, json: { code: phone.wrong() } });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe(twoStepMessages.codeWrong);
    expect((await json<TwoStepStatus>(await t.request('/api/auth/two-step', { token }))).enabled).toBe(false);
    const empty = await t.request('/api/auth/two-step/enable', { method: 'POST', token, json: { code: '' } });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe(twoStepMessages.codeRequired);

    const enabled = await t.request('/api/auth/two-step/enable', { method: 'POST', token, json: { code: await phone.code() } });
    expect(enabled.status).toBe(200);
    const { recoveryCodes: codes } = await json<{ recoveryCodes: string[] }>(enabled);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.server.db.select().from(recoveryCodes);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
    expect(await json<TwoStepStatus>(await t.request('/api/auth/two-step', { token }))).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    await mailTo(t, account.email, 'Two-step sign-in is on for your Showfolio account');

    const again = await t.request('/api/auth/two-step/setup', { method: 'POST', token });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(twoStepMessages.alreadyOn);
  });

  it('asks for a code after the password, bound to that browser; the code opens a session that says how it signed in', async () => {
    const { account, token } = await signedInUser(t, 'totpsignin');
    const { phone } = await turnOnTwoStep(t, token);
    const first = await signIn(t, account);
    expect(first.status).toBe(200);
    const body = await json(first);
    expect(body).toEqual({ twoStepRequired: true, message: twoStepMessages.signInNeedsCode });
    const cookie = cookieOf(first, 'showfolio_two_step');
    expect(cookie).toBeDefined();
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    // Another browser (no cookie, or a made-up one) cannot finish it.
    for (const other of [undefined, 'showfolio_two_step=made-up']) {
      const res = await verifyCode(t, other, phone.peek());
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe(twoStepMessages.pendingMissing);
    }
    const wrong = await verifyCode(t, cookie, phone.wrong());
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe(twoStepMessages.codeWrong);

    const code = await phone.code();
    const ok = await verifyCode(t, cookie, code, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/139.0.0.0 Safari/537.36' });
    expect(ok.status).toBe(200);
    const { access_token: session } = await json<{ access_token: string }>(ok);
    expect((await t.request('/api/auth/profile', { token: session })).status).toBe(200);
    expect((await sessionsOf(t, session)).find((s) => s.current)?.signedInWith).toBe('password+totp');

    // The pending step is spent, and the same code does not work twice.
    expect((await verifyCode(t, cookie, phone.peek())).status).toBe(400);
    const second = cookieOf(await signIn(t, account), 'showfolio_two_step');
    const reused = await verifyCode(t, second, code);
    expect(reused.status).toBe(400);
    expect((await json(reused)).message).toBe(twoStepMessages.codeWrong);
  });

  it('accepts each recovery code once, says how many are left and mails the holder', async () => {
    const { account, token } = await signedInUser(t, 'totprecovery');
    const { codes } = await turnOnTwoStep(t, token);
    const cookie = cookieOf(await signIn(t, account), 'showfolio_two_step');
    const ok = await verifyCode(t, cookie, codes[3]!.toUpperCase());
    expect(ok.status).toBe(200);
    const body = await json<{ access_token: string; message: string }>(ok);
    expect(body.message).toBe(twoStepMessages.recoveryCodeUsed(9));
    expect((await sessionsOf(t, body.access_token)).find((s) => s.current)?.signedInWith).toBe('password+recovery');
    await mailTo(t, account.email, 'A recovery code was used to sign in to your Showfolio account');

    const again = await verifyCode(t, cookieOf(await signIn(t, account), 'showfolio_two_step'), codes[3]!);
    expect(again.status).toBe(400);
    expect((await json(again)).message).toBe(twoStepMessages.codeWrong);
  });

  it('lets a pending step expire after 5 minutes and spends it after 5 wrong codes', async () => {
    const { account, token } = await signedInUser(t, 'totpexpiry');
    const { phone } = await turnOnTwoStep(t, token);
    const expiring = await signIn(t, account);
    const cookie = cookieOf(expiring, 'showfolio_two_step')!;
    expect(expiring.headers.get('set-cookie')).toMatch(/Max-Age=300/);
    await t.server.db.update(pendingSignIns).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(pendingSignIns.method, 'password'));
    const late = await verifyCode(t, cookie, phone.peek());
    expect(late.status).toBe(400);
    expect((await json(late)).message).toBe(twoStepMessages.pendingMissing);

    const guessing = cookieOf(await signIn(t, account), 'showfolio_two_step');
    for (let i = 0; i < 5; i++) expect((await verifyCode(t, guessing, phone.wrong())).status).toBe(400);
    const sixth = await verifyCode(t, guessing, phone.peek());
    expect(sixth.status).toBe(400);
    expect((await json(sixth)).message).toBe(twoStepMessages.pendingSpent);
  });

  it('does not let a reset by e-mail bypass two-step: the new password still asks for a code', async () => {
    const { account, token } = await signedInUser(t, 'totpreset');
    const { phone } = await turnOnTwoStep(t, token);
    const pendingBefore = cookieOf(await signIn(t, account), 'showfolio_two_step');
    await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: account.email } });
    const mail = await mailTo(t, account.email, 'Reset your Showfolio password');
    const resetToken = decodeURIComponent(resetTokenFrom(mail.text)!);
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { token: resetToken, newPassword: 'Different2@', confirmPassword: 'Different2@' } });
    expect(reset.status).toBe(200);
    expect(await json(reset)).not.toHaveProperty('access_token');
    // The step that passed the old password ends with it.
    expect((await verifyCode(t, pendingBefore, phone.peek())).status).toBe(400);
    const after = await signIn(t, { email: account.email, password: 'Different2@' });
    expect(await json(after)).toMatchObject({ twoStepRequired: true });
    expect((await verifyCode(t, cookieOf(after, 'showfolio_two_step'), await phone.code())).status).toBe(200);
  });

  it('turns two-step off only with a right code, then the password alone signs in again', async () => {
    const { account, token } = await signedInUser(t, 'totpoff');
    const { phone } = await turnOnTwoStep(t, token);
    const wrong = await t.request('/api/auth/two-step/disable', { method: 'POST', token, json: { code: phone.wrong() } });
    expect(wrong.status).toBe(400);
    expect((await json<TwoStepStatus>(await t.request('/api/auth/two-step', { token }))).enabled).toBe(true);
    const off = await t.request('/api/auth/two-step/disable', { method: 'POST', token, json: { code: await phone.code() } });
    expect(off.status).toBe(200);
    expect((await json(off)).message).toBe(twoStepMessages.turnedOff);
    await mailTo(t, account.email, 'Two-step sign-in was turned off for your Showfolio account');
    expect(await json(await signIn(t, account))).toHaveProperty('access_token');
    expect((await t.request('/api/auth/two-step/disable', { method: 'POST', token, json: { code: '123456' } })).status).toBe(400);
  });

  it('regenerates recovery codes only with a fresh proof, and the old ones stop working', async () => {
    const { account, token } = await signedInUser(t, 'totpregen');
    const { phone, codes } = await turnOnTwoStep(t, token);
    await staleProof(t, token);
    const refused = await t.request('/api/auth/two-step/recovery-codes', { method: 'POST', token });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ message: twoStepMessages.stepUpRequired, stepUp: true });
    expect((await json<TwoStepStatus>(await t.request('/api/auth/two-step', { token }))).proofFresh).toBe(false);
    const stepUp = await t.request('/api/auth/step-up', { method: 'POST', token, json: { code: await phone.code() } });
    expect(stepUp.status).toBe(200);
    const renewed = await t.request('/api/auth/two-step/recovery-codes', { method: 'POST', token });
    expect(renewed.status).toBe(200);
    const fresh = (await json<{ recoveryCodes: string[] }>(renewed)).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await verifyCode(t, cookieOf(await signIn(t, account), 'showfolio_two_step'), codes[0]!)).status).toBe(400);
    expect((await verifyCode(t, cookieOf(await signIn(t, account), 'showfolio_two_step'), fresh[0]!)).status).toBe(200);
  });
});

describe(`step-up: a fresh proof for what matters (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('asks for a password or code when the last proof is older than 10 minutes before an export or a custom domain', async () => {
    const { account, token } = await signedInUser(t, 'stepup');
    expect((await t.request('/api/auth/export', { token })).status).toBe(200);
    await staleProof(t, token);
    const refused = await t.request('/api/auth/export', { token });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ stepUp: true });
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { userDetails: { firstName: 'Ada', lastName: 'Lovelace' }, bio: 'Engines.' } });
    const deployed = await t.request('/api/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: `su-${Date.now().toString(36)}` } });
    expect(deployed.status).toBe(201);
    const domain = await t.request('/api/domains', { method: 'POST', token, json: { domain: 'ada-stepup.test' } });
    expect(domain.status).toBe(403);
    expect((await json<{ domains: unknown[] }>(await t.request('/api/domains', { token }))).domains).toEqual([]);

    const nothing = await t.request('/api/auth/step-up', { method: 'POST', token, json: {} });
    expect(nothing.status).toBe(400);
    const wrong = await t.request('/api/auth/step-up', { method: 'POST', token, json: { password: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe(twoStepMessages.passwordWrong);
    expect((await t.request('/api/auth/export', { token })).status).toBe(403);
    const right = await t.request('/api/auth/step-up', { method: 'POST', token, json: { password: account.password } });
    expect(right.status).toBe(200);
    expect((await t.request('/api/auth/export', { token })).status).toBe(200);
    expect((await t.request('/api/domains', { method: 'POST', token, json: { domain: 'ada-stepup.test' } })).status).not.toBe(403);
  });

  it('counts wrong step-up passwords in the sign-in limits', async () => {
    const limited = await startTestServer({ config: { rateLimits: { ...relaxedRateLimits, signinAccountIp: { ...defaultRateLimits.signinAccountIp, points: 3 } } } });
    try {
      const { token } = await signedInUser(limited, 'stepuplimit');
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.request('/api/auth/step-up', { method: 'POST', token, json: { password: `wrong-${i}` } })).status);
      expect(codes).toEqual([400, 400, 400, 429]);
      // And a code guess at a pending sign-in counts there too.
      const other = await signedInUser(limited, 'stepuplimit');
      await turnOnTwoStep(limited, other.token);
      const cookie = cookieOf(await signIn(limited, other.account), 'showfolio_two_step');
      const guesses = [];
      for (let i = 0; i < 4; i++) guesses.push((await verifyCode(limited, cookie, '000000')).status);
      expect(guesses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe(`passkeys (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('adds a passkey (user verification required, RP id from APP_URL), lists, renames it and mails the holder', async () => {
    const { account, token } = await signedInUser(t, 'pkadd');
    const optionsRes = await t.request('/api/auth/passkeys/register/options', { method: 'POST', token });
    const options = await json<{ rp: { id: string }; authenticatorSelection: { userVerification: string; residentKey: string }; challenge: string }>(optionsRes);
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required', residentKey: 'required' });
    const authenticator = new SoftAuthenticator();
    const added = await t.request('/api/auth/passkeys/register/verify', { method: 'POST', token, json: { response: authenticator.register(options), name: 'Laptop' } });
    expect(added.status).toBe(201);
    const { passkey } = await json<{ passkey: PasskeySummary }>(added);
    expect(passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null, backedUp: true });
    const mail = await mailTo(t, account.email, 'A passkey was added to your Showfolio account');
    expect(mail.text).toContain('"Laptop"');

    const list = await json<{ passkeys: PasskeySummary[] }>(await t.request('/api/auth/passkeys', { token }));
    expect(list.passkeys.map((p) => p.name)).toEqual(['Laptop']);
    const renamed = await t.request(`/api/auth/passkeys/${passkey.id}`, { method: 'PATCH', token, json: { name: 'Work laptop' } });
    expect(renamed.status).toBe(200);
    const tooLong = await t.request(`/api/auth/passkeys/${passkey.id}`, { method: 'PATCH', token, json: { name: 'x'.repeat(61) } });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).message).toBe(twoStepMessages.passkeyName);
    // The same authenticator cannot be added twice (the browser is told to exclude it too).
    const secondOptions = await json<{ challenge: string; excludeCredentials: { id: string }[] }>(await t.request('/api/auth/passkeys/register/options', { method: 'POST', token }));
    expect(secondOptions.excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);
    const twice = await t.request('/api/auth/passkeys/register/verify', { method: 'POST', token, json: { response: authenticator.register(secondOptions) } });
    expect(twice.status).toBe(409);
  });

  it('refuses malformed responses, replayed or foreign challenges, wrong origins or RP ids and missing user verification, storing nothing', async () => {
    const { token } = await signedInUser(t, 'pkbad');
    const other = await signedInUser(t, 'pkbad');
    const options = async (who = token) => json<{ challenge: string }>(await t.request('/api/auth/passkeys/register/options', { method: 'POST', token: who }));
    const verify = (response: unknown) => t.request('/api/auth/passkeys/register/verify', { method: 'POST', token, json: { response } });
    const cases: Array<[string, () => Promise<unknown>, string]> = [
      ['not an object', async () => 'garbage', twoStepMessages.passkeyMalformed],
      ['no client data', async () => ({ id: 'x', rawId: 'x', type: 'public-key', response: {} }), twoStepMessages.passkeyMalformed],
      ['client data not JSON', async () => ({ id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24' } }), twoStepMessages.passkeyMalformed],
      ['a made-up challenge', async () => new SoftAuthenticator().register({ challenge: 'bWFkZS11cA' }), twoStepMessages.passkeyChallenge],
      ["another session's challenge", async () => new SoftAuthenticator().register(await options(other.token)), twoStepMessages.passkeyChallenge],
      ['a wrong origin', async () => new SoftAuthenticator('https://evil.example').register(await options()), twoStepMessages.passkeyRejected],
      ['a wrong RP id', async () => new SoftAuthenticator('http://localhost:3000', 'evil.example').register(await options()), twoStepMessages.passkeyRejected],
      ['no user verification', async () => new SoftAuthenticator().register(await options(), { userVerified: false }), twoStepMessages.passkeyRejected],
    ];
    for (const [label, make, message] of cases) {
      const res = await verify(await make());
      expect({ label, status: res.status, message: (await json(res)).message }).toEqual({ label, status: 400, message });
    }
    // A right response once, then replayed.
    const authenticator = new SoftAuthenticator();
    const response = authenticator.register(await options());
    expect((await verify(response)).status).toBe(201);
    const replay = await verify(response);
    expect(replay.status).toBe(400);
    expect((await json(replay)).message).toBe(twoStepMessages.passkeyChallenge);
    expect((await json<{ passkeys: unknown[] }>(await t.request('/api/auth/passkeys', { token: other.token }))).passkeys).toEqual([]);
    expect((await json<{ passkeys: unknown[] }>(await t.request('/api/auth/passkeys', { token }))).passkeys).toHaveLength(1);
  });

  it('signs in with a passkey (button or autofill), which satisfies two-step by itself', async () => {
    const { account, token } = await signedInUser(t, 'pksignin');
    const { authenticator } = await addPasskey(t, token);
    await turnOnTwoStep(t, token);
    expect(await json(await signIn(t, account))).toMatchObject({ twoStepRequired: true });
    const { options, cookie } = await passkeySignInOptions(t);
    // Discoverable: no list of credentials, so the browser's autofill can offer any of its passkeys.
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');
    const res = await t.request('/api/auth/passkeys/signin/verify', { method: 'POST', json: { response: authenticator.assert(options) }, headers: { cookie } });
    expect(res.status).toBe(200);
    const session = (await json<{ access_token: string }>(res)).access_token;
    expect((await sessionsOf(t, session)).find((s) => s.current)?.signedInWith).toBe('passkey');
    const [row] = await t.server.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(row!.counter).toBe(authenticator.counter);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion, another browser, an unknown passkey and a counter going backwards, changing nothing', async () => {
    const { token } = await signedInUser(t, 'pkabuse');
    const { authenticator } = await addPasskey(t, token);
    const signInWith = (response: unknown, cookie?: string) =>
      t.request('/api/auth/passkeys/signin/verify', { method: 'POST', json: { response }, headers: cookie ? { cookie } : {} });

    const first = await passkeySignInOptions(t);
    const assertion = authenticator.assert(first.options);
    expect((await signInWith(assertion, first.cookie)).status).toBe(200);
    const replay = await signInWith(assertion, first.cookie);
    expect(replay.status).toBe(400);
    expect((await json(replay)).message).toBe(twoStepMessages.passkeyChallenge);

    const asked = await passkeySignInOptions(t);
    const elsewhere = await signInWith(authenticator.assert(asked.options), 'showfolio_webauthn=another-browser');
    expect(elsewhere.status).toBe(400);
    expect((await json(elsewhere)).message).toBe(twoStepMessages.passkeyChallenge);
    const noCookie = await signInWith(authenticator.assert((await passkeySignInOptions(t)).options));
    expect(noCookie.status).toBe(400);

    const stranger = await passkeySignInOptions(t);
    const unknown = await signInWith(new SoftAuthenticator().assert(stranger.options), stranger.cookie);
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe(twoStepMessages.passkeyUnknown);

    const [before] = await t.server.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    const cloned = await passkeySignInOptions(t);
    const backwards = await signInWith(authenticator.assert(cloned.options, { counter: 1 }), cloned.cookie);
    expect(backwards.status).toBe(400);
    expect((await json(backwards)).message).toBe(twoStepMessages.passkeyCloned);
    const [after] = await t.server.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(after).toEqual(before);

    const origin = await passkeySignInOptions(t);
    const foreign = await signInWith(new SoftAuthenticator('https://evil.example').assert(origin.options), origin.cookie);
    expect(foreign.status).toBe(400);
    const noUv = await passkeySignInOptions(t);
    expect((await signInWith(authenticator.assert(noUv.options, { userVerified: false }), noUv.cookie)).status).toBe(400);
    expect((await signInWith({ id: 'x' }, noUv.cookie)).status).toBe(400);
  });

  it('removes a passkey only with a fresh proof (a password or another passkey), never another account’s', async () => {
    const { account, token } = await signedInUser(t, 'pkremove');
    const { res: firstRes } = await addPasskey(t, token, undefined, 'Phone');
    const phone = (await json<{ passkey: PasskeySummary }>(firstRes)).passkey;
    const { authenticator: laptop } = await addPasskey(t, token, undefined, 'Laptop');
    const other = await signedInUser(t, 'pkremove');
    expect((await t.request(`/api/auth/passkeys/${phone.id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await t.request(`/api/auth/passkeys/${phone.id}`, { method: 'PATCH', token: other.token, json: { name: 'Mine' } })).status).toBe(404);
    expect((await t.request('/api/auth/passkeys/not-a-uuid', { method: 'DELETE', token })).status).toBe(404);

    await staleProof(t, token);
    const refused = await t.request(`/api/auth/passkeys/${phone.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ stepUp: true });
    // Step-up with the other passkey: options list only this account's passkeys, bound to this session.
    const options = await json<{ challenge: string; allowCredentials: { id: string }[] }>(await t.request('/api/auth/passkeys/step-up/options', { method: 'POST', token }));
    expect(options.allowCredentials).toHaveLength(2);
    const otherSession = await t.request('/api/auth/passkeys/step-up/verify', { method: 'POST', token: other.token, json: { response: laptop.assert(options) } });
    expect(otherSession.status).toBe(400);
    const fresh = await json<{ challenge: string }>(await t.request('/api/auth/passkeys/step-up/options', { method: 'POST', token }));
    expect((await t.request('/api/auth/passkeys/step-up/verify', { method: 'POST', token, json: { response: laptop.assert(fresh) } })).status).toBe(200);
    const removed = await t.request(`/api/auth/passkeys/${phone.id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    const mail = await mailTo(t, account.email, 'A passkey was removed from your Showfolio account');
    expect(mail.text).toContain('"Phone" was removed');
    expect((await json<{ passkeys: PasskeySummary[] }>(await t.request('/api/auth/passkeys', { token }))).passkeys.map((p) => p.name)).toEqual(['Laptop']);
  });

  it('keeps to 10 passkeys an account', async () => {
    const { token } = await signedInUser(t, 'pkten');
    for (let i = 0; i < 10; i++) expect((await addPasskey(t, token)).res.status).toBe(201);
    const options = await t.request('/api/auth/passkeys/register/options', { method: 'POST', token });
    expect(options.status).toBe(409);
    expect((await json(options)).message).toBe(twoStepMessages.passkeyLimit);
  });

  it('lists passkeys and two-step in the export without secrets, and deleting the account removes them', async () => {
    const { account, token } = await signedInUser(t, 'pkexport');
    const { authenticator } = await addPasskey(t, token, undefined, 'Key');
    const { secret, codes } = await turnOnTwoStep(t, token);
    const zip = await unzip(Buffer.from(await (await t.request('/api/auth/export', { token })).arrayBuffer()));
    const text = zip.get('portfolio.json')!.toString('utf8');
    const document = JSON.parse(text) as { passkeys: unknown[]; twoStep: unknown };
    expect(document.passkeys).toEqual([expect.objectContaining({ name: 'Key', backedUp: true })]);
    expect(document.twoStep).toMatchObject({ enabled: true, recoveryCodes: { total: 10, used: 0 } });
    const [row] = await t.server.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    for (const secretText of [secret, authenticator.id, row!.publicKey, ...codes]) expect(text).not.toContain(secretText);

    const [user] = await t.server.db.select().from(users).where(eq(users.emailKey, account.email.toLowerCase()));
    await signIn(t, account);
    await t.request('/api/auth/passkeys/signin/options', { method: 'POST' });
    const deleted = await t.request('/api/auth/delete-account', { method: 'POST', token, json: { username: account.username, password: account.password } });
    expect(deleted.status).toBe(200);
    for (const table of [passkeys, twoStepSecrets, recoveryCodes, pendingSignIns]) {
      expect(await t.server.db.select().from(table).where(eq(table.userId, user!.id))).toEqual([]);
    }
    expect(await t.server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, user!.id))).toEqual([]);
  });
});

describe(`operator: clearing two-step for a holder who lost every code (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('clears it only after its checks, and mails the holder', async () => {
    const { account, token } = await signedInUser(t, 'opclear');
    await turnOnTwoStep(t, token);
    const mailer = createMailer({ from: 'Showfolio <no-reply@showfolio.localhost>', outboxDir: `${t.dataDir}/outbox`, logger: t.server.logger });
    const operator = { db: t.server.db, mailer, config: t.config };
    expect(await clearTwoStep(operator, { email: 'nobody@example.com', username: account.username })).toMatchObject({ ok: false });
    expect(await clearTwoStep(operator, { email: account.email, username: 'someone-else' })).toMatchObject({ ok: false });
    // Nobody passed the first step (password or Google) lately.
    const noFirstStep = await clearTwoStep(operator, { email: account.email, username: account.username });
    expect(noFirstStep).toMatchObject({ ok: false });
    expect(await json(await signIn(t, account))).toMatchObject({ twoStepRequired: true });
    expect(await clearTwoStep(operator, { email: account.email.toUpperCase(), username: account.username })).toMatchObject({ ok: true });
    await mailTo(t, account.email, 'Two-step sign-in was cleared for your Showfolio account');
    expect(await json(await signIn(t, account))).toHaveProperty('access_token');
    expect(await clearTwoStep(operator, { email: account.email, username: account.username })).toMatchObject({ ok: false });
  });
});
