import { wizardMessages } from '@showfolio/portfolio-schema';
import { databaseLabel, signedInUser, startTestServer, type TestServer } from './harness';

interface VersionedRecord {
  id: string;
  updatedAt: string;
  [key: string]: unknown;
}

const json = async <T>(res: Response) => (await res.json()) as T;
const tagOf = (record: { updatedAt: string }) => `"${Date.parse(record.updatedAt)}"`;

/** The four records a wizard writes, each created once, with the path that patches it. */
const records = [
  { name: 'skills', collection: '/api/skills', body: { tech: ['Go'], soft: [] }, changed: { tech: ['Rust'], soft: [] }, read: (r: VersionedRecord) => r.tech },
  {
    name: 'projects',
    collection: '/api/projects',
    body: { projects: [{ projectName: 'One', description: 'First', techStack: [] }] },
    changed: { projects: [{ projectName: 'Two', description: 'Second', techStack: [] }] },
    read: (r: VersionedRecord) => (r.projects as { projectName: string }[]).map((p) => p.projectName),
  },
  {
    name: 'experiences',
    collection: '/api/experiences',
    body: { experiences: [{ companyName: 'Acme', jobRole: 'Dev', description: '', startDate: '2020-01', endDate: '', technologyUsed: [] }] },
    changed: { experiences: [{ companyName: 'Initech', jobRole: 'Dev', description: '', startDate: '2020-01', endDate: '', technologyUsed: [] }] },
    read: (r: VersionedRecord) => (r.experiences as { companyName: string }[]).map((e) => e.companyName),
  },
  {
    name: 'portfolio',
    collection: '/api/user-portfolio',
    body: { userDetails: { firstName: 'Ada', lastName: 'L', username: '', email: 'ada@example.com' }, bio: 'First tab' },
    changed: { bio: 'Second tab' },
    read: (r: VersionedRecord) => r.bio,
  },
] as const;

