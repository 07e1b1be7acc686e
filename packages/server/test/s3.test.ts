import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  contentDisposition: string | undefined;
  authorization: string | undefined;
}

describe(`profile pictures in an S3 bucket (${databaseLabel})`, () => {
  // A local server speaking the part of the S3 protocol we use (path-style PutObject).
  const objects = new Map<string, StoredObject>();
  let bucket: Server;
  let t: TestServer;

  beforeAll(async () => {
    bucket = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'DELETE') {
          objects.delete(req.url!.split('?')[0]!);
          res.writeHead(204).end();
          return;
        }
        if (req.method !== 'PUT') {
          res.writeHead(405).end();
          return;
        }
        objects.set(req.url!.split('?')[0]!, {
          body: Buffer.concat(chunks),
          contentType: req.headers['content-type'],
          contentDisposition: req.headers['content-disposition'],
          authorization: req.headers.authorization,
        });
        res.writeHead(200, { ETag: '"etag"' }).end();
      });
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const { port } = bucket.address() as AddressInfo;
    t = await startTestServer({
      env: {
        S3_BUCKET: 'showfolio-media',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_PUBLIC_URL: 'https://cdn.example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => bucket.close(() => resolve()));
  });

  it('puts the re-encoded WebP in the bucket, signed, and returns its public address', async () => {
    const { token } = await signedInUser(t, 's3');
    const png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#336699' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: form });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const key = /^https:\/\/cdn\.example\.com\/media\/([A-Za-z0-9_-]+\.webp)$/.exec(url)?.[1];
    expect(key).toBeDefined();

    const stored = objects.get(`/showfolio-media/media/${key}`);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-west-1\/s3\/aws4_request/);
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    // The bucket serves it; the app does not keep a copy.
    expect((await t.request(`/media/${key}`)).status).toBe(404);
  });

  it('deletes the old object from the bucket when the portfolio gets a new picture', async () => {
    const { token } = await signedInUser(t, 's3replace');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#993366' } }).png().toBuffer();
    const uploadOne = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const res = await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: form });
      return ((await res.json()) as { url: string }).url;
    };
    const objectOf = (url: string) => `/showfolio-media${new URL(url).pathname}`;
    const first = await uploadOne();
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: first } });
    const second = await uploadOne();
    expect(objects.has(objectOf(first))).toBe(true);
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: second } });
    expect(objects.has(objectOf(first))).toBe(false);
    expect(objects.has(objectOf(second))).toBe(true);
  });

  it('puts a resume PDF in the bucket as it came, to be shown inline, and the portfolio can use it', async () => {
    const { token } = await signedInUser(t, 's3resume');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'Ada Lovelace CV.pdf');
    const res = await t.request('/api/user-portfolio/upload-resume', { method: 'POST', token, body: form });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const key = /^https:\/\/cdn\.example\.com\/media\/([A-Za-z0-9_-]+\.pdf)$/.exec(url)?.[1];
    expect(key).toBeDefined();
    const stored = objects.get(`/showfolio-media/media/${key}`);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.contentDisposition).toBe('inline; filename="resume.pdf"');
    expect(stored?.body.equals(pdf)).toBe(true);
    const saved = await t.request('/api/user-portfolio', { method: 'POST', token, json: { resumeUrl: url } });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { resumeUrl: string }).resumeUrl).toBe(url);
  });
});
