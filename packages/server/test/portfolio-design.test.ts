import { eq } from 'drizzle-orm';
import { designMessages } from '@showfolio/portfolio-schema';
import { portfolios, users } from '../src/db/schema';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

interface DesignRecord {
  design: Record<string, string>;
  updatedAt?: string;
}

const json = async <T = DesignRecord>(res: Response) => (await res.json()) as T;
const tagOf = (record: { updatedAt?: string }) => `"${Date.parse(record.updatedAt!)}"`;

// Issue 32 item 7: the Design panel's accent, font, scheme and language, saved per portfolio.
describe(`PUT /portfolio-design (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const put = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    t.request('/api/portfolio-design', { method: 'PUT', token, json: body, headers });
  const storedDesign = async (username: string) => {
    const [row] = await t.server.db
      .select({ design: portfolios.design })
      .from(portfolios)
      .innerJoin(users, eq(users.id, portfolios.userId))
      .where(eq(users.usernameKey, username.toLowerCase()));
    return row?.design;
  };

  it('starts with no choices, then stores the canonical form and shows it on the preview link', async () => {
    const { token } = await signedInUser(t, 'designer');
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Type.' } });
    expect(await json(await t.request('/api/portfolio-design', { token }))).toMatchObject({ design: {} });

    const saved = await put(token, { language: 'ar', accent: '#1F6FEB', scheme: 'dark', font: 'serif' });
    expect(saved.status).toBe(200);
    const record = await json(saved);
    expect(record.design).toEqual({ accent: '#1f6feb', font: 'serif', scheme: 'dark', language: 'ar' });
    expect(saved.headers.get('etag')).toBe(tagOf(record));

    const read = await t.request('/api/portfolio-design', { token });
    expect(await json(read)).toEqual(record);
    const mine = await json<{ design: unknown }>(await t.request('/api/templates/my-portfolio', { token }));
    expect(mine.design).toEqual(record.design);

    const link = await t.request('/api/templates/preview/minimal-portfolio-v1', { method: 'POST', token });
    const previewToken = new URL((await json<{ previewUrl: string }>(link)).previewUrl).searchParams.get('token')!;
    const verified = await t.request(`/api/templates/verify-preview/minimal-portfolio-v1?token=${encodeURIComponent(previewToken)}`);
    expect((await json<{ portfolioData: { design: unknown } }>(verified)).portfolioData.design).toEqual(record.design);
  });

  it('replaces the whole design: a choice left out goes back to the template’s own', async () => {
    const { token, account } = await signedInUser(t, 'designreset');
    expect((await put(token, { accent: '#aabbcc', font: 'mono' })).status).toBe(200);
    const saved = await put(token, { language: 'es', unknown: 'dropped' });
    expect(await json(saved)).toMatchObject({ design: { language: 'es' } });
    expect(await storedDesign(account.username)).toEqual({ language: 'es' });
    expect((await put(token, {})).status).toBe(200);
    expect(await storedDesign(account.username)).toEqual({});
  });

  it.each([
    [{ accent: '#fff' }, designMessages.accent],
    [{ accent: 'red' }, designMessages.accent],
    [{ accent: '#12345g' }, designMessages.accent],
    [{ accent: 'rgb(1, 2, 3)' }, designMessages.accent],
    [{ accent: null }, designMessages.accent],
    [{ accent: 0x1f6feb }, designMessages.accent],
    [{ font: 'comic-sans' }, designMessages.font],
    [{ font: 'Serif' }, designMessages.font],
    [{ scheme: 'sepia' }, designMessages.scheme],
    [{ language: 'en-GB' }, designMessages.language],
    [{ language: 'AR' }, designMessages.language],
    [{ language: ['ar'] }, designMessages.language],
  ])('refuses %j with 400 and "%s", changing nothing', async (body, message) => {
    const { token, account } = await signedInUser(t, 'designbad');
    expect((await put(token, { accent: '#102030', language: 'fr' })).status).toBe(200);
    const res = await put(token, { font: 'grotesk', ...body });
    expect(res.status).toBe(400);
    expect(await json<{ message: string }>(res)).toMatchObject({ message });
    expect(await storedDesign(account.username)).toEqual({ accent: '#102030', language: 'fr' });
  });

  it('refuses a body that is not a JSON object', async () => {
    const { token } = await signedInUser(t, 'designshape');
    for (const body of ['[]', '"dark"', '{not json']) {
      const res = await t.request('/api/portfolio-design', {
        method: 'PUT',
        token,
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toMatch(/^Request body must be/);
    }
  });

  it('needs a sign-in and changes only the caller’s portfolio', async () => {
    expect((await put(undefined, { scheme: 'dark' })).status).toBe(401);
    expect((await t.request('/api/portfolio-design')).status).toBe(401);
    const mine = await signedInUser(t, 'designmine');
    const theirs = await signedInUser(t, 'designtheirs');
    await put(theirs.token, { scheme: 'light' });
    expect((await put(mine.token, { scheme: 'dark' })).status).toBe(200);
    expect(await storedDesign(theirs.account.username)).toEqual({ scheme: 'light' });
  });

  it('shares the portfolio’s version: a save against an older version is refused with 412', async () => {
    const { token, account } = await signedInUser(t, 'designstale');
    const portfolio = await json<{ id: string; updatedAt: string }>(
      await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'First' } }),
    );
    const saved = await put(token, { scheme: 'dark' }, { 'If-Match': tagOf(portfolio) });
    expect(saved.status).toBe(200);
    const newer = await json(saved);
    // The design's save moved the portfolio on: a bio written against the older version is stale.
    const staleBio = await t.request(`/api/user-portfolio/${portfolio.id}`, {
      method: 'PATCH',
      token,
      json: { bio: 'Overwrite' },
      headers: { 'If-Match': tagOf(portfolio) },
    });
    expect(staleBio.status).toBe(412);
    const stale = await put(token, { scheme: 'light' }, { 'If-Match': tagOf(portfolio) });
    expect(stale.status).toBe(412);
    expect(await json<{ current: DesignRecord }>(stale)).toMatchObject({ current: { design: { scheme: 'dark' } } });
    expect(await storedDesign(account.username)).toEqual({ scheme: 'dark' });
    expect((await put(token, { scheme: 'auto' }, { 'If-Match': tagOf(newer) })).status).toBe(200);
  });
});
