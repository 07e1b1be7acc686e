import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

async function deployTo(t: TestServer, token: string, subdomain: string) {
  await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'ready' } });
  const res = await t.request('/api/templates/deploy', {
    method: 'POST',
    token,
    json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
  });
  expect(res.status).toBe(201);
}

const check = (t: TestServer, token: string | undefined, subdomain: string, remoteAddress?: string) =>
  t.request(`/api/templates/subdomain-availability/${encodeURIComponent(subdomain)}`, { token, remoteAddress });

describe(`subdomain availability (${databaseLabel})`, () => {
  let t: TestServer;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestServer();
    ({ token: owner } = await signedInUser(t, 'availowner'));
    ({ token: other } = await signedInUser(t, 'availother'));
    await deployTo(t, owner, 'ada-live');
  });
  afterAll(() => t.close());

  it('answers available for a free name', async () => {
    const res = await check(t, other, 'nobody-has-this');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ subdomain: 'nobody-has-this', available: true, message: 'Subdomain is available' });
  });

  it("answers taken for another user's live site, and nothing about its owner", async () => {
    const res = await check(t, other, 'ada-live');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ subdomain: 'ada-live', available: false, message: 'Subdomain is already taken' });
    expect(Object.keys(await json(await check(t, other, 'ada-live'))).sort()).toEqual(['available', 'message', 'subdomain', 'suggestions']);
  });

  it("answers available for the caller's own live site: redeploying keeps it", async () => {
    expect(await json(await check(t, owner, 'ada-live'))).toMatchObject({ available: true });
  });

  it.each([
    ['ab', 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)'],
    ['Ada Live', 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)'],
    ['-ada', 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)'],
    ['admin', 'This subdomain is reserved. Please choose another one'],
  ])('refuses %j with 400 and the deploy message', async (subdomain, message) => {
    const res = await check(t, other, subdomain);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message });
  });

  it('needs a signed-in user', async () => {
    expect((await check(t, undefined, 'nobody-has-this')).status).toBe(401);
  });
});

describe(`subdomain availability rate limit (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: {
        rateLimits: {
          ...relaxedRateLimits,
          subdomainCheckUser: { points: 2, durationSeconds: 900 },
          subdomainCheckIp: { points: 3, durationSeconds: 900 },
        },
      },
    });
  });
  afterAll(() => t.close());

  it("limits one user's checks from any address with 429", async () => {
    const { token } = await signedInUser(t, 'availbusy');
    expect((await check(t, token, 'first-try', '10.0.2.1')).status).toBe(200);
    expect((await check(t, token, 'second-try', '10.0.2.1')).status).toBe(200);
    const refused = await check(t, token, 'third-try', '10.0.2.2');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it("limits one address's checks across accounts with 429", async () => {
    const tokens = await Promise.all(['availa', 'availb', 'availc', 'availd'].map(async (tag) => (await signedInUser(t, tag)).token));
    const statuses = [];
    for (const token of tokens) statuses.push((await check(t, token, 'some-name', '10.0.3.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe(`free alternatives to a taken name (${databaseLabel})`, () => {
  let t: TestServer;
  let caller: string;
  const year = new Date().getUTCFullYear();
  beforeAll(async () => {
    t = await startTestServer();
    // Every test account is called Ada Lovelace: her own names come first among the alternatives.
    ({ token: caller } = await signedInUser(t, 'altcaller'));
    await deployTo(t, (await signedInUser(t, 'altowner')).token, 'ada-live');
    // The first alternative is someone's live site; the second a deleted account's held name.
    await deployTo(t, (await signedInUser(t, 'altlive')).token, 'ada-lovelace');
    const leaving = await signedInUser(t, 'altleaving');
    await deployTo(t, leaving.token, 'adalovelace');
    const deleted = await t.request('/api/auth/delete-account', {
      method: 'POST',
      token: leaving.token,
      json: { username: leaving.account.username, password: leaving.account.password },
    });
    expect(deleted.status).toBe(200);
  });
  afterAll(() => t.close());

  it('suggests three free names, skipping a live site and a held name', async () => {
    const body = await json<{ suggestions: string[] }>(await check(t, caller, 'ada-live'));
    expect(body.suggestions).toEqual([`ada-live-${year}`, 'ada-live-lovelace', `ada-lovelace-${year}`]);
  });

  it("answers a deploy to a taken name with the spec's message and the same free names", async () => {
    const res = await t.request('/api/templates/deploy', {
      method: 'POST',
      token: caller,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'ada-live' },
    });
    // The caller has no portfolio yet: the 404 of the spec comes first, and says nothing of the name.
    expect(res.status).toBe(404);
    await t.request('/api/user-portfolio', { method: 'POST', token: caller, json: { bio: 'ready' } });
    const taken = await t.request('/api/templates/deploy', {
      method: 'POST',
      token: caller,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'ada-live' },
    });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toEqual({
      message: 'Subdomain is already taken',
      suggestions: [`ada-live-${year}`, 'ada-live-lovelace', `ada-lovelace-${year}`],
    });
  });

  it('offers names a deploy then takes', async () => {
    const { suggestions } = await json<{ suggestions: string[] }>(await check(t, caller, 'ada-live'));
    const res = await t.request('/api/templates/deploy', {
      method: 'POST',
      token: caller,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: suggestions[0] },
    });
    expect(res.status).toBe(201);
    // Taken by the caller now, so no longer offered to anyone else.
    const { token: someone } = await signedInUser(t, 'altsomeone');
    const next = await json<{ suggestions: string[] }>(await check(t, someone, 'ada-live'));
    expect(next.suggestions).not.toContain(suggestions[0]);
    expect(next.suggestions).toHaveLength(3);
  });

  it('suggests nothing for a free name, and refuses bad input with 400 and no suggestions', async () => {
    expect(await json(await check(t, caller, 'nobody-has-this-one'))).not.toHaveProperty('suggestions');
    for (const bad of ['x', 'Ada Live', '-ada-', 'paypal', 'a'.repeat(31)]) {
      const res = await check(t, caller, bad);
      expect(res.status).toBe(400);
      expect(await json(res)).not.toHaveProperty('suggestions');
    }
  });
});
