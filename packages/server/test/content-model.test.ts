import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { portfolios, uploads } from '../src/db/schema';
import { removeOrphanUploads } from '../src/services/cleanup';
import { createStorage } from '../src/services/storage';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

// Issue 31 through the API: headline and location with the profile, the sections route, project
// images (upload, ownership, deletion) and the privacy switches on every public read.

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

interface UploadedImage {
  src: string;
  width: number;
  height: number;
  variants: Array<{ src: string; width: number }>;
}

/** A JPEG carrying EXIF data (a copyright line standing in for a camera's GPS position). */
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
    .jpeg()
    .toBuffer();

function uploadImage(t: TestServer, token: string, bytes: Buffer | Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'work.png');
  return t.request('/api/uploads/project-image', { method: 'POST', token, body: form });
}

async function uploadedImage(t: TestServer, token: string, width = 2000, height = 1250): Promise<UploadedImage> {
  const res = await uploadImage(t, token, await image(width, height));
  expect(res.status).toBe(201);
  return (await json<{ image: UploadedImage }>(res)).image;
}

const storedFiles = async (t: TestServer) => readdir(join(t.dataDir, 'uploads')).catch(() => [] as string[]);
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const uploadCount = async (t: TestServer) => (await t.server.db.select({ n: count() }).from(uploads))[0]?.n;

