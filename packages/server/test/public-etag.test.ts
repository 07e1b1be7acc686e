import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

describe(`the public portfolio's ETag (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const publish = async (tag: string, subdomain: string) => {
    const user = await signedInUser(t, tag);
    const portfolio = { userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'hello@ada.dev' }, bio: 'Copied word for word.' };
    expect((await t.request('/api/user-portfolio', { method: 'POST', token: user.token, json: portfolio })).status).toBe(201);
    const deployed = await t.request('/api/templates/deploy', {
      method: 'POST',
      token: user.token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
    });
    expect(deployed.status).toBe(201);
  };

  // Issue 30 item 6. Failed before: the ETag hashed the content only, so a copy had the original's
  // ETag, and the caches keyed by it (the host's page, social image and PDF) mixed the two up.
  it('differs between two subdomains whose public JSON is identical', async () => {
    await publish('original', 'etag-original');
    await publish('copy', 'etag-copy');
    const original = await t.request('/api/templates/portfolio/etag-original');
    const copy = await t.request('/api/templates/portfolio/etag-copy');
    expect(await copy.text()).toBe(await original.text());
    expect(copy.headers.get('etag')).toBeTruthy();
    expect(copy.headers.get('etag')).not.toBe(original.headers.get('etag'));
  });
});
