import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

const put = (t: TestServer, token: string | undefined, body: unknown) =>
  t.request('/api/templates/resume-settings', { method: 'PUT', token, json: body });

// issue 33 item 2: the résumé design and paper are chosen on the dashboard and remembered per portfolio.
describe(`résumé settings (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function published(tag: string) {
    const { token } = await signedInUser(t, tag);
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: `${tag} bio` } });
    const deployed = await t.request('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: `${tag}-site` },
    });
    expect(deployed.status).toBe(201);
    return token;
  }

  it('starts as Classic on A4, and remembers a new choice for the deployment and the public lookup', async () => {
    const token = await published('resumeset');
    expect(await json(await t.request('/api/templates/my-deployment', { token }))).toMatchObject({
      resume: { design: 'classic', paper: 'a4' },
    });
    const saved = await put(t, token, { design: 'compact', paper: 'letter' });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ design: 'compact', paper: 'letter' });
    expect(await json(await t.request('/api/templates/my-deployment', { token }))).toMatchObject({
      resume: { design: 'compact', paper: 'letter' },
    });
    expect((await t.server.getPublicPortfolio('resumeset-site'))?.resume).toEqual({ design: 'compact', paper: 'letter' });
  });

  it('refuses a design or paper it does not know with 400 and a clear message, storing nothing', async () => {
    const token = await published('resumebad');
    const design = await put(t, token, { design: 'fancy', paper: 'a4' });
    expect(design.status).toBe(400);
    expect(JSON.stringify(await json(design))).toContain('Choose a résumé design: classic, modern or compact.');
    const paper = await put(t, token, { design: 'modern', paper: 'a3' });
    expect(paper.status).toBe(400);
    expect(JSON.stringify(await json(paper))).toContain('Choose a paper size: a4 or letter.');
    expect((await put(t, token, {})).status).toBe(400);
    expect(await json(await t.request('/api/templates/my-deployment', { token }))).toMatchObject({
      resume: { design: 'classic', paper: 'a4' },
    });
  });

  it('changes only the caller’s own portfolio, and needs a sign-in', async () => {
    const mine = await published('resumemine');
    const theirs = await published('resumetheirs');
    expect((await put(t, mine, { design: 'modern', paper: 'letter' })).status).toBe(200);
    expect((await t.server.getPublicPortfolio('resumetheirs-site'))?.resume).toEqual({ design: 'classic', paper: 'a4' });
    expect(await json(await t.request('/api/templates/my-deployment', { token: theirs }))).toMatchObject({
      resume: { design: 'classic', paper: 'a4' },
    });
    expect((await put(t, undefined, { design: 'modern', paper: 'a4' })).status).toBe(401);
  });

  it('answers 404 for an account with no portfolio yet', async () => {
    const { token } = await signedInUser(t, 'resumenone');
    const res = await put(t, token, { design: 'modern', paper: 'a4' });
    expect(res.status).toBe(404);
  });
});
