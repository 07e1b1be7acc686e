import { draftToPortfolioData } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

describe(`what a public portfolio shows (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const publish = async (tag: string, portfolio: unknown, subdomain: string) => {
    const user = await signedInUser(t, tag);
    await t.request('/api/user-portfolio', { method: 'POST', token: user.token, json: portfolio });
    const deployed = await t.request('/api/templates/deploy', {
      method: 'POST',
      token: user.token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
    });
    expect(deployed.status).toBe(201);
    return user;
  };

  it('never publishes the sign-in e-mail when the portfolio has no contact e-mail', async () => {
    const { account, token } = await publish('noemail', { bio: 'No address here.' }, 'no-contact-email');
    const page = await json<{ portfolioData: { email: string } }>(await t.request('/api/templates/portfolio/no-contact-email'));
    expect(page.portfolioData.email).toBe('');
    expect(JSON.stringify(page)).not.toContain(account.email);
    // The owner's own preview shows what the public page shows.
    expect(await json(await t.request('/api/templates/my-portfolio', { token }))).toMatchObject({ email: '' });
  });

  it('publishes the contact e-mail entered for the portfolio', async () => {
    await publish('withemail', { userDetails: { firstName: 'Ada', email: 'hello@ada.dev' } }, 'with-contact-email');
    const page = await json<{ portfolioData: { email: string } }>(await t.request('/api/templates/portfolio/with-contact-email'));
    expect(page.portfolioData.email).toBe('hello@ada.dev');
  });

  it("shows exactly what the wizard's preview of the same draft shows, empty end dates included", async () => {
    const user = await signedInUser(t, 'preview');
    const send = async (path: string, body: unknown) =>
      expect((await t.request(path, { method: 'POST', token: user.token, json: body })).status).toBe(201);
    await send('/api/skills', { tech: sampleDraft.skills.tech, soft: sampleDraft.skills.soft });
    await send('/api/projects', { projects: sampleDraft.projects.projects });
    await send('/api/experiences', { experiences: sampleDraft.experiences.experiences });
    await send('/api/user-portfolio', {
      userDetails: sampleDraft.userDetails,
      bio: sampleDraft.bio,
      documents: sampleDraft.documents,
      education: sampleDraft.education,
      socialLinks: sampleDraft.socialLinks,
      headline: sampleDraft.headline,
      location: sampleDraft.location,
    });
    const sections = await t.request('/api/portfolio-sections', {
      method: 'PATCH',
      token: user.token,
      json: { showEmail: sampleDraft.showEmail, showPhone: sampleDraft.showPhone, links: sampleDraft.links, ...sampleDraft.sections },
    });
    expect(sections.status).toBe(200);
    const deployed = await t.request('/api/templates/deploy', {
      method: 'POST',
      token: user.token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'same-as-preview' },
    });
    expect(deployed.status).toBe(201);
    const page = await json<{ portfolioData: unknown }>(await t.request('/api/templates/portfolio/same-as-preview'));
    const preview = draftToPortfolioData(sampleDraft);
    expect(preview.experience.some((job) => job.endDate === '')).toBe(true);
    expect(page.portfolioData).toEqual(preview);
  });
});
