import { count } from 'drizzle-orm';
import fc from 'fast-check';
import * as tables from '../src/db/schema';
import { databaseLabel, newAccount, signedInUser, startTestServer, type TestServer } from './harness';

interface Route {
  method: 'POST' | 'PATCH';
  path: string;
  auth: boolean;
  /** Field names the schema knows, so generated objects reach past the first check. */
  keys: string[];
}

const entryKeys = ['projectName', 'name', 'description', 'githubUrl', 'gitUrl', 'deployedUrl', 'techStack', 'skills', 'companyName', 'jobRole', 'role', 'startDate', 'endDate', 'technologyUsed'];

async function expectPlainAnswer(res: Response, label: string) {
  if (res.status >= 500) throw new Error(`${label} answered ${res.status}: ${await res.text()}`);
  if (res.status >= 400) {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message !== 'string' || body.message === '') throw new Error(`${label}: ${res.status} without a message`);
  }
}

describe(`bad input never causes a 5xx (${databaseLabel})`, () => {
  let t: TestServer;
  let token: string;
  let routes: Route[];

  beforeAll(async () => {
    // Google sign-in switched on (with a JWKS address nothing answers on) so its route validates
    // instead of answering "not available".
    t = await startTestServer({ env: { GOOGLE_CLIENT_ID: 'fuzz-client', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' } });
    token = (await signedInUser(t, 'fuzz')).token;
    const created = async (path: string, body: unknown) =>
      ((await (await t.request(path, { method: 'POST', token, json: body })).json()) as { id: string }).id;
    const ids = {
      portfolio: await created('/api/user-portfolio', { bio: 'x' }),
      skills: await created('/api/skills', { tech: [] }),
      projects: await created('/api/projects', { projects: [] }),
      experiences: await created('/api/experiences', { experiences: [] }),
    };
    const profileKeys = ['userDetails', 'user', 'bio', 'documents', 'profilePictureUrl', 'resumeUrl', 'education', 'socialLinks', 'skills', 'projects', 'experiences', 'userId'];
    routes = [
      { method: 'POST', path: '/api/auth/signup', auth: false, keys: ['firstName', 'lastName', 'email', 'username', 'mobileCode', 'mobileNumber', 'password', 'confirmPassword', 'isTermsofServiceAccepted', 'isPrivacyPolicyAcceped'] },
      { method: 'POST', path: '/api/auth/signin', auth: false, keys: ['email', 'password'] },
      { method: 'POST', path: '/api/auth/google/signin', auth: false, keys: ['credential', 'clientId'] },
      { method: 'POST', path: '/api/auth/validate-token', auth: false, keys: ['token'] },
      { method: 'POST', path: '/api/auth/signout', auth: false, keys: ['token'] },
      { method: 'POST', path: '/api/auth/forgot-password', auth: false, keys: ['email'] },
      { method: 'POST', path: '/api/auth/reset-password', auth: false, keys: ['token', 'newPassword'] },
      { method: 'POST', path: '/api/auth/verify-email', auth: false, keys: ['token'] },
      { method: 'POST', path: '/api/auth/google/link', auth: true, keys: ['credential'] },
      { method: 'POST', path: '/api/contact-us', auth: false, keys: ['name', 'email', 'message'] },
      { method: 'POST', path: '/api/feedback', auth: false, keys: ['name', 'email', 'feedback'] },
      { method: 'POST', path: '/api/skills', auth: true, keys: ['tech', 'soft', 'userId'] },
      { method: 'PATCH', path: `/api/skills/${ids.skills}`, auth: true, keys: ['tech', 'soft'] },
      { method: 'POST', path: '/api/projects', auth: true, keys: ['projects', 'userId', ...entryKeys] },
      { method: 'PATCH', path: `/api/projects/${ids.projects}`, auth: true, keys: ['projects'] },
      { method: 'POST', path: '/api/experiences', auth: true, keys: ['experiences', 'userId'] },
      { method: 'PATCH', path: `/api/experiences/${ids.experiences}`, auth: true, keys: ['experiences'] },
      { method: 'POST', path: '/api/user-portfolio', auth: true, keys: profileKeys },
      { method: 'PATCH', path: `/api/user-portfolio/${ids.portfolio}`, auth: true, keys: profileKeys },
      { method: 'POST', path: '/api/templates/deploy', auth: true, keys: ['templateIdentifier', 'subdomain'] },
      { method: 'POST', path: '/api/templates/preview/minimal-portfolio-v1', auth: true, keys: [] },
    ];
  });
  afterAll(() => t.close());

  /** JSON values shaped like the route's body: known keys with values of any type, nested entries included. */
  const bodyFor = (route: Route) => {
    const leaf = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 3000 }), fc.constant(null));
    const entry = fc.dictionary(fc.constantFrom(...entryKeys, 'degree', 'institution'), leaf, { maxKeys: 6 });
    const value = fc.oneof(leaf, fc.array(entry, { maxLength: 4 }), entry, fc.array(fc.string(), { maxLength: 70 }));
    return route.keys.length > 0
      ? fc.oneof(fc.dictionary(fc.constantFrom(...route.keys), value, { maxKeys: route.keys.length }), fc.jsonValue({ maxDepth: 3 }))
      : fc.jsonValue({ maxDepth: 3 });
  };

  it('answers generated JSON bodies on every route with 2xx or a 4xx {message}', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(bodyFor(route), async (body) => {
          const res = await t.request(route.path, { method: route.method, token: route.auth ? token : undefined, json: body });
          await expectPlainAnswer(res, `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 200)}`);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('answers malformed bodies (not JSON, wrong content) with 400 {message}', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
          const res = await t.request(route.path, {
            method: route.method,
            token: route.auth ? token : undefined,
            headers: { 'content-type': 'application/json' },
            body: text,
          });
          await expectPlainAnswer(res, `${route.method} ${route.path} raw ${JSON.stringify(text)}`);
        }),
        { numRuns: 10 },
      );
      // The preview route reads no body at all.
      if (route.keys.length === 0) continue;
      const broken = await t.request(route.path, {
        method: route.method,
        token: route.auth ? token : undefined,
        headers: { 'content-type': 'application/json' },
        body: '{"unterminated": ',
      });
      expect(broken.status, route.path).toBe(400);
      expect(await broken.json()).toEqual({ message: 'Request body must be valid JSON' });
    }
  });

  it('answers generated ids, subdomains, tokens and template names in paths without a 5xx', async () => {
    const segment = fc.oneof(fc.string({ maxLength: 80 }), fc.uuid(), fc.constant('..%2f..%2fetc%2fpasswd'));
    await fc.assert(
      fc.asyncProperty(segment, segment, async (a, b) => {
        const id = encodeURIComponent(a);
        const checks: Array<[string, RequestInit & { token?: string; json?: unknown }]> = [
          [`/api/skills/${id}`, { method: 'PATCH', token, json: { tech: [] } }],
          [`/api/user-portfolio/${id}`, { method: 'PATCH', token, json: { bio: 'x' } }],
          [`/api/templates/portfolio/${id}`, {}],
          [`/api/templates/verify-preview/${id}?token=${encodeURIComponent(b)}`, {}],
          [`/api/templates/preview/${id}`, { method: 'POST', token }],
          [`/media/${id}`, {}],
        ];
        for (const [path, init] of checks) await expectPlainAnswer(await t.request(path, init), path);
      }),
      { numRuns: 30 },
    );
  });

  it('answers generated upload bytes with 2xx or a 4xx {message}', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), fc.constantFrom('image/png', 'image/jpeg', 'text/plain'), async (bytes, type) => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type }), 'x');
        await expectPlainAnswer(await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: form }), 'upload');
      }),
      { numRuns: 30 },
    );
    const truncatedPng = Buffer.from('89504e470d0a1a0a0000000d49484452000000', 'hex');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(truncatedPng)], { type: 'image/png' }), 'x.png');
    const res = await t.request('/api/user-portfolio/upload-profile-picture', { method: 'POST', token, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Error processing image. Please try another file.' });
  });

  it('stores nothing when a body is refused', async () => {
    const counts = async () =>
      Promise.all(
        [tables.users, tables.portfolios, tables.skills, tables.projects, tables.experiences, tables.deployments, tables.contactMessages, tables.feedback, tables.uploads].map(
          async (table) => (await t.server.db.select({ n: count() }).from(table))[0]?.n,
        ),
      );
    const before = await counts();
    const refused: Array<[string, 'POST' | 'PATCH', unknown]> = [
      ['/api/auth/signup', 'POST', { email: 'x@y.z', firstName: 5 }],
      ['/api/auth/verify-email', 'POST', { token: 5 }],
      ['/api/auth/google/link', 'POST', { credential: ['not', 'text'] }],
      ['/api/contact-us', 'POST', { name: 'A', email: 'not-mail', message: 'hi' }],
      ['/api/feedback', 'POST', { name: 'A', email: 'a@b.co', feedback: 'x'.repeat(5001) }],
      ['/api/skills', 'POST', { tech: 'not-a-list' }],
      ['/api/projects', 'POST', { projects: Array.from({ length: 51 }, () => ({ projectName: 'x' })) }],
      ['/api/experiences', 'POST', { experiences: [{ startDate: 'yesterday' }] }],
      ['/api/user-portfolio', 'POST', { bio: 'x'.repeat(2001) }],
      ['/api/templates/deploy', 'POST', { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'Bad Name' }],
    ];
    for (const [path, method, body] of refused) {
      const res = await t.request(path, { method, token, json: body });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
  });
});