describe(`the content model through the API (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const send = (token: string, path: string, method: string, body: unknown) => t.request(path, { method, token, json: body });

  async function publish(token: string, subdomain: string) {
    const res = await send(token, '/api/templates/deploy', 'POST', { templateIdentifier: 'minimal-portfolio-v1', subdomain });
    expect(res.status).toBe(201);
  }
  const publicData = async (subdomain: string) =>
    (await json<{ portfolioData: typeof samplePortfolio }>(await t.request(`/api/templates/portfolio/${subdomain}`))).portfolioData;

  it('saves the headline and location with the profile and shows them on the public page', async () => {
    const { token } = await signedInUser(t, 'headline');
    const saved = await send(token, '/api/user-portfolio', 'POST', { headline: '  Product designer at Ada Studio ', location: 'Lisbon' });
    expect(saved.status).toBe(201);
    const record = await json(saved);
    expect(record).toMatchObject({ headline: 'Product designer at Ada Studio', location: 'Lisbon', showEmail: true, links: [] });
    // A later save of other fields keeps them.
    const patched = await send(token, `/api/user-portfolio/${String(record.id)}`, 'PATCH', { bio: 'Hello' });
    expect(await json(patched)).toMatchObject({ headline: 'Product designer at Ada Studio', bio: 'Hello' });
    await publish(token, 'headline-page');
    expect(await publicData('headline-page')).toMatchObject({ headline: 'Product designer at Ada Studio', location: 'Lisbon' });
  });

  it('refuses a headline over its limit naming it, storing nothing', async () => {
    const { token } = await signedInUser(t, 'longheadline');
    const res = await send(token, '/api/user-portfolio', 'POST', { headline: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'Headline must be at most 200 characters' });
    expect(await json(await t.request('/api/user-portfolio', { token }))).toEqual([]);
  });

  const sections = {
    links: samplePortfolio.links,
    awards: samplePortfolio.awards,
    certificates: samplePortfolio.certificates,
    publications: samplePortfolio.publications,
    languages: samplePortfolio.languages,
    volunteering: samplePortfolio.volunteering,
    interests: samplePortfolio.interests,
    references: samplePortfolio.references,
    customSections: samplePortfolio.customSections,
    sectionOrder: samplePortfolio.sectionOrder,
    hiddenSections: ['education'],
    showPdfLink: true,
  };

  it('saves the sections, replacing only the fields sent, and publishes them', async () => {
    const { token } = await signedInUser(t, 'sections');
    expect(await json(await t.request('/api/portfolio-sections', { token }))).toMatchObject({ awards: [], showEmail: true });
    const first = await send(token, '/api/portfolio-sections', 'PATCH', sections);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ showEmail: true, showPhone: true, ...sections, updatedAt: expect.any(String) });
    const second = await send(token, '/api/portfolio-sections', 'PATCH', { awards: [], showPhone: false });
    expect(await json(second)).toEqual({ showEmail: true, showPhone: false, ...sections, awards: [], updatedAt: expect.any(String) });
    expect(await json(await t.request('/api/portfolio-sections', { token }))).toEqual({ showEmail: true, showPhone: false, ...sections, awards: [], updatedAt: expect.any(String) });
    const [record] = await json<Array<Record<string, unknown>>>(await t.request('/api/user-portfolio', { token }));
    expect(record).toMatchObject({ links: sections.links, sections: { customSections: sections.customSections, hiddenSections: ['education'] } });
    await publish(token, 'sections-page');
    expect(await publicData('sections-page')).toMatchObject({ ...sections, awards: [] });
  });

  it.each([
    ['too many links', { links: Array.from({ length: 21 }, () => ({ url: 'https://a.dev', label: '' })) }, 'Add at most 20 links'],
    ['a script link', { links: [{ url: 'javascript:alert(1)', label: 'x' }] }, 'A link must be a full link starting with https://'],
    ['a mail link in a certificate', { certificates: [{ name: 'AWS', url: 'mailto:a@b.co' }] }, 'The link of "AWS" must be a full link starting with https://'],
    ['too many custom sections', { customSections: Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, title: 'T' })) }, 'Add at most 10 custom sections'],
    ['a custom section id with spaces', { customSections: [{ id: 'my talks', title: 'Talks' }] }, 'A section id is 1 to 40 lower-case letters, digits or hyphens'],
    ['a switch that is not a boolean', { showEmail: 'no' }, 'Show e-mail must be true or false'],
    ['a PDF link switch that is not a boolean', { showPdfLink: 'off' }, 'Show the PDF link must be true or false'],
  ])('refuses %s with a message naming the rule, storing nothing', async (_label, body, message) => {
    const { token } = await signedInUser(t, 'badsections');
    const res = await send(token, '/api/portfolio-sections', 'PATCH', { awards: [{ title: 'Kept out' }], ...body });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message });
    expect(await json(await t.request('/api/portfolio-sections', { token }))).toMatchObject({ awards: [], links: [] });
  });

  it('turns the published page\'s PDF link off and on again, keeping the other sections', async () => {
    const { token } = await signedInUser(t, 'pdflink');
    expect(await json(await t.request('/api/portfolio-sections', { token }))).toMatchObject({ showPdfLink: true });
    await send(token, '/api/portfolio-sections', 'PATCH', { awards: samplePortfolio.awards });
    const off = await send(token, '/api/portfolio-sections', 'PATCH', { showPdfLink: false });
    expect(off.status).toBe(200);
    expect(await json(off)).toMatchObject({ showPdfLink: false, awards: samplePortfolio.awards });
    await publish(token, 'pdf-link-page');
    expect(await publicData('pdf-link-page')).toMatchObject({ showPdfLink: false });
    await send(token, '/api/portfolio-sections', 'PATCH', { showPdfLink: true });
    expect(await json(await t.request('/api/portfolio-sections', { token }))).toMatchObject({ showPdfLink: true, awards: samplePortfolio.awards });
  });

  it("never touches another user's sections", async () => {
    const ada = await signedInUser(t, 'owner');
    const eve = await signedInUser(t, 'other');
    await send(ada.token, '/api/portfolio-sections', 'PATCH', { awards: [{ title: "Ada's award" }] });
    await send(eve.token, '/api/portfolio-sections', 'PATCH', { awards: [], userId: 'ada', hiddenSections: ['awards'] });
    expect(await json(await t.request('/api/portfolio-sections', { token: ada.token }))).toMatchObject({
      awards: [expect.objectContaining({ title: "Ada's award" })],
      hiddenSections: [],
    });
    expect((await t.request('/api/portfolio-sections', { method: 'PATCH', json: { awards: [] } })).status).toBe(401);
  });

  it('leaves a hidden e-mail and phone number out of the public JSON and the preview link', async () => {
    const { token } = await signedInUser(t, 'private');
    await send(token, '/api/user-portfolio', 'POST', { userDetails: { firstName: 'Ada', email: 'hello@ada.dev' } });
    await publish(token, 'private-page');
    expect((await publicData('private-page')).email).toBe('hello@ada.dev');
    await send(token, '/api/portfolio-sections', 'PATCH', { showEmail: false, showPhone: false });
    const data = await publicData('private-page');
    expect(data.email).toBe('');
    expect(data.mobileNumber).toBe('');
    const body = await (await t.request('/api/templates/portfolio/private-page')).text();
    expect(body).not.toContain('hello@ada.dev');
    const preview = await json<{ previewUrl: string }>(await t.request('/api/templates/preview/minimal-portfolio-v1', { method: 'POST', token }));
    const previewId = new URL(preview.previewUrl).pathname.split('/').filter(Boolean).at(-1)!;
    const query = new URL(preview.previewUrl).search;
    const verified = await t.request(`/api/templates/verify-preview/${previewId}${query}`);
    expect(verified.status).toBe(200);
    const previewBody = await verified.text();
    expect(previewBody).toContain('"firstName":"Ada"');
    expect(previewBody).not.toContain('hello@ada.dev');
  });

  describe('project images', () => {
    it('stores WebP renditions at three widths, never upscaled, without the EXIF data', async () => {
      const { token } = await signedInUser(t, 'images');
      expect((await image(20, 20)).includes('Secret Camera Owner')).toBe(true);
      const uploaded = await uploadedImage(t, token, 2000, 1250);
      expect(uploaded.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
      expect(uploaded).toMatchObject({ src: uploaded.variants[2]!.src, width: 1600, height: 1000 });
      const served = await t.request(new URL(uploaded.src).pathname);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('Secret Camera Owner')).toBe(false);

      const small = await uploadedImage(t, token, 700, 300);
      expect(small.variants.map((variant) => variant.width)).toEqual([480, 700]);
      expect(small).toMatchObject({ width: 700, height: 300 });
      const tiny = await uploadedImage(t, token, 120, 80);
      expect(tiny.variants).toEqual([{ src: tiny.src, width: 120 }]);
    });

    it.each([
      ['an empty file', async () => Buffer.alloc(0), 400],
      ['text renamed to .png', async () => Buffer.from('definitely not a picture'), 415],
      ['a PNG cut short', async () => Buffer.from('89504e470d0a1a0a0000000d49484452000000', 'hex'), 400],
      ['a file over 5 MB', async () => Buffer.concat([await image(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1)]), 413],
    ])('refuses %s with a clear 4xx, storing nothing', async (_label, bytes, status) => {
      const { token } = await signedInUser(t, 'badimage');
      const [rows, files] = [await uploadCount(t), await storedFiles(t)];
      const res = await uploadImage(t, token, await bytes());
      expect(res.status).toBe(status);
      expect((await json<{ message: string }>(res)).message).toMatch(/\w/);
      expect(await uploadCount(t)).toBe(rows);
      expect(await storedFiles(t)).toEqual(files);
    });

    it("saves a project with the user's own images, refuses another user's, and deletes a removed image's files", async () => {
      const ada = await signedInUser(t, 'imageowner');
      const eve = await signedInUser(t, 'imagethief');
      const cover = await uploadedImage(t, ada.token);
      const second = await uploadedImage(t, ada.token, 900, 600);
      const project = {
        projectName: 'Trailhead',
        description: 'Hiking planner',
        year: '2024',
        role: 'Designer',
        links: [{ label: 'Case study', url: 'https://ada.dev/trailhead' }],
        images: [
          { ...cover, alt: 'The route planner' },
          { ...second, alt: 'The elevation profile' },
        ],
      };
      const stolen = await send(eve.token, '/api/projects', 'POST', { projects: [project] });
      expect(stolen.status).toBe(400);
      expect(await json(stolen)).toEqual({ message: 'A project image must be one you uploaded here: upload it again' });

      const saved = await send(ada.token, '/api/projects', 'POST', { projects: [project] });
      expect(saved.status).toBe(201);
      const record = await json<{ id: string; projects: unknown[] }>(saved);
      expect(record.projects).toEqual([expect.objectContaining({ year: '2024', role: 'Designer', images: project.images })]);
      // Saved images are in use: the orphan cleanup keeps them, and removes an upload no project shows.
      const unused = await uploadedImage(t, ada.token, 300, 200);
      const storage = createStorage({ dataDir: t.config.dataDir, appUrl: t.config.appUrl });
      await removeOrphanUploads({ db: t.server.db, logger: t.server.logger, storage }, new Date(Date.now() + 60_000));
      const afterCleanup = await storedFiles(t);
      expect(afterCleanup).toEqual(expect.arrayContaining([...cover.variants, ...second.variants].map((v) => fileOf(v.src))));
      expect(afterCleanup).not.toContain(fileOf(unused.src));

      const withoutSecond = await send(ada.token, `/api/projects/${record.id}`, 'PATCH', {
        projects: [{ ...project, images: [project.images[0]] }],
      });
      expect(withoutSecond.status).toBe(200);
      const files = await storedFiles(t);
      for (const variant of second.variants) expect(files).not.toContain(fileOf(variant.src));
      for (const variant of cover.variants) expect(files).toContain(fileOf(variant.src));
      const rows = await t.server.db.select().from(uploads).where(inArray(uploads.url, second.variants.map((v) => v.src)));
      expect(rows).toEqual([]);

      const deleted = await send(ada.token, `/api/projects/${record.id}`, 'PATCH', { projects: [] });
      expect(deleted.status).toBe(200);
      for (const variant of cover.variants) expect(await storedFiles(t)).not.toContain(fileOf(variant.src));
    });

    it.each([
      ['an image without alt text', { images: [{ src: '/media/x.webp', alt: '', width: 1, height: 1 }] }, 'Describe the image (alt text is required)'],
      ['seven images', { images: Array.from({ length: 7 }, () => ({ src: '/media/x.webp', alt: 'x', width: 1, height: 1 })) }, 'Add at most 6 images to a project'],
      ['six links', { links: Array.from({ length: 6 }, () => ({ label: 'x', url: 'https://a.dev' })) }, 'Add at most 5 links to a project'],
      ['a script link', { links: [{ label: 'Demo', url: 'javascript:alert(1)' }] }, 'The link "Demo" must be a full link starting with https://'],
      ['a year that is not one', { year: 'last year' }, 'Year must be a year like 2024'],
    ])('refuses a project with %s, storing nothing', async (_label, extra, message) => {
      const { token } = await signedInUser(t, 'badproject');
      const res = await send(token, '/api/projects', 'POST', { projects: [{ projectName: 'P', description: 'D', ...extra }] });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message });
      expect(await json(await t.request('/api/projects', { token }))).toEqual([]);
    });
  });

  it("imports an exported portfolio without the project images of the account it came from", async () => {
    const ada = await signedInUser(t, 'imageexport');
    const cover = await uploadedImage(t, ada.token, 600, 400);
    const project = { projectName: 'Trailhead', description: 'Hiking', images: [{ ...cover, alt: 'Map' }] };
    expect((await send(ada.token, '/api/projects', 'POST', { projects: [project] })).status).toBe(201);
    const exported = await send(ada.token, '/api/auth/import', 'POST', {
      format: 'showfolio-portfolio',
      version: 1,
      projects: { projects: [project] },
    });
    // Ada's account is not empty: the import is for a new one.
    expect(exported.status).toBe(409);
    const bob = await signedInUser(t, 'imagecopier');
    const imported = await send(bob.token, '/api/auth/import', 'POST', { format: 'showfolio-portfolio', version: 1, projects: { projects: [project] } });
    expect(imported.status).toBe(200);
    const [record] = await json<Array<{ projects: Array<{ images: unknown[]; projectName: string }> }>>(await t.request('/api/projects', { token: bob.token }));
    expect(record?.projects).toEqual([expect.objectContaining({ projectName: 'Trailhead', images: [] })]);
  });

  it('keeps the public page of a portfolio row written before issue 31 working', async () => {
    const { token } = await signedInUser(t, 'legacyrow');
    await send(token, '/api/user-portfolio', 'POST', { bio: 'Old' });
    const [row] = await t.server.db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.bio, 'Old'));
    // What the default of the new column holds for a row that existed before it.
    await t.server.db.update(portfolios).set({ sections: {} }).where(eq(portfolios.id, row!.id));
    await publish(token, 'legacy-row');
    expect(await publicData('legacy-row')).toMatchObject({ bio: 'Old', awards: [], customSections: [], sectionOrder: [] });
  });
});
