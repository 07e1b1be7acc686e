import { eq, sql } from 'drizzle-orm';
import { accountMessages, usernameMessages, type AccountSession, type UserProfile } from '@showfolio/portfolio-schema';
import { defaultRateLimits } from '../src/config';
import { portfolios, sessions, users } from '../src/db/schema';
import {
  databaseLabel,
  relaxedRateLimits,
  signedInUser,
  startTestServer,
  type TestServer,
} from './harness';
import { outboxFiles, parseMessage, resetTokenFrom, waitForOutbox } from './mail';
import { startGoogleKeys } from './support/google';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** Signs an existing account in once more, as from another browser. */
async function signIn(t: TestServer, account: { email: string; password: string }, userAgent?: string) {
  const res = await t.request('/api/auth/signin', {
    method: 'POST',
    json: { email: account.email, password: account.password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  return res;
}

async function tokenOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return (await json<{ access_token: string }>(res)).access_token;
}

const works = async (t: TestServer, token: string) => (await t.request('/api/auth/profile', { token })).status === 200;

const listSessions = async (t: TestServer, token: string) => {
  const res = await t.request('/api/auth/sessions', { token });
  expect(res.status).toBe(200);
  return (await json<{ sessions: AccountSession[] }>(res)).sessions;
};

const profileOf = async (t: TestServer, token: string) => json<UserProfile>(await t.request('/api/auth/profile', { token }));

describe(`Settings: signed-in devices (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('lists every live session with its browser, start, last use and which one is this device', async () => {
    const { account } = await signedInUser(t, 'devices');
    const laptop = await tokenOf(await signIn(t, account, CHROME_ON_LINUX));
    const phone = await tokenOf(await signIn(t, account, SAFARI_ON_IOS));
    const list = await listSessions(t, laptop);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.current)?.device).toBe('Chrome on Linux');
    expect(list.map((s) => s.device).sort()).toEqual(['Chrome on Linux', 'Safari on iOS', 'Unknown device']);
    for (const session of list) {
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
      // Issue 37: how each session signed in (all three with the password here).
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt', 'signedInWith']);
      expect(session.signedInWith).toBe('password');
    }
    // From the phone, the phone is this device.
    expect((await listSessions(t, phone)).find((s) => s.current)?.device).toBe('Safari on iOS');
  });

  it('keeps at most 256 characters of the user agent', async () => {
    const { account } = await signedInUser(t, 'long-ua');
    const token = await tokenOf(await signIn(t, account, `${CHROME_ON_LINUX} ${'x'.repeat(2000)}`));
    const id = (await listSessions(t, token)).find((s) => s.current)!.id;
    const [row] = await t.server.db.select({ userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.id, id));
    expect(row?.userAgent).toHaveLength(256);
  });

  it('marks a session seen at most once a minute', async () => {
    const { token } = await signedInUser(t, 'last-seen');
    const [current] = await listSessions(t, token);
    const setLastSeen = (ago: string) =>
      t.server.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - ${ago}::interval` })
        .where(eq(sessions.id, current!.id));
    const lastSeen = async () =>
      (await t.server.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, current!.id)))[0]!.at;

    await setLastSeen('2 minutes');
    const before = await lastSeen();
    expect(await works(t, token)).toBe(true);
    const touched = await lastSeen();
    expect(touched.getTime() - before.getTime()).toBeGreaterThan(100_000);

    // Within the minute, requests only read.
    await setLastSeen('30 seconds');
    const recent = await lastSeen();
    for (let i = 0; i < 3; i++) expect(await works(t, token)).toBe(true);
    expect((await lastSeen()).getTime()).toBe(recent.getTime());
  });

  it('signs one other device out by id, and that device is signed out at once', async () => {
    const { account, token } = await signedInUser(t, 'revoke-one');
    const other = await tokenOf(await signIn(t, account, SAFARI_ON_IOS));
    const target = (await listSessions(t, token)).find((s) => !s.current)!;
    const res = await t.request(`/api/auth/sessions/${target.id}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: accountMessages.sessionSignedOut });
    expect(await works(t, other)).toBe(false);
    expect(await works(t, token)).toBe(true);
    expect((await listSessions(t, token)).map((s) => s.id)).not.toContain(target.id);
    // Already signed out: nothing left to sign out.
    expect((await t.request(`/api/auth/sessions/${target.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it("answers 404 for another account's session and leaves that session alone", async () => {
    const mine = await signedInUser(t, 'mine');
    const theirs = await signedInUser(t, 'theirs');
    const [theirSession] = await listSessions(t, theirs.token);
    const res = await t.request(`/api/auth/sessions/${theirSession!.id}`, { method: 'DELETE', token: mine.token });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: accountMessages.sessionNotFound });
    expect(await works(t, theirs.token)).toBe(true);
    // Neither does a list show them.
    expect((await listSessions(t, mine.token)).map((s) => s.id)).not.toContain(theirSession!.id);
  });

  it('answers 404 for an id that is not a session id at all', async () => {
    const { token } = await signedInUser(t, 'bad-id');
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', `${'a'.repeat(300)}`]) {
      const res = await t.request(`/api/auth/sessions/${id}`, { method: 'DELETE', token });
      expect(res.status, id).toBe(404);
    }
    expect(await works(t, token)).toBe(true);
  });

  it('signs every other device out and says how many', async () => {
    const { account, token } = await signedInUser(t, 'revoke-all');
    const others = [await tokenOf(await signIn(t, account)), await tokenOf(await signIn(t, account))];
    const stranger = await signedInUser(t, 'bystander');
    const res = await t.request('/api/auth/sessions/signout-others', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: 'Signed out 2 other devices', count: 2 });
    for (const other of others) expect(await works(t, other)).toBe(false);
    expect(await works(t, token)).toBe(true);
    expect(await works(t, stranger.token)).toBe(true);
    expect(await listSessions(t, token)).toHaveLength(1);
    const again = await t.request('/api/auth/sessions/signout-others', { method: 'POST', token });
    expect(await json(again)).toEqual({ message: 'No other device was signed in', count: 0 });
  });

  it('asks for a sign-in first', async () => {
    expect((await t.request('/api/auth/sessions')).status).toBe(401);
    expect((await t.request('/api/auth/sessions/signout-others', { method: 'POST' })).status).toBe(401);
    expect((await t.request('/api/auth/sessions/00000000-0000-0000-0000-000000000000', { method: 'DELETE' })).status).toBe(401);
  });
});

