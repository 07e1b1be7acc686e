import sharp from 'sharp';
import * as z from 'zod/mini';
import { portfolioDataSchema, templateSchema, userProfileSchema } from '@showfolio/portfolio-schema';
import { templateRecords } from '@showfolio/templates';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A photo-like PNG with EXIF-style metadata, made on the fly. */
async function makePicture(width: number, height: number, format: 'png' | 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } }).withMetadata({
    exif: { IFD0: { Copyright: 'secret-camera-owner' } },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

function pictureForm(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe(`the whole journey (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('signs up, builds a portfolio, previews, deploys, redeploys and signs out', async () => {
    const { account, token } = await signedInUser(t, 'journey');

    // Profile and token validation.
    const profile = userProfileSchema.parse(await json(await t.request('/api/auth/profile', { token })));
    expect(profile).toMatchObject({ email: account.email, username: account.username, firstName: 'Ada' });
    expect(profile.id).toBe(profile._id);
    const rawProfile = await json(await t.request('/api/auth/profile', { token }));
    // Only whether the account has a password (Settings asks for the current one), never the hash.
    expect(Object.keys(rawProfile).filter((key) => /hash|password/i.test(key))).toEqual(['hasPassword']);
    expect(rawProfile.hasPassword).toBe(true);
    expect(await json(await t.request('/api/auth/validate-token', { method: 'POST', json: { token } }))).toEqual({ valid: true });

    // Step 1: user details with bio create the portfolio; later steps patch it by id.
    const created = await t.request('/api/user-portfolio', {
      method: 'POST',
      token,
      json: {
        userDetails: { firstName: 'Ada', lastName: 'Lovelace', username: account.username, email: 'hello@ada.dev' },
        bio: 'I write programs for engines that do not exist yet.',
        skills: {},
        projects: [],
        experiences: [],
      },
    });
    expect(created.status).toBe(201);
    const portfolio = await json<{ id: string; _id: string }>(created);
    expect(portfolio.id).toBe(portfolio._id);

    // Step 2: the picture.
    const png = await makePicture(900, 600, 'png');
    const upload = await t.request('/api/user-portfolio/upload-profile-picture', {
      method: 'POST',
      token,
      body: pictureForm(png, 'me.png', 'image/png'),
    });
    expect(upload.status).toBe(201);
    const { url } = await json<{ url: string }>(upload);
    expect(url).toMatch(/^http:\/\/localhost:3000\/media\/[A-Za-z0-9_-]+\.webp$/);
    const media = await t.request(new URL(url).pathname);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
    // Published pages on {sub}.{PUBLIC_DOMAIN} are another site: the picture must be embeddable there.
    expect(media.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const storedBytes = Buffer.from(await media.arrayBuffer());
    expect(storedBytes.includes('secret-camera-owner')).toBe(false);
    const stored = await sharp(storedBytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(stored.exif).toBeUndefined();

    const patchDocs = await t.request(`/api/user-portfolio/${portfolio.id}`, {
      method: 'PATCH',
      token,
      json: { documents: { profilePictureUrl: url, resumeUrl: 'https://drive.google.com/file/d/abc/view?usp=sharing' } },
    });
    expect(patchDocs.status).toBe(200);

    // Step 3: education and skills.
    await t.request(`/api/user-portfolio/${portfolio.id}`, {
      method: 'PATCH',
      token,
      json: { education: [{ degree: 'BSc Mathematics', institution: 'University of London', startDate: '1833-01-01', endDate: '' }] },
    });
    const skills = await t.request('/api/skills', { method: 'POST', token, json: { userId: 'ignored', tech: ['Analysis'], soft: ['Writing'] } });
    expect(skills.status).toBe(201);
    const skillsId = (await json<{ id: string }>(skills)).id;
    const skillsPatch = await t.request(`/api/skills/${skillsId}`, { method: 'PATCH', token, json: { tech: ['Analysis', 'Algorithms'] } });
    expect(await json(skillsPatch)).toMatchObject({ tech: ['Analysis', 'Algorithms'], soft: ['Writing'] });

    // Steps 4-6: projects, experience, social links.
    const projects = await json<{ _id: string }>(
      await t.request('/api/projects', {
        method: 'POST',
        token,
        json: { projects: [{ name: 'Note G', description: 'Bernoulli numbers', gitUrl: 'https://github.com/ada/note-g', skills: ['Engines'] }] },
      }),
    );
    const projectsPatch = await t.request(`/api/projects/${projects._id}`, {
      method: 'PATCH',
      token,
      json: {
        projects: [
          { projectName: 'Note G', description: 'Bernoulli numbers', githubUrl: 'https://github.com/ada/note-g', deployedUrl: '', techStack: ['Engines'] },
          { projectName: 'Tables', description: 'Loom patterns', githubUrl: '', deployedUrl: 'https://ada.dev/tables', techStack: [] },
        ],
      },
    });
    expect(projectsPatch.status).toBe(200);
    const experiences = await json<{ id: string }>(
      await t.request('/api/experiences', {
        method: 'POST',
        token,
        json: { experiences: [{ companyName: 'Analytical Engine Ltd', jobRole: 'Programmer', startDate: '1842-01-01', endDate: '', technologyUsed: ['Punch cards'] }] },
      }),
    );
    expect((await t.request(`/api/experiences/${experiences.id}`, { method: 'PATCH', token, json: { experiences: [{ name: 'Analytical Engine Ltd', role: 'Lead programmer', skills: ['Punch cards'] }] } })).status).toBe(200);
    await t.request(`/api/user-portfolio/${portfolio.id}`, {
      method: 'PATCH',
      token,
      json: { socialLinks: { github: 'https://github.com/ada', linkedin: 'https://www.linkedin.com/in/ada' } },
    });

    const [record] = await json<Array<Record<string, unknown>>>(await t.request('/api/user-portfolio', { token }));
    expect(record).toMatchObject({
      id: portfolio.id,
      _id: portfolio.id,
      bio: 'I write programs for engines that do not exist yet.',
      profilePictureUrl: url,
      user: { firstName: 'Ada', email: 'hello@ada.dev' },
      socialLinks: { github: 'https://github.com/ada', linkedin: 'https://www.linkedin.com/in/ada', twitter: '' },
      education: [expect.objectContaining({ degree: 'BSc Mathematics' })],
      deployedTemplates: [],
    });

    // Templates: the list, a preview link and its verification.
    const templates = z.array(templateSchema).parse(await json(await t.request('/api/templates')));
    expect(templates).toEqual(templateRecords());
    expect(templates.filter((tpl) => tpl.meta.isPremium).map((tpl) => tpl.templateIdentifier).sort()).toEqual([
      'nexus-portfolio-v1',
      'quantum-portfolio-v1',
    ]);
    const preview = await json<{ previewUrl: string }>(
      await t.request('/api/templates/preview/minimal-portfolio-v1', { method: 'POST', token }),
    );
    const previewUrl = new URL(preview.previewUrl);
    expect(previewUrl.origin + previewUrl.pathname).toBe('http://localhost:3000/preview/minimal-portfolio-v1');
    const verify = await t.request(`/api/templates/verify-preview/minimal-portfolio-v1?token=${previewUrl.searchParams.get('token')}`);
    expect(verify.status).toBe(200);
    const verified = await json<{ valid: boolean; expiresAt: string }>(verify);
    expect(verified).toMatchObject({ valid: true, templateIdentifier: 'minimal-portfolio-v1' });
    const hours = (Date.parse(verified.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // Deploy, then the public lookup.
    const subdomain = `ada-${account.username.slice(-6).replace(/_/g, '')}`;
    const deploy = await t.request('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain },
    });
    expect(deploy.status).toBe(201);
    expect(await json(deploy)).toMatchObject({ deployUrl: `http://${subdomain}.showfolio.localhost:3000/` });
    expect(await json(await t.request('/api/templates/my-deployment', { token }))).toEqual({
      templateIdentifier: 'minimal-portfolio-v1',
      deployUrl: `http://${subdomain}.showfolio.localhost:3000/`,
      subdomain,
      resume: { design: 'classic', paper: 'a4' },
    });
    const own = portfolioDataSchema.parse(await json(await t.request('/api/templates/my-portfolio', { token })));
    expect(own.mobileNumber).toBe(account.mobileNumber);

    const lookup = await t.request(`/api/templates/portfolio/${subdomain}`);
    expect(lookup.status).toBe(200);
    const etag = lookup.headers.get('etag');
    expect(etag).toBeTruthy();
    const body = await json<{ templateIdentifier: string; portfolioData: Record<string, unknown> }>(lookup);
    expect(body.templateIdentifier).toBe('minimal-portfolio-v1');
    expect(body.portfolioData).toEqual(
      portfolioDataSchema.parse({
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: account.username,
        email: 'hello@ada.dev',
        mobileNumber: '',
        bio: 'I write programs for engines that do not exist yet.',
        profilePicture: url,
        resumeUrl: 'https://drive.google.com/file/d/abc/view?usp=sharing',
        education: [{ degree: 'BSc Mathematics', institution: 'University of London', startDate: '1833-01-01', endDate: '', description: '' }],
        skills: { tech: ['Analysis', 'Algorithms'], soft: ['Writing'] },
        experience: [{ companyName: 'Analytical Engine Ltd', role: 'Lead programmer', technologies: ['Punch cards'] }],
        projects: [
          { projectName: 'Note G', description: 'Bernoulli numbers', githubUrl: 'https://github.com/ada/note-g', technologies: ['Engines'] },
          { projectName: 'Tables', description: 'Loom patterns', deployedUrl: 'https://ada.dev/tables' },
        ],
        social: { github: 'https://github.com/ada', linkedin: 'https://www.linkedin.com/in/ada' },
      }),
    );
    const serialised = JSON.stringify(body);
    expect(serialised).not.toContain(portfolio.id);
    expect(serialised).not.toMatch(/"(_?id|userId|passwordHash|token)"/);
    expect((await t.request(`/api/templates/portfolio/${subdomain}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    // Redeploy under a new name and template: the old name is freed, history keeps both.
    const renamed = `${subdomain}-two`;
    const redeploy = await t.request('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'nexus-portfolio-v1', subdomain: renamed },
    });
    expect(redeploy.status).toBe(201);
    expect((await t.request(`/api/templates/portfolio/${subdomain}`)).status).toBe(404);
    expect(await json(await t.request(`/api/templates/portfolio/${renamed}`))).toMatchObject({ templateIdentifier: 'nexus-portfolio-v1' });
    const history = await json<Array<{ isActive: boolean; domainUrl: string }>>(await t.request('/api/templates/my-deployments', { token }));
    expect(history.map((h) => [h.domainUrl, h.isActive])).toEqual([
      [`http://${subdomain}.showfolio.localhost:3000/`, false],
      [`http://${renamed}.showfolio.localhost:3000/`, true],
    ]);
    const [withHistory] = await json<Array<{ deployedTemplates: unknown[] }>>(await t.request('/api/user-portfolio', { token }));
    // The portfolio reads its history in the same query as the row: it must say exactly what my-deployments says.
    expect(withHistory?.deployedTemplates).toEqual(history);
    expect(history.every((h) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test((h as { deployedAt?: string }).deployedAt ?? ''))).toBe(true);

    // Sign out: the token stops working everywhere.
    expect((await t.request('/api/auth/signout', { method: 'POST', token, json: { token } })).status).toBe(200);
    expect((await t.request('/api/auth/profile', { token })).status).toBe(401);
    expect((await t.request('/api/skills', { token })).status).toBe(401);
    expect(await json(await t.request('/api/auth/validate-token', { method: 'POST', json: { token } }))).toEqual({ valid: false });
  });

  it('accepts a JPEG and answers an oversize or non-image upload with the spec messages', async () => {
    const { token } = await signedInUser(t, 'upload');
    const jpeg = await makePicture(300, 400, 'jpeg');
    const ok = await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: pictureForm(jpeg, 'a.jpg', 'image/jpeg') });
    expect(ok.status).toBe(201);

    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const tooBig = await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: pictureForm(big, 'big.png', 'image/png') });
    expect(tooBig.status).toBe(413);
    expect(await json(tooBig)).toEqual({ message: 'Image size should be less than 5MB' });

    // A text file dressed up as a PNG is judged by its bytes.
    const fake = await t.request('/api/user-portfolio/upload-profile-picture', {
      method: 'POST',
      token,
      body: pictureForm(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png', 'image/png'),
    });
    expect(fake.status).toBe(415);
    expect(await json(fake)).toEqual({ message: 'Please select an image file (JPEG, PNG)' });

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: pictureForm(gif, 'x.gif', 'image/gif') })).status).toBe(415);

    const noFile = await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: new FormData() });
    expect(noFile.status).toBe(400);

    const anonymous = await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', body: pictureForm(jpeg, 'a.jpg', 'image/jpeg') });
    expect(anonymous.status).toBe(401);
  });
});
