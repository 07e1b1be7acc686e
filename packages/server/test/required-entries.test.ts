import { entryRequiredMessages } from '@showfolio/portfolio-schema';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

// The wizard refuses to add an entry without its required fields; the API refuses to store one.
describe(`entries missing a required field (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const message = async (res: Response) => ((await res.json()) as { message: string }).message;

  it('answers 400 with the wizard\'s message and stores nothing, for each list', async () => {
    const { token } = await signedInUser(t, 'entries');
    const post = (path: string, json: unknown) => t.request(path, { method: 'POST', token, json });

    const education = await post('/api/user-portfolio', { education: [{ degree: '', institution: 'MIT' }] });
    expect(education.status).toBe(400);
    expect(await message(education)).toBe(entryRequiredMessages.education.degree);

    const projects = await post('/api/projects', { projects: [{ projectName: 'Atlas', description: '  ' }] });
    expect(projects.status).toBe(400);
    expect(await message(projects)).toBe(entryRequiredMessages.projects.description);

    const experiences = await post('/api/experiences', { experiences: [{ companyName: 'Acme' }] });
    expect(experiences.status).toBe(400);
    expect(await message(experiences)).toBe(entryRequiredMessages.experiences.jobRole);

    for (const path of ['/api/user-portfolio', '/api/projects', '/api/experiences']) {
      const read = await t.request(path, { token });
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual([]);
    }
  });

  it('stores complete entries', async () => {
    const { token } = await signedInUser(t, 'entriesok');
    const res = await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: { education: [{ degree: 'BSc', institution: 'MIT' }] },
    });
    expect(res.status).toBe(201);
  });
});