describe(`text with a NUL or an unpaired surrogate (${databaseLabel})`, () => {
  let t: TestServer;
  let token: string;
  const refusedText = 'Text contains characters that are not allowed';

  beforeAll(async () => {
    t = await startTestServer({ env: { GOOGLE_CLIENT_ID: 'text-client', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' } });
    token = (await signedInUser(t, 'nul')).token;
    const saved = await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Stored before' } });
    expect(saved.status).toBe(201);
  });
  afterAll(() => t.close());

  const snapshot = async () =>
    Promise.all(
      [tables.users, tables.portfolios, tables.skills, tables.projects, tables.experiences, tables.deployments, tables.contactMessages, tables.feedback, tables.passwordResetTokens].map(
        async (table) => t.server.db.select().from(table),
      ),
    );

  // One field of each endpoint that takes text; `bad` is spliced into a value that is otherwise valid.
  const bodies: Array<[path: string, auth: boolean, body: (bad: string) => unknown]> = [
    ['/api/auth/signup', false, (bad) => ({ ...newAccount('nul'), firstName: `Ada${bad}` })],
    ['/api/auth/signin', false, (bad) => ({ email: `ada${bad}@example.com`, password: 'Analytical1!' })],
    ['/api/auth/forgot-password', false, (bad) => ({ email: `ada${bad}@example.com` })],
    ['/api/auth/reset-password', false, (bad) => ({ token: 'a-reset-token', newPassword: `Brand-new-Pass9${bad}` })],
    ['/api/auth/google/signin', false, (bad) => ({ credential: `header.payload.signature${bad}` })],
    ['/api/auth/verify-email', false, (bad) => ({ token: `a-verification-token${bad}` })],
    ['/api/auth/google/link', true, (bad) => ({ credential: `header.payload.signature${bad}` })],
    ['/api/contact-us', false, (bad) => ({ name: 'Grace', email: 'grace@example.com', message: `Hello${bad}` })],
    ['/api/feedback', false, (bad) => ({ name: `Grace${bad}`, email: 'grace@example.com', feedback: 'Lovely' })],
    ['/api/user-portfolio', true, (bad) => ({ bio: `Changed${bad}` })],
    ['/api/skills', true, (bad) => ({ tech: [`Type${bad}Script`] })],
    ['/api/projects', true, (bad) => ({ projects: [{ projectName: `Engine${bad}` }] })],
    ['/api/experiences', true, (bad) => ({ experiences: [{ companyName: `Babbage${bad}` }] })],
    ['/api/templates/deploy', true, (bad) => ({ templateIdentifier: 'minimal-portfolio-v1', subdomain: `ada${bad}` })],
  ];

  it.each([
    ['a NUL', '\u0000'],
    ['an unpaired high surrogate', '\ud800'],
    ['an unpaired low surrogate', '\udfff'],
  ])(`answers %s in any text field with 400 "${refusedText}" and stores nothing`, async (_label, bad) => {
    const before = await snapshot();
    for (const [path, auth, body] of bodies) {
      const res = await t.request(path, { method: 'POST', token: auth ? token : undefined, json: body(bad) });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({ message: refusedText });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still accepts text with characters outside the Basic Multilingual Plane (paired surrogates)', async () => {
    const res = await t.request('/api/user-portfolio', { method: 'POST', token, json: { bio: 'Ships rockets 🚀 and writes 𝒞' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { bio: string }).bio).toBe('Ships rockets 🚀 and writes 𝒞');
  });
});
