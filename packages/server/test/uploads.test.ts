import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads } from '../src/db/schema';
import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

let picture: Buffer;
beforeAll(async () => {
  picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).png().toBuffer();
});

function upload(t: TestServer, token: string, remoteAddress = '127.0.0.1') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
  return t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: form, remoteAddress });
}

async function uploaded(t: TestServer, token: string): Promise<string> {
  const res = await upload(t, token);
  expect(res.status).toBe(201);
  return (await json<{ url: string }>(res)).url;
}

const served = async (t: TestServer, url: string) => (await t.request(new URL(url).pathname)).status;
const storedFiles = async (t: TestServer) => readdir(join(t.dataDir, 'uploads')).catch(() => [] as string[]);
const uploadRows = (t: TestServer, urls: string[]) =>
  t.server.db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, urls));

describe(`upload rate limits (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: {
        rateLimits: {
          ...relaxedRateLimits,
          uploadUser: { points: 2, durationSeconds: 3600 },
          uploadIp: { points: 3, durationSeconds: 3600 },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('refuses a user\'s uploads past the limit with 429, from any address, storing nothing', async () => {
    const { token } = await signedInUser(t, 'busyuser');
    expect((await upload(t, token, '10.0.1.1')).status).toBe(201);
    expect((await upload(t, token, '10.0.1.1')).status).toBe(201);
    const files = await storedFiles(t);
    for (const address of ['10.0.1.1', '10.0.1.2']) {
      const refused = await upload(t, token, address);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await json(refused)).toEqual({ message: 'Too many attempts. Please try again in 60 minutes.' });
    }
    expect(await storedFiles(t)).toEqual(files);
  });

  it('refuses uploads from one address past the limit, whoever sends them', async () => {
    const first = await signedInUser(t, 'sharedaddr');
    const second = await signedInUser(t, 'sharedaddr');
    expect((await upload(t, first.token, '10.0.2.1')).status).toBe(201);
    expect((await upload(t, first.token, '10.0.2.1')).status).toBe(201);
    expect((await upload(t, second.token, '10.0.2.1')).status).toBe(201);
    expect((await upload(t, second.token, '10.0.2.1')).status).toBe(429);
    expect((await upload(t, second.token, '10.0.2.2')).status).toBe(201);
  });
});

describe(`replaced profile pictures (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('deletes the old upload when a save through POST replaces the picture', async () => {
    const { token } = await signedInUser(t, 'replacer');
    const first = await uploaded(t, token);
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: first } });
    const second = await uploaded(t, token);
    const saved = await t.request('/api/user-portfolio', { method: 'POST', token, json: { documents: { profilePictureUrl: second } } });
    expect(saved.status).toBe(200);
    expect(await served(t, first)).toBe(404);
    expect(await served(t, second)).toBe(200);
    expect(await uploadRows(t, [first, second])).toEqual([{ url: second }]);
  });

  it('deletes the old upload when a PATCH replaces or clears the picture', async () => {
    const { token } = await signedInUser(t, 'patcher');
    const first = await uploaded(t, token);
    const created = await json<{ id: string }>(await t.request('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: first } }));
    const second = await uploaded(t, token);
    const patch = (body: unknown) => t.request(`/api/user-portfolio/${created.id}`, { method: 'PATCH', token, json: body });

    expect((await patch({ documents: { profilePictureUrl: second } })).status).toBe(200);
    expect(await served(t, first)).toBe(404);
    expect(await served(t, second)).toBe(200);

    // Saving the same picture again keeps it.
    expect((await patch({ profilePictureUrl: second, bio: 'same picture' })).status).toBe(200);
    expect(await served(t, second)).toBe(200);

    expect((await patch({ profilePictureUrl: '' })).status).toBe(200);
    expect(await served(t, second)).toBe(404);
    expect(await uploadRows(t, [first, second])).toEqual([]);
  });

  it('never deletes another user\'s upload that someone used as their own picture', async () => {
    const owner = await signedInUser(t, 'owner');
    const borrower = await signedInUser(t, 'borrower');
    const ownersPicture = await uploaded(t, owner.token);
    await t.request('/api/user-portfolio', { method: 'POST', token: owner.token, json: { profilePictureUrl: ownersPicture } });
    await t.request('/api/user-portfolio', { method: 'POST', token: borrower.token, json: { profilePictureUrl: ownersPicture } });
    await t.request('/api/user-portfolio', { method: 'POST', token: borrower.token, json: { profilePictureUrl: 'https://example.com/me.png' } });
    expect(await served(t, ownersPicture)).toBe(200);
    expect(await uploadRows(t, [ownersPicture])).toHaveLength(1);
  });
});

describe(`the orphaned-upload cleanup job (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ app: { cleanup: { intervalMs: 100 } } });
  });
  afterAll(() => t.close());

  it('deletes uploads no portfolio uses once they are a day old, and keeps the rest', async () => {
    const { token } = await signedInUser(t, 'sweeper');
    const orphan = await uploaded(t, token);
    const inUse = await uploaded(t, token);
    const fresh = await uploaded(t, token);
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { profilePictureUrl: inUse } });
    await t.server.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(uploads.url, [orphan, inUse]));

    await vi.waitFor(async () => expect(await served(t, orphan)).toBe(404), { timeout: 10_000, interval: 100 });
    expect(await served(t, inUse)).toBe(200);
    expect(await served(t, fresh)).toBe(200);
    const rows = await t.server.db.select({ url: uploads.url }).from(uploads).where(eq(uploads.url, orphan));
    expect(rows).toEqual([]);
    expect((await uploadRows(t, [inUse, fresh])).map((row) => row.url).sort()).toEqual([inUse, fresh].sort());
  });
});
