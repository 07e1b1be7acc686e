import type { PortfolioData } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T>(res: Response) => (await res.json()) as T;
const reversed = <T>(list: readonly T[]) => [...list].reverse();

describe(`reordered entries keep their order from save to public page (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  /** A user with the sample portfolio saved and published at `subdomain`, and the ids of its records. */
  async function published(tag: string, subdomain: string) {
    const user = await signedInUser(t, tag);
    const send = async <T>(path: string, body: unknown) => {
      const res = await t.request(path, { method: 'POST', token: user.token, json: body });
      expect(res.status).toBe(201);
      return json<T & { id: string }>(res);
    };
    const skills = await send('/api/skills', { tech: sampleDraft.skills.tech, soft: sampleDraft.skills.soft });
    const projects = await send('/api/projects', { projects: sampleDraft.projects.projects });
    const experiences = await send('/api/experiences', { experiences: sampleDraft.experiences.experiences });
    const portfolio = await send('/api/user-portfolio', {
      userDetails: sampleDraft.userDetails,
      bio: sampleDraft.bio,
      education: sampleDraft.education,
      socialLinks: sampleDraft.socialLinks,
    });
    const deployed = await t.request('/api/templates/deploy', {
      method: 'POST',
      token: user.token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
    });
    expect(deployed.status).toBe(201);
    const patch = (path: string, body: unknown) => t.request(path, { method: 'PATCH', token: user.token, json: body });
    return { ...user, ids: { skills: skills.id, projects: projects.id, experiences: experiences.id, portfolio: portfolio.id }, patch };
  }

  const publicPage = async (subdomain: string) => {
    const res = await t.request(`/api/templates/portfolio/${subdomain}`);
    expect(res.status).toBe(200);
    return { etag: res.headers.get('etag'), data: (await json<{ portfolioData: PortfolioData }>(res)).portfolioData };
  };

  it('stores every list in the order it was saved, reads it back so, and publishes it so', async () => {
    const { token, ids, patch } = await published('reorder', 'reordered-lists');
    const before = await publicPage('reordered-lists');
    expect(before.data.projects.map((project) => project.projectName)).toEqual(sampleDraft.projects.projects.map((p) => p.projectName));

    const projects = reversed(sampleDraft.projects.projects);
    const experiences = reversed(sampleDraft.experiences.experiences);
    const education = reversed(sampleDraft.education);
    const tech = reversed(sampleDraft.skills.tech);
    const soft = reversed(sampleDraft.skills.soft);
    expect((await patch(`/api/projects/${ids.projects}`, { projects })).status).toBe(200);
    expect((await patch(`/api/experiences/${ids.experiences}`, { experiences })).status).toBe(200);
    expect((await patch(`/api/skills/${ids.skills}`, { tech, soft })).status).toBe(200);
    expect((await patch(`/api/user-portfolio/${ids.portfolio}`, { education })).status).toBe(200);

    const list = async <T>(path: string) => json<T[]>(await t.request(path, { token }));
    const [savedProjects] = await list<{ projects: typeof projects }>('/api/projects');
    expect(savedProjects?.projects.map((p) => p.projectName)).toEqual(projects.map((p) => p.projectName));
    const [savedExperiences] = await list<{ experiences: typeof experiences }>('/api/experiences');
    expect(savedExperiences?.experiences.map((e) => e.companyName)).toEqual(experiences.map((e) => e.companyName));
    const [savedSkills] = await list<{ tech: string[]; soft: string[] }>('/api/skills');
    expect(savedSkills).toMatchObject({ tech, soft });
    const [savedPortfolio] = await list<{ education: typeof education }>('/api/user-portfolio');
    expect(savedPortfolio?.education.map((e) => e.degree)).toEqual(education.map((e) => e.degree));

    const after = await publicPage('reordered-lists');
    expect(after.data.projects.map((p) => p.projectName)).toEqual(projects.map((p) => p.projectName));
    expect(after.data.experience.map((e) => e.companyName)).toEqual(experiences.map((e) => e.companyName));
    expect(after.data.education.map((e) => e.degree)).toEqual(education.map((e) => e.degree));
    expect(after.data.skills).toEqual({ tech, soft });
    // A new order is new content: a cache holding the old page must not get a 304 for it.
    expect(after.etag).not.toBe(before.etag);
    expect((await t.request('/api/templates/portfolio/reordered-lists', { headers: { 'if-none-match': before.etag ?? '' } })).status).toBe(200);
  });

  it('refuses a reordered list with a bad entry with 400 and keeps the stored order', async () => {
    const { token, ids, patch } = await published('reorderbad', 'reorder-refused');
    const [first, ...rest] = reversed(sampleDraft.projects.projects);
    const res = await patch(`/api/projects/${ids.projects}`, { projects: [{ ...first, githubUrl: 'javascript:alert(1)' }, ...rest] });
    expect(res.status).toBe(400);
    const [stored] = await json<Array<{ projects: Array<{ projectName: string }> }>>(await t.request('/api/projects', { token }));
    expect(stored?.projects.map((p) => p.projectName)).toEqual(sampleDraft.projects.projects.map((p) => p.projectName));
    expect((await publicPage('reorder-refused')).data.projects.map((p) => p.projectName)).toEqual(
      sampleDraft.projects.projects.map((p) => p.projectName),
    );
  });

  it("never lets another user reorder someone's projects", async () => {
    const owner = await published('reorderowner', 'reorder-owned');
    const other = await signedInUser(t, 'reorderother');
    const res = await t.request(`/api/projects/${owner.ids.projects}`, {
      method: 'PATCH',
      token: other.token,
      json: { projects: reversed(sampleDraft.projects.projects) },
    });
    expect(res.status).toBe(404);
    expect((await publicPage('reorder-owned')).data.projects.map((p) => p.projectName)).toEqual(
      sampleDraft.projects.projects.map((p) => p.projectName),
    );
  });
});