describe(`Settings: password (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const change = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request('/api/auth/change-password', { method: 'POST', token, json: body, headers });

  it('changes the password, signs the other devices out, voids reset links and mails a notice', async () => {
    const { account, token } = await signedInUser(t, 'pw-change');
    const other = await tokenOf(await signIn(t, account));
    await t.request('/api/auth/forgot-password', { method: 'POST', json: { email: account.email } });
    const [resetMail] = await waitForOutbox(t.dataDir, 1);
    const resetToken = decodeURIComponent(resetTokenFrom(parseMessage(resetMail!).text)!);
    const mailsBefore = (await outboxFiles(t.dataDir)).length;

    const res = await change(token, { currentPassword: account.password, newPassword: 'Babbage-2nd' }, { 'user-agent': CHROME_ON_LINUX });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: accountMessages.passwordChanged });
    expect(await works(t, token)).toBe(true);
    expect(await works(t, other)).toBe(false);
    expect((await signIn(t, account)).status).toBe(401);
    expect((await signIn(t, { email: account.email, password: 'Babbage-2nd' })).status).toBe(200);
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token: resetToken, newPassword: 'Another-one3' },
    });
    expect(reset.status).toBe(400);

    const mails = (await waitForOutbox(t.dataDir, mailsBefore + 1)).map(parseMessage);
    const notice = mails.find((mail) => mail.headers.subject === 'Your Showfolio password was changed');
    expect(notice?.headers.to).toBe(account.email);
    expect(notice?.text).toContain('from Chrome on Linux');
    expect(notice?.text).toContain('Every other device that was signed in to the account has been signed out.');
    expect(notice?.text).toContain('http://localhost:3000/forgot-password');
    expect(notice?.text).not.toContain('Babbage-2nd');
  });

  it.each([
    [{ currentPassword: 'Wrong-pass1', newPassword: 'Babbage-2nd' }, accountMessages.currentPasswordWrong],
    [{ newPassword: 'Babbage-2nd' }, accountMessages.currentPasswordRequired],
    [{ currentPassword: 'Analytical1!', newPassword: 'weakpass' }, 'Password must have 8+ chars, uppercase, lowercase, number, and special char'],
    [{ currentPassword: 'Analytical1!', newPassword: '' }, 'Password is required'],
    [{ currentPassword: 'Analytical1!' }, 'Password is required'],
    [{ currentPassword: 'Analytical1!', newPassword: 'Analytical1!' }, accountMessages.samePassword],
    [{ currentPassword: 'Analytical1!', newPassword: `Aa1!${'x'.repeat(200)}` }, 'Password must be at most 128 characters'],
    [{ currentPassword: 'Analytical1!', newPassword: 'Babbage\u0000-2nd' }, 'Text contains characters that are not allowed'],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const { account, token } = await signedInUser(t, 'pw-bad');
    const other = await tokenOf(await signIn(t, account));
    const res = await change(token, body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message });
    expect(await works(t, other)).toBe(true);
    expect((await signIn(t, account)).status).toBe(200);
  });

  it('refuses a body that is not JSON, and a caller who is not signed in', async () => {
    const { token } = await signedInUser(t, 'pw-json');
    const res = await t.request('/api/auth/change-password', {
      method: 'POST',
      token,
      body: 'currentPassword=x',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'Request body must be valid JSON' });
    expect((await change('', { currentPassword: 'Analytical1!', newPassword: 'Babbage-2nd' })).status).toBe(401);
  });
});

describe(`Settings: password attempts count as sign-ins (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: {
        rateLimits: { ...relaxedRateLimits, signinAccountIp: { ...defaultRateLimits.signinAccountIp, points: 3 } },
      },
    });
  });
  afterAll(() => t.close());

  it('stops wrong current passwords with 429, and sign-in to the account from that address with them', async () => {
    const { account, token } = await signedInUser(t, 'pw-limit');
    // The sign-in above was a success and cleared its own count; three wrong guesses spend the rest.
    for (let i = 0; i < 3; i++) {
      const res = await t.request('/api/auth/change-password', {
        method: 'POST',
        token,
        json: { currentPassword: `Wrong-pass${i}`, newPassword: 'Babbage-2nd' },
      });
      expect(res.status).toBe(400);
    }
    const stopped = await t.request('/api/auth/change-password', {
      method: 'POST',
      token,
      json: { currentPassword: account.password, newPassword: 'Babbage-2nd' },
    });
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await signIn(t, account)).status).toBe(429);
    // Another address is not stopped, and the password did not change.
    const elsewhere = await t.request('/api/auth/signin', {
      method: 'POST',
      json: { email: account.email, password: account.password },
      remoteAddress: '10.0.0.9',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe(`Settings: profile (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const save = (token: string, body: unknown) => t.request('/api/auth/profile', { method: 'PATCH', token, json: body });

  it('changes the names and the username, and the public page follows', async () => {
    const { account, token } = await signedInUser(t, 'profile');
    // The wizard starts the portfolio from the account's names.
    await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: { userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: account.username }, bio: 'Engines.' },
    });
    const deployed = await t.request('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'ada-profile' },
    });
    expect(deployed.status).toBe(201);

    const res = await save(token, { firstName: ' Augusta ', lastName: 'King', username: 'countess-ada' });
    expect(res.status).toBe(200);
    const body = await json<{ message: string; profile: UserProfile }>(res);
    expect(body.message).toBe(accountMessages.profileSaved);
    expect(body.profile).toMatchObject({ firstName: 'Augusta', lastName: 'King', username: 'countess-ada', email: account.email });
    expect(await profileOf(t, token)).toMatchObject({ firstName: 'Augusta', lastName: 'King', username: 'countess-ada' });

    const page = await json<{ portfolioData: { firstName: string; lastName: string; username: string } }>(
      await t.request('/api/templates/portfolio/ada-profile'),
    );
    expect(page.portfolioData).toMatchObject({ firstName: 'Augusta', lastName: 'King', username: 'countess-ada' });
    // The old name is free again, the new one is taken.
    const free = await json(await t.request(`/api/auth/username-available?username=${account.username}`));
    expect(free).toEqual({ available: true });
    expect(await json(await t.request('/api/auth/username-available?username=COUNTESS-ADA'))).toMatchObject({ available: false });
  });

  it('leaves a name the user typed differently in the wizard as it is', async () => {
    const { account, token } = await signedInUser(t, 'own-name');
    await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: { userDetails: { firstName: 'Ada', lastName: 'L.', username: 'ada-the-first' } },
    });
    expect((await save(token, { firstName: 'Augusta', lastName: 'King', username: `${account.username}2` })).status).toBe(200);
    const [row] = await t.server.db.select().from(portfolios).innerJoin(users, eq(users.id, portfolios.userId)).where(eq(users.emailKey, account.email.toLowerCase()));
    expect(row?.portfolios).toMatchObject({ firstName: 'Augusta', lastName: 'L.', username: 'ada-the-first' });
  });

  it('keeps its own username in another case', async () => {
    const { account, token } = await signedInUser(t, 'case');
    const res = await save(token, { firstName: 'Ada', lastName: 'Lovelace', username: account.username.toUpperCase() });
    expect(res.status).toBe(200);
    expect((await profileOf(t, token)).username).toBe(account.username.toUpperCase());
  });

  // issue 30 item 13: the migration path. A username stored before the character set and reserved
  // list keeps working: the names save with it unchanged; a new or changed one follows the rule.
  it('keeps a username from before the rule while it is saved unchanged; a new one must follow the rule', async () => {
    const { account, token } = await signedInUser(t, 'legacy');
    const legacy = `Old.Name_${account.username.slice(-6)} `.trim();
    await t.server.db.update(users).set({ username: legacy, usernameKey: legacy.toLowerCase() }).where(eq(users.emailKey, account.email.toLowerCase()));
    const kept = await save(token, { firstName: 'Augusta', lastName: 'King', username: legacy });
    expect(kept.status).toBe(200);
    expect(await profileOf(t, token)).toMatchObject({ firstName: 'Augusta', username: legacy });
    for (const [username, message] of [
      [legacy.toLowerCase(), usernameMessages.characters],
      ['new name', usernameMessages.characters],
      ['admin', usernameMessages.reserved],
      ['paypa1', usernameMessages.reserved],
    ] as const) {
      const res = await save(token, { firstName: 'Ada', lastName: 'Lovelace', username });
      expect(res.status, username).toBe(400);
      expect(await json(res)).toEqual({ message });
    }
    expect(await profileOf(t, token)).toMatchObject({ firstName: 'Augusta', lastName: 'King', username: legacy });
    const renamed = await save(token, { firstName: 'Augusta', lastName: 'King', username: `${account.username}-new` });
    expect(renamed.status).toBe(200);
  });

  it("refuses another account's username with 409 and changes nothing", async () => {
    const taken = await signedInUser(t, 'taken');
    const { account, token } = await signedInUser(t, 'wants');
    const res = await save(token, { firstName: 'New', lastName: 'Name', username: taken.account.username.toUpperCase() });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: 'This username is already taken' });
    expect(await profileOf(t, token)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', username: account.username });
  });

  it.each([
    [{ firstName: '', lastName: 'King', username: 'augusta' }, 'First name is required'],
    [{ firstName: 'Augusta', lastName: '   ', username: 'augusta' }, 'Last name is required'],
    [{ firstName: 'Augusta', lastName: 'King', username: 'au' }, 'Username must be at least 3 characters'],
    [{ firstName: 'Augusta', lastName: 'King' }, 'Username is required'],
    [{ firstName: 'A'.repeat(101), lastName: 'King', username: 'augusta' }, 'First name must be at most 100 characters'],
    [{ firstName: 'Augusta\u0000', lastName: 'King', username: 'augusta' }, 'Text contains characters that are not allowed'],
    [{ firstName: 42, lastName: 'King', username: 'augusta' }, 'First name is required'],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const { account, token } = await signedInUser(t, 'profile-bad');
    const res = await save(token, body);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message });
    expect(await profileOf(t, token)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', username: account.username });
  });

  it('asks for a sign-in first', async () => {
    expect((await save('', { firstName: 'A', lastName: 'B', username: 'abc' })).status).toBe(401);
  });
});

describe(`Settings: rate limits (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: {
        rateLimits: {
          ...relaxedRateLimits,
          accountUser: { ...defaultRateLimits.accountUser, points: 2 },
          sessionListUser: { ...defaultRateLimits.sessionListUser, points: 2 },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('limits profile saves and device sign-outs together, per account', async () => {
    const { token } = await signedInUser(t, 'limit-account');
    const other = await signedInUser(t, 'limit-other');
    expect((await t.request('/api/auth/profile', { method: 'PATCH', token, json: { firstName: 'A', lastName: 'B', username: 'limit-a1' } })).status).toBe(200);
    expect((await t.request('/api/auth/sessions/signout-others', { method: 'POST', token })).status).toBe(200);
    const stopped = await t.request('/api/auth/profile', { method: 'PATCH', token, json: { firstName: 'A', lastName: 'B', username: 'limit-a2' } });
    expect(stopped.status).toBe(429);
    expect((await json(stopped)).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await profileOf(t, token)).username).toBe('limit-a1');
    // Another account has its own budget.
    expect((await t.request('/api/auth/sessions/signout-others', { method: 'POST', token: other.token })).status).toBe(200);
  });

  it('limits listing devices per account', async () => {
    const { token } = await signedInUser(t, 'limit-list');
    expect((await t.request('/api/auth/sessions', { token })).status).toBe(200);
    expect((await t.request('/api/auth/sessions', { token })).status).toBe(200);
    expect((await t.request('/api/auth/sessions', { token })).status).toBe(429);
  });
});

describe(`Settings: a Google account's first password (${databaseLabel})`, () => {
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  let t: TestServer;

  beforeAll(async () => {
    google = await startGoogleKeys('showfolio-settings.apps.googleusercontent.com');
    t = await startTestServer({ env: google.env });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const googleSignin = async (sub: string, email: string) => {
    const credential = await google.credential(sub, email);
    return tokenOf(await t.request('/api/auth/google/signin', { method: 'POST', json: { credential } }));
  };

  it('sets a password without a current one, after which the current one is asked for', async () => {
    const email = 'grace.settings@example.com';
    const token = await googleSignin('google-settings', email);
    const other = await googleSignin('google-settings', email);
    expect((await profileOf(t, token)).hasPassword).toBe(false);

    const set = await t.request('/api/auth/change-password', { method: 'POST', token, json: { newPassword: 'Cobol-1959' } });
    expect(set.status).toBe(200);
    expect(await json(set)).toEqual({ message: accountMessages.passwordSet });
    expect((await profileOf(t, token)).hasPassword).toBe(true);
    expect(await works(t, other)).toBe(false);
    expect((await signIn(t, { email, password: 'Cobol-1959' })).status).toBe(200);
    const mails = (await waitForOutbox(t.dataDir, 1)).map(parseMessage);
    expect(mails.some((mail) => mail.headers.subject === 'A password was set for your Showfolio account')).toBe(true);

    const again = await t.request('/api/auth/change-password', { method: 'POST', token, json: { newPassword: 'Cobol-1960' } });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ message: accountMessages.currentPasswordRequired });
  });

  it('asks a Google session whose last proof is over 10 minutes old to confirm before a first password (issue 37)', async () => {
    const email = 'ada.stale@example.com';
    const token = await googleSignin('google-settings-stale', email);
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    await t.server.db.update(sessions).set({ provedAt: sql`now() - interval '11 minutes'` }).where(eq(sessions.id, sessionId));

    const refused = await t.request('/api/auth/change-password', { method: 'POST', token, json: { newPassword: 'Cobol-1959' } });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ stepUp: true });
    expect((await profileOf(t, token)).hasPassword).toBe(false);

    // A fresh Google sign-in is a fresh proof.
    const fresh = await googleSignin('google-settings-stale', email);
    const set = await t.request('/api/auth/change-password', { method: 'POST', token: fresh, json: { newPassword: 'Cobol-1959' } });
    expect(set.status).toBe(200);
  });

  it('shows a password account as having one', async () => {
    const { token } = await signedInUser(t, 'has-pw');
    expect((await profileOf(t, token)).hasPassword).toBe(true);
  });
});

describe(`Preferences: the dashboard tour is remembered with the account (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const setPreferences = (token: string | undefined, body: unknown) =>
    t.request('/api/auth/preferences', {
      method: 'PATCH',
      token,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('starts unseen, and once closed in one browser it is seen in every other', async () => {
    const { account, token } = await signedInUser(t, 'tour');
    expect((await profileOf(t, token)).tourSeen).toBe(false);
    const res = await setPreferences(token, { tourSeen: true });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ tourSeen: true });
    const phone = await tokenOf(await signIn(t, account, SAFARI_ON_IOS));
    expect((await profileOf(t, phone)).tourSeen).toBe(true);
    // Closing it again keeps the first time it was closed.
    const [first] = await t.server.db.select({ at: users.tourSeenAt }).from(users).where(eq(users.emailKey, account.email.toLowerCase()));
    expect((await setPreferences(phone, { tourSeen: true })).status).toBe(200);
    const [again] = await t.server.db.select({ at: users.tourSeenAt }).from(users).where(eq(users.emailKey, account.email.toLowerCase()));
    expect(again!.at).toEqual(first!.at);
    // "Take the tour again from the start" can forget it.
    expect(await json(await setPreferences(phone, { tourSeen: false }))).toEqual({ tourSeen: false });
    expect((await profileOf(t, token)).tourSeen).toBe(false);
  });

  it.each([
    ['a string', { tourSeen: 'yes' }, 'tourSeen must be true or false'],
    ['nothing', {}, 'tourSeen must be true or false'],
    ['an unknown key', { tourSeen: true, theme: 'dark' }, undefined],
    ['malformed JSON', '{', undefined],
  ])('refuses %s with a 400 and changes nothing', async (_, body, message) => {
    const { token } = await signedInUser(t, 'tourbad');
    const res = await setPreferences(token, body);
    expect(res.status).toBe(400);
    const answer = await json<{ message: string }>(res);
    if (message) expect(answer.message).toBe(message);
    else expect(answer.message).toEqual(expect.any(String));
    expect((await profileOf(t, token)).tourSeen).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await setPreferences(undefined, { tourSeen: true })).status).toBe(401);
  });
});
