import { deployments } from '../src/db/schema';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

describe(`reserved subdomains (${databaseLabel})`, () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    ({ token } = await signedInUser(t, 'reserver'));
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'ready' } });
  });
  afterAll(() => t.close());

  it.each(['blog', 'status', 'login', 'cdn', 'adm1n', '0wner', 'supp0rt'])('refuses to deploy to %j with the reserved message', async (subdomain) => {
    const res = await t.request('/api/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'This subdomain is reserved. Please choose another one' });
    expect((await t.request('/api/templates/my-deployment', { token })).status).toBe(404);
  });

  // issue 30 item 16: failed before: each of these brands (and look-alikes) deployed (201).
  it.each(['google', 'paypal', 'apple', 'microsoft', 'gmail', 'stripe', 'g00gle', 'pay-pal', 'rnicrosoft'])(
    'refuses the brand or look-alike %j, in the availability check and the deploy',
    async (subdomain) => {
      const check = await t.request(`/api/templates/subdomain-availability/${subdomain}`, { token });
      expect(check.status).toBe(400);
      expect(await json(check)).toEqual({ message: 'This subdomain is reserved. Please choose another one' });
      const res = await t.request('/api/templates/deploy', { method: 'POST', token, json: { templateIdentifier: 'minimal-portfolio-v1', subdomain } });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: 'This subdomain is reserved. Please choose another one' });
      expect((await t.request('/api/templates/my-deployment', { token })).status).toBe(404);
    },
  );

  it('keeps serving a portfolio deployed to a name before it was reserved', async () => {
    const { id: userId } = await json<{ id: string }>(await t.request('/api/auth/profile', { token }));
    // A deployment made while "blog" was still free.
    await t.server.db.insert(deployments).values({ userId, templateIdentifier: 'minimal-portfolio-v1', subdomain: 'blog' });
    const page = await t.request('/api/templates/portfolio/blog');
    expect(page.status).toBe(200);
    expect(await json(page)).toMatchObject({ templateIdentifier: 'minimal-portfolio-v1', portfolioData: { bio: 'ready' } });
  });
});
