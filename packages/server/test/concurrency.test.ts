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
