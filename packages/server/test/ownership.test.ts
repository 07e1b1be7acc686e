import { SignJWT } from 'jose';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

describe(`two users (${databaseLabel})`, () => {
  let t: TestServer;
  let alice: { token: string; username: string };
  let bob: { token: string; username: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestServer();
    const a = await signedInUser(t, 'alice');
    const b = await signedInUser(t, 'bob');
    alice = { token: a.token, username: a.account.username };
    bob = { token: b.token, username: b.account.username };
    const save = async (path: string, body: unknown) =>
      (await json<{ id: string }>(await t.request(path, { method: 'POST', token: alice.token, json: body }))).id;
    ids.portfolio = await save('/api/user-portfolio', { bio: 'Alice bio' });
    ids.skills = await save('/api/skills', { tech: ['Go'], soft: [] });
    ids.projects = await save('/api/projects', { projects: [{ projectName: 'Alice project', description: 'Mine' }] });
    ids.experiences = await save('/api/experiences', { experiences: [{ companyName: 'Alice Co', jobRole: 'CTO' }] });
    await t.request('/api/templates/deploy', {
      method: 'POST',
      token: alice.token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'alice-site' },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['user-portfolio', { bio: 'Bob was here' }],
    ['skills', { tech: ['Hacked'] }],
    ['projects', { projects: [] }],
    ['experiences', { experiences: [] }],
  ])('answers 404 to a PATCH on the other user\'s %s and changes nothing', async (section, body) => {
    const before = await json(await t.request(`/api/${section}`, { token: alice.token }));
    const res = await t.request(`/api/${section}/${ids[section === 'user-portfolio' ? 'portfolio' : section]}`, {
      method: 'PATCH',
      token: bob.token,
      json: body,
    });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'Record not found' });
    expect(await json(await t.request(`/api/${section}`, { token: alice.token }))).toEqual(before);
  });

  it.each(['user-portfolio', 'skills', 'projects', 'experiences'])('lists only the caller\'s own %s', async (section) => {
    expect(await json(await t.request(`/api/${section}`, { token: bob.token }))).toEqual([]);
    expect(await json<unknown[]>(await t.request(`/api/${section}`, { token: alice.token }))).toHaveLength(1);
  });

  it('ignores a userId in the body: the token decides whose record it is', async () => {
    const res = await t.request('/api/skills', { method: 'POST', token: bob.token, json: { userId: 'alice', tech: ['Rust'] } });
    const bobSkills = await json<{ userId: string; id: string }>(res);
    expect(bobSkills.id).not.toBe(ids.skills);
    const [aliceSkills] = await json<Array<{ tech: string[] }>>(await t.request('/api/skills', { token: alice.token }));
    expect(aliceSkills?.tech).toEqual(['Go']);
  });

  it('refuses the other user\'s subdomain with 409 "Subdomain is already taken"', async () => {
    await t.request('/api/user-portfolio', { method: 'POST', token: bob.token, json: { bio: 'Bob bio' } });
    const res = await t.request('/api/templates/deploy', {
      method: 'POST',
      token: bob.token,
      json: { templateIdentifier: 'nexus-portfolio-v1', subdomain: 'alice-site' },
    });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: 'Subdomain is already taken' });
    const page = await json<{ portfolioData: { bio: string } }>(await t.request('/api/templates/portfolio/alice-site'));
    expect(page.portfolioData.bio).toBe('Alice bio');
  });

  it('answers 401 to a token signed with another secret naming the other user', async () => {
    const profile = await json(await t.request('/api/auth/profile', { token: alice.token }));
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(profile.id as string)
      .setIssuer('showfolio')
      .setAudience('showfolio:access')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-that-is-long-enough-1234'));
    expect((await t.request('/api/skills', { token: forged })).status).toBe(401);
  });
});

