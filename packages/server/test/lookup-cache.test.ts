import { createLookupCache, publicPortfolioBytes } from '../src/services/lookup-cache';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

/** A loader whose answers the test releases one by one, counting the reads. */
function controlledLoader() {
  const waiting: Array<(value: { name: string } | null) => void> = [];
  let reads = 0;
  return {
    load: (key: string) => {
      reads += 1;
      return new Promise<{ name: string } | null>((resolve) => waiting.push(resolve)).then((value) =>
        value ? { name: `${key}:${value.name}` } : null,
      );
    },
    answer: (value: { name: string } | null) => waiting.shift()?.(value),
    get reads() {
      return reads;
    },
  };
}

const bytes = { maxBytes: 1024 * 1024, sizeOf: publicPortfolioBytes };

describe('lookup cache', () => {
  it('reads a key once for concurrent callers and serves later reads from memory', async () => {
    const db = controlledLoader();
    const cache = createLookupCache({ load: db.load, ttlMs: 60_000, missTtlMs: 60_000, max: 10, ...bytes });
    const first = cache.get('ada');
    const second = cache.get('ada');
    db.answer({ name: 'v1' });
    expect(await first).toEqual({ name: 'ada:v1' });
    expect(await second).toEqual({ name: 'ada:v1' });
    expect(await cache.get('ada')).toEqual({ name: 'ada:v1' });
    expect(db.reads).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('reads again after an invalidation, and never keeps or shares a read that started before it', async () => {
    const db = controlledLoader();
    const cache = createLookupCache({ load: db.load, ttlMs: 60_000, missTtlMs: 60_000, max: 10, ...bytes });
    const stale = cache.get('ada');
    cache.invalidate();
    const fresh = cache.get('ada');
    expect(db.reads).toBe(2);
    db.answer({ name: 'old' });
    db.answer({ name: 'new' });
    expect(await stale).toEqual({ name: 'ada:old' });
    expect(await fresh).toEqual({ name: 'ada:new' });
    expect(await cache.get('ada')).toEqual({ name: 'ada:new' });
    expect(db.reads).toBe(2);
  });

  it('forgets a miss after its own short time, and keeps at most `max` keys', async () => {
    const db = controlledLoader();
    const cache = createLookupCache({ load: db.load, ttlMs: 60_000, missTtlMs: 20, max: 2, ...bytes });
    const miss = cache.get('nobody');
    db.answer(null);
    expect(await miss).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    const again = cache.get('nobody');
    expect(db.reads).toBe(2);
    db.answer({ name: 'now' });
    expect(await again).toEqual({ name: 'nobody:now' });

    for (const key of ['a', 'b', 'c']) {
      const read = cache.get(key);
      db.answer({ name: key });
      await read;
    }
    expect(cache.size).toBe(2);
  });

  it('keeps at most about `maxBytes` of values, however many keys fit under `max`', async () => {
    const db = controlledLoader();
    const cache = createLookupCache({ load: db.load, ttlMs: 60_000, missTtlMs: 60_000, max: 1000, maxBytes: 10_000, sizeOf: publicPortfolioBytes });
    for (let i = 0; i < 20; i += 1) {
      const read = cache.get(`key${i}`);
      db.answer({ name: 'x'.repeat(1000) });
      await read;
    }
    // Each value is about 2 KB: five fit in 10,000 bytes.
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeGreaterThanOrEqual(4);
    expect(cache.size).toBeLessThanOrEqual(5);
  });
});

describe(`public portfolio API through the cache (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('shows a change the moment the write that made it has answered', async () => {
    const { token } = await signedInUser(t, 'cached');
    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'First bio' } });
    const deployed = await t.request('/api/templates/deploy', {
      method: 'POST',
      token,
      json: { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'cached-site' },
    });
    expect(deployed.status).toBe(201);
    const read = async (name = 'cached-site') => {
      const res = await t.request(`/api/templates/portfolio/${name}`);
      return { status: res.status, body: (await res.json()) as { portfolioData?: { bio?: string } } };
    };
    expect((await read()).body.portfolioData?.bio).toBe('First bio');
    // Other spellings of the name share its entry.
    expect((await read('CACHED-Site')).body.portfolioData?.bio).toBe('First bio');

    await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Second bio' } });
    expect((await read()).body.portfolioData?.bio).toBe('Second bio');

    expect((await t.request('/api/templates/unpublish', { method: 'POST', token })).status).toBe(200);
    expect((await read()).status).toBe(404);
  });
});
