import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

// issue 36 item 2: one If-None-Match matcher for the API and the host. Failed before: GET
// /api/templates/portfolio/{sub} compared the header with `===`, so a weak validator (W/"…", as
// proxies that compress rewrite it), a list of validators or `*` got the whole body again.
describe(`conditional requests for a public portfolio's data (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers 304 to its ETag however If-None-Match spells it, and 200 to another', async () => {
    const { token } = await signedInUser(t, 'etagforms');
    const saved = await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: { userDetails: { firstName: 'Ada', lastName: 'Lovelace' }, bio: 'Conditional.' },
    });
    expect(saved.status).toBe(201);
    const deployed = await t.request('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'etag-forms' },
    });
    expect(deployed.status).toBe(201);
    const first = await t.request('/api/templates/portfolio/etag-forms');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const ask = (ifNoneMatch: string) =>
      t.request('/api/templates/portfolio/etag-forms', { headers: { 'if-none-match': ifNoneMatch } });
    for (const header of [etag, `W/${etag}`, `"something-else", ${etag}`, '*'])
      expect((await ask(header)).status, header).toBe(304);
    expect((await ask('"something-else"')).status).toBe(200);
  });
});
