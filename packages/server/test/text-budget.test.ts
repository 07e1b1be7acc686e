// Issue 30 item 3: every field had a limit, but together they allowed about 600,000 characters
// (3 lists of 50 entries of 2,000), a page that took seconds to render. Failed before: each save
// below was stored (201/200), whatever the total.
import { eq } from 'drizzle-orm';
import { limits, messages } from '@showfolio/portfolio-schema';
import { experiences, projects, users } from '../src/db/schema';
import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';

const entries = (count: number, length: number) =>
  Array.from({ length: count }, (_, i) => ({
    projectName: `Project ${i}`,
    description: `- ${'point '.repeat(length / 6)}`.slice(0, length),
  }));
const jobs = (count: number, length: number) =>
  Array.from({ length: count }, (_, i) => ({
    companyName: `Company ${i}`,
    jobRole: 'Engineer',
    description: 'x'.repeat(length),
    startDate: '2020-01',
    endDate: '',
  }));

async function userIdOf(t: TestServer, email: string) {
  const [row] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe(`a portfolio's total text is bounded (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { rateLimits: relaxedRateLimits } });
  });
  afterAll(() => t.close());

  it(`refuses with 413 and a message naming the limit of ${limits.portfolioText.toLocaleString("en-US")} characters a save that would pass the limit, and stores nothing`, async () => {
    expect(messages.portfolioTextTooLong).toContain('100,000 characters');
    const { token } = await signedInUser(t, 'budget');
    const saved = await t.request('/api/projects', { method: 'POST', token, json: { projects: entries(50, 1900) } });
    expect(saved.status).toBe(201);

    const tooMuch = await t.request('/api/experiences', { method: 'POST', token, json: { experiences: jobs(10, 1000) } });
    expect(tooMuch.status).toBe(413);
    expect(await tooMuch.json()).toMatchObject({ message: messages.portfolioTextTooLong });
    expect(await (await t.request('/api/experiences', { token })).json()).toEqual([]);

    const longBio = await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'b'.repeat(2000), education: jobs(0, 0) } });
    expect(longBio.status).toBe(201);
    const educated = await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: { education: Array.from({ length: 5 }, () => ({ institution: 'U', degree: 'BSc', startDate: '2010', endDate: '2014', description: 'e'.repeat(1000) })) },
    });
    expect(educated.status).toBe(413);

    // What still fits is taken.
    expect((await t.request('/api/experiences', { method: 'POST', token, json: { experiences: jobs(1, 500) } })).status).toBe(201);
  });

  it('keeps an older portfolio above the limit readable, refuses writes that do not shrink it, and takes those that do', async () => {
    const { account, token } = await signedInUser(t, 'legacy');
    const userId = await userIdOf(t, account.email);
    // Stored before the limit existed: straight into the tables, as a migration would find it.
    await t.server.db.insert(projects).values({ userId, projects: entries(50, 2000).map((p) => ({ ...p, githubUrl: '', deployedUrl: '', techStack: [] })) });
    await t.server.db.insert(experiences).values({ userId, experiences: jobs(50, 2000).map((j) => ({ ...j, technologyUsed: [] })) });

    const read = await t.request('/api/projects', { token });
    expect(read.status).toBe(200);
    const [stored] = (await read.json()) as { id: string }[];

    const same = await t.request('/api/experiences', { method: 'POST', token, json: { experiences: jobs(50, 2000) } });
    expect(same.status).toBe(413);
    const bigger = await t.request('/api/skills', { method: 'POST', token, json: { tech: ['TypeScript'], soft: [] } });
    expect(bigger.status).toBe(413);

    const trimmed = await t.request(`/api/projects/${stored!.id}`, { method: 'PATCH', token, json: { projects: entries(10, 2000) } });
    expect(trimmed.status).toBe(200);
  });

  it('refuses an import above the limit with the same 413', async () => {
    const { token } = await signedInUser(t, 'importer');
    const imported = await t.request('/api/auth/import', {
      method: 'POST',
      token,
      json: { format: 'showfolio-portfolio', version: 1, projects: { projects: entries(50, 2000) }, experiences: { experiences: jobs(10, 2000) } },
    });
    expect(imported.status).toBe(413);
    expect(await imported.json()).toMatchObject({ message: messages.portfolioTextTooLong });
    expect(await (await t.request('/api/projects', { token })).json()).toEqual([]);
  });
});