describe(`versions of the wizard's records: ETag and If-Match (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  for (const record of records) {
    describe(record.name, () => {
      it('answers its version as ETag on GET and on every write, and a write naming it goes through', async () => {
        const user = await signedInUser(t, `etag-${record.name}`);
        const created = await t.request(record.collection, { method: 'POST', token: user.token, json: record.body });
        expect(created.status).toBe(201);
        const first = await json<VersionedRecord>(created);
        expect(created.headers.get('etag')).toBe(tagOf(first));

        const listed = await t.request(record.collection, { token: user.token });
        expect(listed.headers.get('etag')).toBe(tagOf(first));
        expect((await json<VersionedRecord[]>(listed))[0]!.updatedAt).toBe(first.updatedAt);

        const patched = await t.request(`${record.collection}/${first.id}`, {
          method: 'PATCH',
          token: user.token,
          json: record.changed,
          headers: { 'If-Match': tagOf(first) },
        });
        expect(patched.status).toBe(200);
        const second = await json<VersionedRecord>(patched);
        expect(record.read(second)).toEqual(record.read({ ...first, ...record.changed } as VersionedRecord));
        expect(patched.headers.get('etag')).toBe(tagOf(second));
        expect(second.updatedAt).not.toBe(first.updatedAt);
      });

      it('refuses a write naming an older version with 412, the message and the newer copy, and changes nothing', async () => {
        const user = await signedInUser(t, `stale-${record.name}`);
        const first = await json<VersionedRecord>(
          await t.request(record.collection, { method: 'POST', token: user.token, json: record.body }),
        );
        // The first tab saves; the second still holds the version it loaded.
        const firstTab = await t.request(`${record.collection}/${first.id}`, {
          method: 'PATCH',
          token: user.token,
          json: record.body,
          headers: { 'If-Match': tagOf(first) },
        });
        expect(firstTab.status).toBe(200);
        const newer = await json<VersionedRecord>(firstTab);

        for (const method of ['PATCH', 'POST'] as const) {
          const path = method === 'PATCH' ? `${record.collection}/${first.id}` : record.collection;
          const stale = await t.request(path, { method, token: user.token, json: record.changed, headers: { 'If-Match': tagOf(first) } });
          expect(stale.status).toBe(412);
          const body = await json<{ message: string; current: VersionedRecord }>(stale);
          expect(body.message).toBe(wizardMessages.staleWrite);
          expect(body.current.updatedAt).toBe(newer.updatedAt);
          expect(record.read(body.current)).toEqual(record.read(newer));
          expect(stale.headers.get('etag')).toBe(tagOf(newer));
        }

        const [stored] = await json<VersionedRecord[]>(await t.request(record.collection, { token: user.token }));
        expect(stored!.updatedAt).toBe(newer.updatedAt);
        expect(record.read(stored!)).toEqual(record.read(newer));
      });

      it('keeps taking writes without If-Match (older clients) and with If-Match: *', async () => {
        const user = await signedInUser(t, `plain-${record.name}`);
        const first = await json<VersionedRecord>(
          await t.request(record.collection, { method: 'POST', token: user.token, json: record.body }),
        );
        const plain = await t.request(`${record.collection}/${first.id}`, { method: 'PATCH', token: user.token, json: record.changed });
        expect(plain.status).toBe(200);
        const any = await t.request(`${record.collection}/${first.id}`, {
          method: 'PATCH',
          token: user.token,
          json: record.body,
          headers: { 'If-Match': '*' },
        });
        expect(any.status).toBe(200);
      });
    });
  }

  it('treats an If-Match that is not one of its versions as stale (412), never as a server error', async () => {
    const user = await signedInUser(t, 'etag-garbage');
    const created = await json<VersionedRecord>(
      await t.request('/api/skills', { method: 'POST', token: user.token, json: { tech: ['Go'], soft: [] } }),
    );
    for (const header of ['"not-a-version"', 'W/"1"', '12345', '"99999999999999999999"']) {
      const res = await t.request(`/api/skills/${created.id}`, {
        method: 'PATCH',
        token: user.token,
        json: { tech: ['Rust'], soft: [] },
        headers: { 'If-Match': header },
      });
      expect(res.status).toBe(412);
    }
    const [stored] = await json<VersionedRecord[]>(await t.request('/api/skills', { token: user.token }));
    expect(stored!.tech).toEqual(['Go']);
  });

  it('refuses If-Match on a record not created yet with 412 and no copy', async () => {
    const user = await signedInUser(t, 'etag-missing');
    const res = await t.request('/api/experiences', {
      method: 'POST',
      token: user.token,
      json: { experiences: [] },
      headers: { 'If-Match': '"1700000000000"' },
    });
    expect(res.status).toBe(412);
    expect((await json<{ current: unknown }>(res)).current).toBeNull();
    expect(await json<unknown[]>(await t.request('/api/experiences', { token: user.token }))).toEqual([]);
  });

  it("never answers another user's record, fresh or stale", async () => {
    const owner = await signedInUser(t, 'etag-owner');
    const other = await signedInUser(t, 'etag-other');
    const created = await json<VersionedRecord>(
      await t.request('/api/skills', { method: 'POST', token: owner.token, json: { tech: ['Go'], soft: [] } }),
    );
    for (const header of [tagOf(created), '"1"']) {
      const res = await t.request(`/api/skills/${created.id}`, {
        method: 'PATCH',
        token: other.token,
        json: { tech: ['Stolen'], soft: [] },
        headers: { 'If-Match': header },
      });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('Go');
    }
  });

  it('shares the portfolio version with PATCH /portfolio-sections, whose stale write is refused too', async () => {
    const user = await signedInUser(t, 'etag-sections');
    const portfolio = await json<VersionedRecord>(
      await t.request('/api/user-portfolio', { method: 'POST', token: user.token, json: { bio: 'Hello' } }),
    );
    const sections = await t.request('/api/portfolio-sections', { token: user.token });
    expect(sections.headers.get('etag')).toBe(tagOf(portfolio));
    const saved = await t.request('/api/portfolio-sections', {
      method: 'PATCH',
      token: user.token,
      json: { interests: [{ name: 'Chess', keywords: [] }] },
      headers: { 'If-Match': tagOf(portfolio) },
    });
    expect(saved.status).toBe(200);
    const newer = await json<VersionedRecord>(saved);
    // The portfolio moved on: a bio written against the version before the sections' save is stale.
    const stale = await t.request(`/api/user-portfolio/${portfolio.id}`, {
      method: 'PATCH',
      token: user.token,
      json: { bio: 'Overwrite' },
      headers: { 'If-Match': tagOf(portfolio) },
    });
    expect(stale.status).toBe(412);
    const staleSections = await t.request('/api/portfolio-sections', {
      method: 'PATCH',
      token: user.token,
      json: { interests: [] },
      headers: { 'If-Match': tagOf(portfolio) },
    });
    expect(staleSections.status).toBe(412);
    const fresh = await t.request(`/api/user-portfolio/${portfolio.id}`, {
      method: 'PATCH',
      token: user.token,
      json: { bio: 'Fresh' },
      headers: { 'If-Match': tagOf(newer) },
    });
    expect(fresh.status).toBe(200);
    expect((await json<VersionedRecord>(fresh)).bio).toBe('Fresh');
  });

  it('still answers 400 with the field message for a bad body sent with a current If-Match', async () => {
    const user = await signedInUser(t, 'etag-bad-body');
    const created = await json<VersionedRecord>(
      await t.request('/api/skills', { method: 'POST', token: user.token, json: { tech: ['Go'], soft: [] } }),
    );
    const res = await t.request(`/api/skills/${created.id}`, {
      method: 'PATCH',
      token: user.token,
      json: { tech: 'not a list' },
      headers: { 'If-Match': tagOf(created) },
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBeTruthy();
    const [stored] = await json<VersionedRecord[]>(await t.request('/api/skills', { token: user.token }));
    expect(stored!.updatedAt).toBe(created.updatedAt);
  });
});
