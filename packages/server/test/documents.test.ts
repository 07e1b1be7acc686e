import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads } from '../src/db/schema';
import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** The smallest file a PDF reader opens: the magic bytes, a catalogue and the trailer. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function send(t: TestServer, token: string, path: string, body: Uint8Array, name: string, type: string, fields: Record<string, string> = {}, remoteAddress?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), name);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  return t.request(`/api/user-portfolio/${path}`, { method: 'POST', token, body: form, remoteAddress });
}
const uploadResume = (t: TestServer, token: string, body: Uint8Array = pdf, name = 'resume.pdf', remoteAddress?: string) =>
  send(t, token, 'upload-resume', body, name, 'application/pdf', {}, remoteAddress);

async function uploadedResume(t: TestServer, token: string): Promise<string> {
  const res = await uploadResume(t, token);
  expect(res.status).toBe(201);
  return (await json<{ url: string }>(res)).url;
}

const served = (t: TestServer, url: string) => t.request(new URL(url).pathname);
const storedFiles = async (t: TestServer) => (await readdir(join(t.dataDir, 'uploads')).catch(() => [] as string[])).sort();
const uploadCount = async (t: TestServer) =>
  (await t.server.db.select({ count: sql<number>`count(*)::int` }).from(uploads))[0]!.count;

describe(`resume PDF uploads (${databaseLabel})`, () => {
  let t: TestServer;
  let png: Buffer;
  beforeAll(async () => {
    t = await startTestServer();
    png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).png().toBuffer();
  });
  afterAll(() => t.close());

  it('stores a PDF and serves it inline as application/pdf under a fixed name, never sniffed', async () => {
    const { token } = await signedInUser(t, 'pdfok');
    const res = await uploadResume(t, token, pdf, 'My "CV" <script>.pdf');
    expect(res.status).toBe(201);
    const { url } = await json<{ url: string }>(res);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/media\/[A-Za-z0-9_-]{16,64}\.pdf$/);
    const file = await served(t, url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="resume.pdf"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it.each([
    ['a picture', () => png],
    ['an HTML page', () => Buffer.from('<html><script>alert(1)</script></html>')],
    ['an empty file', () => Buffer.alloc(0)],
  ])('refuses %s named resume.pdf with 415 and stores nothing', async (_, body) => {
    const { token } = await signedInUser(t, 'pdfbad');
    const [files, rows] = [await storedFiles(t), await uploadCount(t)];
    const res = await uploadResume(t, token, body());
    expect(res.status).toBe(415);
    expect(await json(res)).toEqual({ message: 'Please choose a PDF file (other documents can be shared as a link)' });
    expect(await storedFiles(t)).toEqual(files);
    expect(await uploadCount(t)).toBe(rows);
  });

  it.each([
    ['just over 5 MB', 5 * 1024 * 1024 + 1],
    ['well over 5 MB', 7 * 1024 * 1024],
  ])('refuses a PDF %s with 413 and a clear message, storing nothing', async (_, size) => {
    const { token } = await signedInUser(t, 'pdfbig');
    const big = Buffer.alloc(size, 0x20);
    pdf.copy(big);
    const [files, rows] = [await storedFiles(t), await uploadCount(t)];
    const res = await uploadResume(t, token, big);
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ message: 'The PDF must be smaller than 5 MB' });
    expect(await storedFiles(t)).toEqual(files);
    expect(await uploadCount(t)).toBe(rows);
  });

  it('takes a 3 MB PDF: the upload route carries its own limit in place of the 1 MB JSON limit', async () => {
    const { token } = await signedInUser(t, 'pdfmid');
    const mid = Buffer.alloc(3 * 1024 * 1024, 0x20);
    pdf.copy(mid);
    const res = await uploadResume(t, token, mid);
    expect(res.status).toBe(201);
    const file = await served(t, (await json<{ url: string }>(res)).url);
    expect(Buffer.from(await file.arrayBuffer()).equals(mid)).toBe(true);
  });

  it('asks for a file when the form has none, and for a sign-in without a session', async () => {
    const { token } = await signedInUser(t, 'pdfnone');
    const form = new FormData();
    form.append('other', 'x');
    const res = await t.request('/api/user-portfolio/upload-resume', { method: 'POST', token, body: form });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'Please choose a PDF file to upload' });
    expect((await t.request('/api/user-portfolio/upload-resume', { method: 'POST', body: new FormData() })).status).toBe(401);
  });

  it('saves an uploaded PDF, any https:// link or a shared Drive link as the resume, and refuses other values clearly', async () => {
    const { token } = await signedInUser(t, 'pdfsave');
    const url = await uploadedResume(t, token);
    const save = (resumeUrl: string) => t.request('/api/user-portfolio', { method: 'POST', token, json: { documents: { resumeUrl } } });
    for (const good of [url, 'https://ada.dev/cv.pdf', 'https://drive.google.com/file/d/abc123/view?usp=sharing']) {
      const res = await save(good);
      expect(res.status).toBeLessThan(300);
      expect((await json<{ resumeUrl: string }>(res)).resumeUrl).toBe(good);
    }
    const refused: Array<[string, string]> = [
      ['http://ada.dev/cv.pdf', 'Please use a secure link that starts with https://'],
      [url.replace(/^http:\/\/localhost:\d+/, 'http://evil.test'), 'Please use a secure link that starts with https://'],
      ['javascript:alert(1)', 'Please enter a full link starting with https://, or upload a PDF'],
      ['https://drive.google.com/file/d/abc123/view', 'Make sure the link has "Anyone with the link" sharing permission'],
    ];
    for (const [bad, message] of refused) {
      const res = await save(bad);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message });
    }
    const [stored] = await json<Array<{ resumeUrl: string }>>(await t.request('/api/user-portfolio', { token }));
    expect(stored?.resumeUrl).toBe('https://drive.google.com/file/d/abc123/view?usp=sharing');
  });

  it('deletes the old PDF at once when the resume is replaced or cleared, and keeps the picture', async () => {
    const { token } = await signedInUser(t, 'pdfreplace');
    const first = await uploadedResume(t, token);
    const pictureRes = await send(t, token, 'upload-profile-picture', png, 'me.png', 'image/png');
    const picture = (await json<{ url: string }>(pictureRes)).url;
    const created = await json<{ id: string }>(
      await t.request('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: picture, resumeUrl: first } }),
    );
    const second = await uploadedResume(t, token);
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { resumeUrl: second } });
    expect((await served(t, first)).status).toBe(404);
    expect((await served(t, second)).status).toBe(200);
    expect((await served(t, picture)).status).toBe(200);

    const patched = await t.request(`/api/user-portfolio/${created.id}`, { method: 'PATCH', token, json: { documents: { resumeUrl: '' } } });
    expect(patched.status).toBe(200);
    expect((await served(t, second)).status).toBe(404);
    expect((await served(t, picture)).status).toBe(200);
    expect(await t.server.db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, [first, second]))).toEqual([]);
  });
});

