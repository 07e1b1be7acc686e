import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import officialSchema from '@jsonresume/schema/schema.json' with { type: 'json' };
import { eq } from 'drizzle-orm';
import { portfolioImportMessages, type PortfolioData } from '@showfolio/portfolio-schema';
import { defaultRateLimits } from '../src/config';
import { portfolios, users } from '../src/db/schema';
import { databaseLabel, relaxedRateLimits, signedInUser, startTestServer, type TestServer } from './harness';
import { fullAccount, TEST_PDF } from './support/full-account';
import { S3_TEST_BUCKET, startTestBucket, type TestBucket } from './support/s3rver';
import { unzip } from './support/zip';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validateJsonResume = ajv.compile(officialSchema);

type ExportDocument = Record<string, unknown> & {
  account: Record<string, unknown>;
  portfolio: Record<string, unknown> | null;
  uploads: Array<{ file: string; url: string }>;
  sessions: Array<{ userAgent: string | null; lastSeenAt: string }>;
  deployments: Array<{ subdomain: string; isActive: boolean }>;
  analytics: { dailyViews: unknown[]; dailyUniqueVisitors: unknown[] };
  contactMessages: unknown[];
};

async function exportOf(t: TestServer, token: string) {
  const res = await t.request('/api/auth/export', { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="showfolio-[\w.-]+-\d{4}-\d{2}-\d{2}\.zip"$/);
  // Streamed as it is written: no length is known up front.
  expect(res.headers.get('content-length')).toBeNull();
  const entries = await unzip(Buffer.from(await res.arrayBuffer()));
  const document = JSON.parse(entries.get('portfolio.json')!.toString('utf8')) as ExportDocument;
  return { entries, document };
}

const publicData = async (t: TestServer, subdomain: string) => {
  const res = await t.request(`/api/templates/portfolio/${subdomain}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { templateIdentifier: string; portfolioData: PortfolioData };
};

const importInto = (t: TestServer, token: string, json: unknown) => t.request('/api/auth/import', { method: 'POST', token, json });

for (const storage of ['disk', 's3'] as const) {
  describe(`exporting and importing an account, uploads on ${storage} (${databaseLabel})`, () => {
    let t: TestServer;
    let bucket: TestBucket | undefined;
    beforeAll(async () => {
      if (storage === 's3') bucket = await startTestBucket();
      t = await startTestServer({ env: bucket?.env() ?? {} });
    });
    afterAll(async () => {
      await t?.close();
      await bucket?.close();
    });

    const storedBytes = async (key: string) => {
      if (!bucket) return readFile(join(t.dataDir, 'uploads', key));
      const object = await bucket.client.send(new GetObjectCommand({ Bucket: S3_TEST_BUCKET, Key: `media/${key}` }));
      return Buffer.from(await object.Body!.transformToByteArray());
    };

    it('downloads a ZIP with portfolio.json, a valid resume.json, every uploaded file and README.txt', async () => {
      const ada = await fullAccount(t, 'export');
      const bob = await fullAccount(t, 'bystander');
      const { entries, document } = await exportOf(t, ada.token);
      expect([...entries.keys()].sort()).toEqual(
        ['README.txt', 'portfolio.json', 'resume.json', ...ada.storageKeys.map((key) => `files/${key}`)].sort(),
      );
      for (const key of ada.storageKeys) expect(entries.get(`files/${key}`)!.equals(await storedBytes(key))).toBe(true);
      expect(entries.get(`files/${ada.storageKeys[1]}`)!.equals(TEST_PDF)).toBe(true);

      expect(document).toMatchObject({ format: 'showfolio-portfolio', version: 1 });
      expect(document.account).toMatchObject({ email: ada.account.email, username: ada.account.username, mobileNumber: ada.account.mobileNumber, hasPassword: true });
      expect(document.portfolio).toMatchObject({
        profilePictureUrl: ada.pictureUrl,
        resumeUrl: ada.resumeUrl,
        headline: 'Programmer of engines',
        showPhone: false,
        links: [{ url: 'https://ada.example.org/notes', label: 'Notes' }],
        sections: { hiddenSections: ['education'], customSections: [expect.objectContaining({ title: 'Letters' })] },
        design: { accent: '#8e44ad', font: 'serif', scheme: 'dark', language: 'fr' },
      });
      expect(document.uploads.map((upload) => upload.file).sort()).toEqual(ada.storageKeys.map((key) => `files/${key}`).sort());
      expect(document.deployments).toEqual([expect.objectContaining({ subdomain: ada.subdomain, isActive: true })]);
      expect(document.sessions.length).toBeGreaterThanOrEqual(2);
      expect(document.analytics.dailyViews.length).toBeGreaterThan(0);
      expect(document.analytics.dailyUniqueVisitors).toEqual([expect.objectContaining({ visitors: 1 })]);
      expect(document.contactMessages).toHaveLength(1);
      for (const key of ['skills', 'projects', 'experiences']) expect(document[key]).not.toBeNull();

      // Secrets and other people stay out.
      const text = entries.get('portfolio.json')!.toString('utf8');
      const [row] = await t.server.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.emailKey, ada.account.email.toLowerCase()));
      expect(text).not.toContain(row!.passwordHash!);
      expect(text).not.toContain('$argon2');
      for (const other of [bob.account.email, bob.account.username, bob.subdomain, ...bob.storageKeys]) expect(text).not.toContain(other);

      const resume = JSON.parse(entries.get('resume.json')!.toString('utf8')) as { basics: { name: string; email: string } };
      expect(validateJsonResume(resume), JSON.stringify(validateJsonResume.errors)).toBe(true);
      expect(resume.basics.name).toBe('Ada Lovelace');
      expect(entries.get('README.txt')!.toString('utf8')).toContain('resume.json');
    });

    it('imports portfolio.json into a new, empty account: its public page shows the same portfolio', async () => {
      const ada = await fullAccount(t, 'roundtrip');
      const { document } = await exportOf(t, ada.token);
      const original = await publicData(t, ada.subdomain);

      const { token, account } = await signedInUser(t, 'importer');
      const res = await importInto(t, token, document);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: portfolioImportMessages.imported });
      const subdomain = `copy-${ada.subdomain}`.slice(0, 40);
      const deployed = await t.request('/api/templates/deploy', { method: 'POST', token, json: { templateIdentifier: original.templateIdentifier, subdomain } });
      expect(deployed.status).toBe(201);
      // The same page, under the new account's own @username.
      expect(await publicData(t, subdomain)).toEqual({ ...original, portfolioData: { ...original.portfolioData, username: account.username } });

      // A second import finds the account no longer empty and changes nothing.
      const [importer] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.usernameKey, account.username.toLowerCase()));
      const before = await t.server.db.select().from(portfolios).where(eq(portfolios.userId, importer!.id));
      const again = await importInto(t, token, { ...document, portfolio: { ...document.portfolio!, bio: 'Changed' } });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: portfolioImportMessages.notEmpty });
      expect(await t.server.db.select().from(portfolios).where(eq(portfolios.userId, importer!.id))).toEqual(before);
    });

    it('refuses files that are not ours, from a newer version, or with unsafe links (400, nothing stored)', async () => {
      const ada = await fullAccount(t, 'source');
      const { document } = await exportOf(t, ada.token);
      const { token } = await signedInUser(t, 'badimport');
      const cases: Array<[unknown, string | RegExp]> = [
        [{ ...document, format: 'jsonresume' }, portfolioImportMessages.notOurs],
        [{ ...document, version: 2 }, portfolioImportMessages.newerVersion],
        [{ ...document, portfolio: { ...document.portfolio!, socialLinks: { github: 'javascript:alert(1)' } } }, /link/],
        [{ ...document, projects: { projects: [{ projectName: 'X', githubUrl: 'javascript:alert(1)' }] } }, /link/],
        [{ format: 'showfolio-portfolio', version: 1 }, portfolioImportMessages.nothing],
        [{ ...document, skills: { tech: 'not a list' } }, /./],
      ];
      for (const [body, message] of cases) {
        const res = await importInto(t, token, body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(((await res.json()) as { message: string }).message).toMatch(message);
      }
      expect((await t.request('/api/user-portfolio', { token }).then((r) => r.json())) as unknown[]).toEqual([]);
      expect((await t.request('/api/auth/import', { method: 'POST', json: document })).status).toBe(401);
      expect((await t.request('/api/auth/export')).status).toBe(401);
    });

    it("drops links to files of an account that no longer exists instead of pointing at nothing", async () => {
      const ada = await fullAccount(t, 'gone');
      const { document } = await exportOf(t, ada.token);
      const deleted = await t.request('/api/auth/delete-account', { method: 'POST', token: ada.token, json: { username: ada.account.username, password: ada.account.password } });
      expect(deleted.status).toBe(200);
      const { token } = await signedInUser(t, 'heir');
      expect((await importInto(t, token, document)).status).toBe(200);
      const [record] = (await (await t.request('/api/user-portfolio', { token })).json()) as Array<{ profilePictureUrl: string; resumeUrl: string; bio: string }>;
      expect(record).toMatchObject({ profilePictureUrl: '', resumeUrl: '', bio: document.portfolio!.bio });
    });
  });
}

describe(`export limits (${databaseLabel})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { rateLimits: { ...relaxedRateLimits, exportUser: { ...defaultRateLimits.exportUser, points: 2 } } } });
  });
  afterAll(() => t?.close());

  it('answers 429 once an account has exported its limit for the hour', async () => {
    const { token } = await signedInUser(t, 'exports');
    for (let i = 0; i < 2; i++) expect((await t.request('/api/auth/export', { token })).status).toBe(200);
    const limited = await t.request('/api/auth/export', { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
