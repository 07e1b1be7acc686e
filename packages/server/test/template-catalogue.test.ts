import type { Template } from '@showfolio/portfolio-schema';
import { templateSourceFrom } from '../src/services/templates';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

// The server lists and accepts exactly the catalogue the host hands it (the templates registry):
// a template new to the registry needs no schema or server change.
const aurora: Template = {
  templateIdentifier: 'aurora-portfolio-v1',
  templateName: 'Aurora',
  description: 'A template the schema has never heard of.',
  category: 'Light',
  meta: { thumbnailImgUrl: '/templates/thumbnails/aurora-portfolio-v1.webp', isPremium: false, tags: ['Soft'], author: 'Showfolio', version: '1.0' },
};

describe(`the template catalogue the host hands the server (${databaseLabel})`, () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ app: { templates: templateSourceFrom([aurora]) } });
    token = (await signedInUser(t, 'catalogue')).token;
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'ready' } });
  });
  afterAll(() => t.close());

  it('lists that catalogue as GET /templates', async () => {
    const res = await t.request('/api/templates');
    expect(await res.json()).toEqual([aurora]);
  });

  it('previews and deploys a template new to the registry', async () => {
    const preview = await t.request('/api/templates/preview/aurora-portfolio-v1', { method: 'POST', token });
    expect(preview.status).toBe(200);
    const deploy = await t.request('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'aurora-portfolio-v1', subdomain: 'aurora-site' },
    });
    expect(deploy.status).toBe(201);
    expect(await deploy.json()).toMatchObject({ templateIdentifier: 'aurora-portfolio-v1' });
  });

  it('answers "Template not found" for a template outside it', async () => {
    const res = await t.request('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'minimal-site' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Template not found' });
  });
});
