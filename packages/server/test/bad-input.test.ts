import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import * as tables from '../src/db/schema';
import { databaseLabel, newAccount, signedInUser, startTestServer, type TestServer } from './harness';

/** What a write route reads: a JSON object, nothing at all, or a multipart upload. */
type BodyKind = 'json' | 'none' | 'multipart';

interface Fuzz {
  auth: boolean;
  body: BodyKind;
  /** Field names the schema knows, so generated objects reach past the first check. */
  keys?: string[];
}

interface Route extends Fuzz {
  method: string;
  path: string;
}

const entryKeys = ['projectName', 'name', 'description', 'githubUrl', 'gitUrl', 'deployedUrl', 'techStack', 'skills', 'companyName', 'jobRole', 'role', 'startDate', 'endDate', 'technologyUsed', 'year', 'links', 'images', 'src', 'alt', 'width', 'height', 'variants', 'url', 'label', 'title', 'entries', 'id'];
const profileKeys = ['userDetails', 'user', 'bio', 'headline', 'location', 'documents', 'profilePictureUrl', 'resumeUrl', 'education', 'socialLinks', 'skills', 'projects', 'experiences', 'userId'];
const sectionKeys = ['showEmail', 'showPhone', 'links', 'awards', 'certificates', 'publications', 'languages', 'volunteering', 'interests', 'references', 'customSections', 'sectionOrder', 'hiddenSections', 'showPdfLink', 'userId'];

/**
 * Every write route of the app, as Hono lists it (`METHOD /path/:param`). The first test fails
 * naming any write route missing here, so a new route is fuzzed from the day it is added.
 */