describe(`upload limits count resumes and pictures together (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: { rateLimits: { ...relaxedRateLimits, uploadUser: { points: 2, durationSeconds: 3600 } } },
    });
  });
  afterAll(() => t.close());

  it('refuses a third upload of any kind with 429', async () => {
    const { token } = await signedInUser(t, 'pdflimit');
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await send(t, token, 'upload-profile-picture', png, 'me.png', 'image/png')).status).toBe(201);
    expect((await uploadResume(t, token)).status).toBe(201);
    const files = await storedFiles(t);
    expect((await uploadResume(t, token)).status).toBe(429);
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe(`the cleanup job and resumes (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ app: { cleanup: { intervalMs: 100 } } });
  });
  afterAll(() => t.close());

  it('deletes a day-old PDF no portfolio uses and keeps the one in use as a resume', async () => {
    const { token } = await signedInUser(t, 'pdfsweep');
    const orphan = await uploadedResume(t, token);
    const inUse = await uploadedResume(t, token);
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { resumeUrl: inUse } });
    await t.server.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(uploads.url, [orphan, inUse]));
    await vi.waitFor(async () => expect((await served(t, orphan)).status).toBe(404), { timeout: 10_000, interval: 100 });
    expect((await served(t, inUse)).status).toBe(200);
  });
});

describe(`manual square crop of a profile picture (${databaseLabel})`, () => {
  let t: TestServer;
  let token: string;
  /** 64×32: the left half red, the right half blue. */
  let halves: Buffer;
  beforeAll(async () => {
    t = await startTestServer();
    ({ token } = await signedInUser(t, 'cropper'));
    const blue = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0000ff' } }).png().toBuffer();
    halves = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ff0000' } })
      .composite([{ input: blue, left: 32, top: 0 }])
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const crop = (fields: Record<string, string>) => send(t, token, 'upload-profile-picture', halves, 'me.png', 'image/png', fields);
  const centreColour = async (url: string) => {
    const picture = Buffer.from(await (await served(t, url)).arrayBuffer());
    const { data } = await sharp(picture).extract({ left: 256, top: 256, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    return [...data];
  };

  it('cuts out the chosen square: the right half gives a blue picture, the left a red one', async () => {
    const right = await crop({ cropX: '32', cropY: '0', cropSize: '32' });
    expect(right.status).toBe(201);
    const [r, , b] = await centreColour((await json<{ url: string }>(right)).url);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(50);
    const left = await crop({ cropX: '0', cropY: '0', cropSize: '32' });
    const [r2, , b2] = await centreColour((await json<{ url: string }>(left)).url);
    expect(r2).toBeGreaterThan(200);
    expect(b2).toBeLessThan(50);
  });

  it.each([
    ['outside the picture', { cropX: '40', cropY: '0', cropSize: '32' }],
    ['taller than the picture', { cropX: '0', cropY: '0', cropSize: '33' }],
    ['of no size', { cropX: '0', cropY: '0', cropSize: '0' }],
    ['negative', { cropX: '-1', cropY: '0', cropSize: '16' }],
    ['fractional', { cropX: '1.5', cropY: '0', cropSize: '16' }],
    ['not a number', { cropX: 'left', cropY: '0', cropSize: '16' }],
    ['incomplete', { cropX: '0', cropSize: '16' }],
  ])('refuses a crop %s with 400 and stores nothing', async (_, fields) => {
    const [files, rows] = [await storedFiles(t), await uploadCount(t)];
    const res = await crop(fields);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'The chosen crop must be a square inside the picture. Please choose the area again.' });
    expect(await storedFiles(t)).toEqual(files);
    expect(await uploadCount(t)).toBe(rows);
  });
});