describe(`templates and deployment rules (${databaseLabel})`, () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = (await signedInUser(t, 'deployer')).token;
  });
  afterAll(() => t.close());

  const deploy = (body: unknown, as = token) => t.request('/api/templates/deploy', { method: 'POST', token: as, json: body });

  it('answers 404 "User not found." when the user has no portfolio yet', async () => {
    const res = await deploy({ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'no-portfolio' });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'User not found.' });
  });

  it.each([
    [{ subdomain: 'abc' }, 400, 'Template identifier is required for deployment'],
    [{ templateIdentifier: 'minimal-portfolio-v1' }, 400, 'Subdomain is required for deployment'],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: '   ' }, 400, 'Subdomain is required for deployment'],
    [{ templateIdentifier: 'no-such-template', subdomain: 'abc' }, 404, 'Template not found'],
    [{ templateIdentifier: 'no-such-template-v1', subdomain: 'abc' }, 404, 'Template not found'],
    [{ templateIdentifier: 'Minimal Portfolio v1', subdomain: 'abc' }, 404, 'Template not found'],
    [{ templateIdentifier: `${'a'.repeat(101)}-v1`, subdomain: 'abc' }, 400, 'Template identifier is too long'],
    [{ templateIdentifier: 42, subdomain: 'abc' }, 400, 'Template identifier is required for deployment'],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'ab' }, 400, 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)'],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'My_Site' }, 400, 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)'],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: '-abc-' }, 400, 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)'],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'a'.repeat(31) }, 400, 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)'],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'admin' }, 400, 'This subdomain is reserved. Please choose another one'],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'www' }, 400, 'This subdomain is reserved. Please choose another one'],
  ])('refuses %j with %i "%s"', async (body, status, message) => {
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'ready' } });
    const res = await deploy(body);
    expect(res.status).toBe(status);
    expect(await json(res)).toEqual({ message });
    expect((await t.request('/api/templates/my-deployment', { token })).status).toBe(404);
  });

  it('asks for sign-in before previews and deployments', async () => {
    expect((await t.request('/api/templates/preview/minimal-portfolio-v1', { method: 'POST' })).status).toBe(401);
    expect((await t.request('/api/templates/deploy', { method: 'POST', json: {} })).status).toBe(401);
    expect((await t.request('/api/templates/my-portfolio')).status).toBe(401);
  });

  it('answers a preview request for an unknown template with 404', async () => {
    const res = await t.request('/api/templates/preview/nope', { method: 'POST', token });
    expect(res.status).toBe(404);
  });

  describe('preview verification', () => {
    const keyOf = () => new TextEncoder().encode(t.config.jwtSecret);
    const previewToken = (tid: string, exp: number) =>
      new SignJWT({ tid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(tid)
        .setIssuer('showfolio')
        .setAudience('showfolio:preview')
        .setExpirationTime(exp)
        .sign(keyOf());

    it('says "This preview link has expired" after 24 hours', async () => {
      const stale = await previewToken('minimal-portfolio-v1', Math.floor(Date.now() / 1000) - 60);
      const res = await t.request(`/api/templates/verify-preview/minimal-portfolio-v1?token=${stale}`);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: 'This preview link has expired' });
    });

    it('says "Missing template identifier or token" without a token', async () => {
      const res = await t.request('/api/templates/verify-preview/minimal-portfolio-v1');
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: 'Missing template identifier or token' });
    });

    it('refuses a token for another template, an unknown template and a garbage token', async () => {
      const other = await previewToken('nexus-portfolio-v1', Math.floor(Date.now() / 1000) + 600);
      expect((await t.request(`/api/templates/verify-preview/minimal-portfolio-v1?token=${other}`)).status).toBe(403);
      const unknown = await t.request(`/api/templates/verify-preview/nope?token=${other}`);
      expect(await json(unknown)).toEqual({ message: 'Template not found' });
      const garbage = await t.request('/api/templates/verify-preview/minimal-portfolio-v1?token=abc');
      expect(await json(garbage)).toEqual({ message: 'Invalid preview token' });
    });
  });

  it('keeps the subdomain when redeploying another template under the same name', async () => {
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'ready' } });
    expect((await deploy({ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'same-name' })).status).toBe(201);
    expect((await deploy({ templateIdentifier: 'quantum-portfolio-v1', subdomain: 'same-name' })).status).toBe(201);
    expect(await json(await t.request('/api/templates/portfolio/same-name'))).toMatchObject({ templateIdentifier: 'quantum-portfolio-v1' });
    expect(await json<unknown[]>(await t.request('/api/templates/my-deployments', { token }))).toHaveLength(2);
  });

  it('answers an unknown or malformed public subdomain with 404 "Portfolio not found"', async () => {
    for (const name of ['nobody-here', 'x', '%00', 'a'.repeat(200)]) {
      const res = await t.request(`/api/templates/portfolio/${name}`);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Portfolio not found' });
    }
  });

  it('refuses javascript: links in saved sections', async () => {
    const res = await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: { socialLinks: { github: 'javascript:alert(1)' } },
    });
    expect(res.status).toBe(400);
    const projects = await t.request('/api/projects', {
      method: 'POST',
      token,
      json: { projects: [{ projectName: 'x', githubUrl: ' JaVaScRiPt:alert(1)' }] },
    });
    expect(projects.status).toBe(400);
  });
});
