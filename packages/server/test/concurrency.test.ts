import { socialPlatforms } from '@showfolio/portfolio-schema';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

interface StoredPortfolio {
  user: Record<string, string>;
  bio: string;
  socialLinks: Record<string, string>;
}

describe(`concurrent portfolio edits (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('keeps every acknowledged change of 20 concurrent partial saves', async () => {
    const { token } = await signedInUser(t, 'racer');
    expect((await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'start' } })).status).toBe(201);

    // Three saves per social link (each sends only its own link) and one per other field.
    const linkEdits = socialPlatforms.flatMap((platform) =>
      [1, 2, 3].map((n) => ({ socialLinks: { [platform]: `https://example.com/${platform}/${n}` } })),
    );
    const fieldEdits = [
      { userDetails: { firstName: 'Grace' } },
      { userDetails: { lastName: 'Hopper' } },
      { userDetails: { username: 'grace' } },
      { userDetails: { email: 'grace@example.com' } },
      { bio: 'Compilers.' },
    ];
    const edits = [...linkEdits, ...fieldEdits];
    expect(edits).toHaveLength(20);

    const answers = await Promise.all(edits.map((body) => t.request('/api/user-portfolio', { method: 'POST', token, json: body })));
    expect(answers.map((res) => res.status)).toEqual(edits.map(() => 200));

    const [stored] = await json<StoredPortfolio[]>(await t.request('/api/user-portfolio', { token }));
    for (const platform of socialPlatforms) {
      expect([1, 2, 3].map((n) => `https://example.com/${platform}/${n}`)).toContain(stored!.socialLinks[platform]);
    }
    expect(stored!.user).toEqual({ firstName: 'Grace', lastName: 'Hopper', username: 'grace', email: 'grace@example.com' });
    expect(stored!.bio).toBe('Compilers.');
  });

  it('keeps every link of concurrent first saves that race to create the portfolio', async () => {
    const { token } = await signedInUser(t, 'creator');
    const answers = await Promise.all(
      socialPlatforms.map((platform) =>
        t.request('/api/user-portfolio', { method: 'POST', token, json: { socialLinks: { [platform]: `https://example.com/${platform}` } } }),
      ),
    );
    // Exactly one save created the portfolio; the others updated it.
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const [stored] = await json<StoredPortfolio[]>(await t.request('/api/user-portfolio', { token }));
    expect(stored!.socialLinks).toEqual(Object.fromEntries(socialPlatforms.map((p) => [p, `https://example.com/${p}`])));
  });
});

describe(`concurrent deployments (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const deploy = (token: string, templateIdentifier: string, subdomain: string) =>
    t.request('/api/templates/deploy', { method: 'POST', token, json: { templateIdentifier, subdomain } });

  it('never tells the owner their own subdomain is taken, and still refuses it to someone else', async () => {
    const owner = await signedInUser(t, 'redeployer');
    await t.request('/api/user-portfolio', { method: 'POST', token: owner.token, json: { bio: 'mine' } });
    const templates = ['minimal-portfolio-v1', 'nexus-portfolio-v1', 'quantum-portfolio-v1'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => deploy(owner.token, templates[i % templates.length]!, 'racing-name')),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));

    const history = await json<Array<{ isActive: boolean; subdomain: string }>>(
      await t.request('/api/templates/my-deployments', { token: owner.token }),
    );
    expect(history).toHaveLength(10);
    expect(history.filter((d) => d.isActive)).toEqual([expect.objectContaining({ subdomain: 'racing-name' })]);
    expect((await t.request('/api/templates/portfolio/racing-name')).status).toBe(200);

    const other = await signedInUser(t, 'squatter');
    await t.request('/api/user-portfolio', { method: 'POST', token: other.token, json: { bio: 'theirs' } });
    const refused = await deploy(other.token, 'minimal-portfolio-v1', 'racing-name');
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ message: 'Subdomain is already taken' });
  });
});
