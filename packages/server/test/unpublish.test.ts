import { eq } from 'drizzle-orm';
import { deployments } from '../src/db/schema';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

async function withPortfolio(t: TestServer, tag: string) {
  const { token } = await signedInUser(t, tag);
  await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: `${tag} bio` } });
  return token;
}

const deploy = (t: TestServer, token: string, subdomain: string) =>
  t.request('/api/templates/deploy', {
    method: 'POST',
    token,
    json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
  });

const unpublish = (t: TestServer, token?: string) => t.request('/api/templates/unpublish', { method: 'POST', token });

describe(`unpublish (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('takes the site offline: the public lookup answers 404 and the history keeps it, inactive', async () => {
    const token = await withPortfolio(t, 'unpub');
    expect((await deploy(t, token, 'unpub-site')).status).toBe(201);
    const res = await unpublish(t, token);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ subdomain: 'unpub-site' });
    const page = await t.request('/api/templates/portfolio/unpub-site');
    expect(page.status).toBe(404);
    expect(await json(page)).toEqual({ message: 'Portfolio not found' });
    expect((await t.request('/api/templates/my-deployment', { token })).status).toBe(404);
    expect(await json(await t.request('/api/templates/my-deployments', { token }))).toMatchObject([
      { isActive: false, subdomain: 'unpub-site' },
    ]);
  });

  it('answers 404 "No deployment found" when nothing is published, and 401 signed out', async () => {
    const token = await withPortfolio(t, 'unpubnone');
    const res = await unpublish(t, token);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'No deployment found' });
    expect((await unpublish(t)).status).toBe(401);
  });

  it('keeps the name for its owner: others are refused, the owner re-publishes to it', async () => {
    const owner = await withPortfolio(t, 'holder');
    const other = await withPortfolio(t, 'grabber');
    expect((await deploy(t, owner, 'held-name')).status).toBe(201);
    expect((await unpublish(t, owner)).status).toBe(200);

    const grab = await deploy(t, other, 'held-name');
    expect(grab.status).toBe(409);
    expect(await json(grab)).toMatchObject({ message: 'Subdomain is already taken' });
    const check = await t.request('/api/templates/subdomain-availability/held-name', { token: other });
    expect(await json(check)).toMatchObject({ available: false });

    expect((await deploy(t, owner, 'held-name')).status).toBe(201);
    const page = await t.request('/api/templates/portfolio/held-name');
    expect(page.status).toBe(200);
    expect(await json(page)).toMatchObject({ portfolioData: { bio: 'holder bio' } });
  });

  it('frees the name 30 days after it was taken offline', async () => {
    const owner = await withPortfolio(t, 'lapsed');
    const other = await withPortfolio(t, 'newcomer');
    expect((await deploy(t, owner, 'lapsed-name')).status).toBe(201);
    expect((await unpublish(t, owner)).status).toBe(200);
    await t.server.db
      .update(deployments)
      .set({ deactivatedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(deployments.subdomain, 'lapsed-name'));
    expect((await deploy(t, other, 'lapsed-name')).status).toBe(201);
  });

  it('does not hold a name its owner moved away from', async () => {
    const owner = await withPortfolio(t, 'mover');
    const other = await withPortfolio(t, 'follower');
    expect((await deploy(t, owner, 'old-home')).status).toBe(201);
    expect((await deploy(t, owner, 'new-home')).status).toBe(201);
    expect((await deploy(t, other, 'old-home')).status).toBe(201);
  });
});