const fuzzTable: Record<string, Fuzz> = {
  'POST /api/auth/signup': { auth: false, body: 'json', keys: ['firstName', 'lastName', 'email', 'username', 'mobileCode', 'mobileNumber', 'password', 'confirmPassword', 'isTermsofServiceAccepted', 'isPrivacyPolicyAcceped'] },
  'POST /api/auth/signin': { auth: false, body: 'json', keys: ['email', 'password'] },
  'POST /api/auth/signin-link': { auth: false, body: 'json', keys: ['token'] },
  'POST /api/auth/google/signin': { auth: false, body: 'json', keys: ['credential', 'clientId'] },
  'POST /api/auth/validate-token': { auth: false, body: 'json', keys: ['token'] },
  'POST /api/auth/signout': { auth: false, body: 'json', keys: ['token'] },
  'POST /api/auth/forgot-password': { auth: false, body: 'json', keys: ['email'] },
  'POST /api/auth/reset-password': { auth: false, body: 'json', keys: ['token', 'newPassword'] },
  'PATCH /api/auth/profile': { auth: true, body: 'json', keys: ['firstName', 'lastName', 'username'] },
  'PATCH /api/auth/preferences': { auth: true, body: 'json', keys: ['tourSeen'] },
  'POST /api/auth/change-password': { auth: true, body: 'json', keys: ['currentPassword', 'newPassword'] },
  'POST /api/auth/change-email': { auth: true, body: 'json', keys: ['password', 'newEmail'] },
  'POST /api/auth/confirm-email': { auth: false, body: 'json', keys: ['token'] },
  'POST /api/auth/verify-email': { auth: false, body: 'json', keys: ['token'] },
  'POST /api/auth/resend-verification': { auth: true, body: 'none' },
  'POST /api/auth/google/link': { auth: true, body: 'json', keys: ['credential'] },
  'POST /api/auth/google/unlink': { auth: true, body: 'none' },
  // Generated passwords and usernames never match the fuzz account's, so it is never deleted.
  'POST /api/auth/delete-account': { auth: true, body: 'json', keys: ['password', 'googleCredential', 'username'] },
  'POST /api/auth/sessions/signout-others': { auth: true, body: 'none' },
  'DELETE /api/auth/sessions/:id': { auth: true, body: 'none' },
  'POST /api/auth/import': { auth: true, body: 'json', keys: ['format', 'version', 'portfolio', 'skills', 'projects', 'experiences'] },
  // Two-step sign-in and passkeys (issue 37): generated codes and responses never pass, so the fuzz
  // account never turns two-step on or gains a passkey.
  'POST /api/auth/two-step/setup': { auth: true, body: 'none' },
  'POST /api/auth/two-step/enable': { auth: true, body: 'json', keys: ['code'] },
  'POST /api/auth/two-step/disable': { auth: true, body: 'json', keys: ['code'] },
  'POST /api/auth/two-step/recovery-codes': { auth: true, body: 'none' },
  'POST /api/auth/two-step/verify': { auth: false, body: 'json', keys: ['code'] },
  'POST /api/auth/step-up': { auth: true, body: 'json', keys: ['password', 'code'] },
  'POST /api/auth/passkeys/register/options': { auth: true, body: 'none' },
  'POST /api/auth/passkeys/register/verify': { auth: true, body: 'json', keys: ['response', 'name'] },
  'PATCH /api/auth/passkeys/:id': { auth: true, body: 'json', keys: ['name'] },
  'DELETE /api/auth/passkeys/:id': { auth: true, body: 'none' },
  'POST /api/auth/passkeys/signin/options': { auth: false, body: 'none' },
  'POST /api/auth/passkeys/signin/verify': { auth: false, body: 'json', keys: ['response'] },
  'POST /api/auth/passkeys/step-up/options': { auth: true, body: 'none' },
  'POST /api/auth/passkeys/step-up/verify': { auth: true, body: 'json', keys: ['response'] },
  'POST /api/templates/preview/:id': { auth: true, body: 'none' },
  'PUT /api/templates/resume-settings': { auth: true, body: 'json', keys: ['design', 'paper'] },
  'POST /api/templates/deploy': { auth: true, body: 'json', keys: ['templateIdentifier', 'subdomain'] },
  'POST /api/templates/unpublish': { auth: true, body: 'none' },
  'POST /api/contact-us': { auth: false, body: 'json', keys: ['name', 'email', 'message'] },
  'POST /api/feedback': { auth: false, body: 'json', keys: ['name', 'email', 'feedback'] },
  'POST /api/skills': { auth: true, body: 'json', keys: ['tech', 'soft', 'userId'] },
  'PATCH /api/skills/:id': { auth: true, body: 'json', keys: ['tech', 'soft'] },
  'POST /api/projects': { auth: true, body: 'json', keys: ['projects', 'userId', ...entryKeys] },
  'PATCH /api/projects/:id': { auth: true, body: 'json', keys: ['projects'] },
  'POST /api/experiences': { auth: true, body: 'json', keys: ['experiences', 'userId'] },
  'PATCH /api/experiences/:id': { auth: true, body: 'json', keys: ['experiences'] },
  'POST /api/user-portfolio': { auth: true, body: 'json', keys: profileKeys },
  'POST /api/user-portfolio/upload-profile-picture': { auth: true, body: 'multipart' },
  'POST /api/user-portfolio/upload-resume': { auth: true, body: 'multipart' },
  'POST /api/uploads/project-image': { auth: true, body: 'multipart' },
  'PATCH /api/portfolio-sections': { auth: true, body: 'json', keys: sectionKeys },
  'PUT /api/portfolio-design': { auth: true, body: 'json', keys: ['accent', 'font', 'scheme', 'language'] },
  'PATCH /api/user-portfolio/:id': { auth: true, body: 'json', keys: profileKeys },
  'POST /api/domains': { auth: true, body: 'json', keys: ['domain'] },
  'POST /api/domains/:id/check': { auth: true, body: 'none' },
  'POST /api/domains/:id/primary': { auth: true, body: 'none' },
  'DELETE /api/domains/:id': { auth: true, body: 'none' },
};

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    // The `:id` of each route: the fuzz account's own records where it has one, else an id nobody has.
    const ids: Record<string, string> = {
      '/api/user-portfolio/': await created('/api/user-portfolio', { bio: 'x' }),
      '/api/skills/': await created('/api/skills', { tech: [] }),
      '/api/projects/': await created('/api/projects', { projects: [] }),
      '/api/experiences/': await created('/api/experiences', { experiences: [] }),
      '/api/templates/preview/': 'minimal-portfolio-v1',
    };
    const idFor = (pattern: string) =>
      Object.entries(ids).find(([prefix]) => pattern.startsWith(`${prefix}:id`))?.[1] ?? randomUUID();
    routes = Object.entries(fuzzTable).map(([route, fuzz]) => {
      const [method, pattern] = route.split(' ') as [string, string];
      return { method, path: pattern.replace(':id', idFor(pattern)), ...fuzz };
    });
  });
  afterAll(() => t.close());

  it('has a fuzz entry for every write route of the app, and none for a route that is gone', () => {
    const writeRoutes = new Set(
      t.server.app.routes.filter((r) => writeMethods.has(r.method)).map((r) => `${r.method} ${r.path}`),
    );
    expect([...writeRoutes].filter((route) => !(route in fuzzTable)), 'write routes without a fuzz entry').toEqual([]);
    expect(Object.keys(fuzzTable).filter((route) => !writeRoutes.has(route)), 'fuzz entries without a route').toEqual([]);
  });

  /** JSON values shaped like the route's body: known keys with values of any type, nested entries included. */
  const bodyFor = (route: Route) => {
    const keys = route.keys ?? [];
    const leaf = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 3000 }), fc.constant(null));
    const entry = fc.dictionary(fc.constantFrom(...entryKeys, 'degree', 'institution'), leaf, { maxKeys: 6 });
    const value = fc.oneof(leaf, fc.array(entry, { maxLength: 4 }), entry, fc.array(fc.string(), { maxLength: 70 }));
    return keys.length > 0
      ? fc.oneof(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }), fc.jsonValue({ maxDepth: 3 }))
      : fc.jsonValue({ maxDepth: 3 });
  };

  it('answers generated JSON bodies on every write route with 2xx or a 4xx {message}', async () => {
    // Routes that read no body or a multipart one get JSON too: they must ignore or refuse it.
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
      if (route.body !== 'json') continue;
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

  it('answers generated upload bytes on every upload route with 2xx or a 4xx {message}', async () => {
    const uploadRoutes = routes.filter((route) => route.body === 'multipart');
    expect(uploadRoutes.length).toBeGreaterThan(0);
    for (const route of uploadRoutes) {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 2048 }),
          fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/plain'),
          async (bytes, type) => {
            const form = new FormData();
            form.append('file', new Blob([bytes], { type }), 'x');
            await expectPlainAnswer(await t.request(route.path, { method: route.method, token, body: form }), route.path);
          },
        ),
        { numRuns: 30 },
      );
    }
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
      ['/api/user-portfolio', 'POST', { headline: 'x'.repeat(201) }],
      ['/api/portfolio-sections', 'PATCH', { links: Array.from({ length: 21 }, () => ({ url: 'https://a.dev' })) }],
      ['/api/portfolio-sections', 'PATCH', { awards: [{ title: 'A' }], links: [{ url: 'javascript:alert(1)' }] }],
      [
        '/api/projects',
        'POST',
        { projects: [{ projectName: 'x', description: 'y', images: [{ src: 'https://elsewhere.example/a.webp', alt: 'A', width: 9, height: 9 }] }] },
      ],
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
