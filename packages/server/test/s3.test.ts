import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';
import { S3_TEST_BUCKET, startTestBucket, type TestBucket } from './support/s3rver';

/** An object as the bucket holds it: body and the headers it will serve. */
async function objectOf(bucket: TestBucket, key: string) {
  const object = await bucket.client.send(new GetObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key }));
  return {
    body: Buffer.from(await object.Body!.transformToByteArray()),
    contentType: object.ContentType,
    contentDisposition: object.ContentDisposition,
  };
}

const keyOf = (url: string) => new URL(url).pathname.slice(1);

async function uploadPicture(t: TestServer, token: string, background = '#336699', side = 640) {
  const png = await sharp({ create: { width: side, height: side, channels: 3, background } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: form });
}

describe(`profile pictures in an S3 bucket (s3rver, ${databaseLabel})`, () => {
  let bucket: TestBucket;
  let t: TestServer;

  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await startTestServer({ env: bucket.env() });
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.close();
  });

  it('puts the re-encoded WebP in the bucket and returns its public address', async () => {
    const { token } = await signedInUser(t, 's3');
    const res = await uploadPicture(t, token);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const key = /^https:\/\/cdn\.example\.com\/media\/([A-Za-z0-9_-]+\.webp)$/.exec(url)?.[1];
    expect(key).toBeDefined();

    const stored = await objectOf(bucket, `media/${key}`);
    expect(stored.contentType).toBe('image/webp');
    expect(await sharp(stored.body).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    // The bucket serves it; the app does not keep a copy.
    expect((await t.request(`/media/${key}`)).status).toBe(404);
  });

  it('deletes the old object from the bucket when the portfolio gets a new picture', async () => {
    const { token } = await signedInUser(t, 's3replace');
    const uploadOne = async () => ((await (await uploadPicture(t, token, '#993366', 64)).json()) as { url: string }).url;
    const first = await uploadOne();
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: first } });
    const second = await uploadOne();
    expect(await bucket.keys()).toContain(keyOf(first));
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: second } });
    const keys = await bucket.keys();
    expect(keys).not.toContain(keyOf(first));
    expect(keys).toContain(keyOf(second));
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
    const stored = await objectOf(bucket, `media/${key}`);
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.contentDisposition).toBe('inline; filename="resume.pdf"');
    expect(stored.body.equals(pdf)).toBe(true);
    const saved = await t.request('/api/user-portfolio', { method: 'POST', token, json: { resumeUrl: url } });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { resumeUrl: string }).resumeUrl).toBe(url);
  });
});

describe(`an S3 bucket refusing a wrong secret key (s3rver, ${databaseLabel})`, () => {
  let bucket: TestBucket;
  let t: TestServer;

  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await startTestServer({ env: bucket.env({ secret: 'not-the-secret-key' }) });
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.close();
  });

  it('fails the upload (the signature does not match) and stores nothing', async () => {
    const { token } = await signedInUser(t, 's3wrong');
    const res = await uploadPicture(t, token, '#123456', 64);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await bucket.keys()).toEqual([]);
  });
});
