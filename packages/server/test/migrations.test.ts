import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { emptyPortfolioSections, otherAnalyticsValue, portfolioDataSchema, type PortfolioData } from '@showfolio/portfolio-schema';
import { hashPassword } from '../src/auth/passwords';
import { findMigrationsFolder, openDatabase } from '../src/db/client';
import {
  analyticsDailyCounts,
  contactMessages,
  customDomains,
  emailChangeTokens,
  feedback,
  portfolios,
  sessions,
  users,
} from '../src/db/schema';
import { databaseLabel, isolatedDatabase, startTestServer } from './harness';

/** A copy of the migrations folder that stops after the migration tagged `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const source = findMigrationsFolder();
  const journal = JSON.parse(await readFile(join(source, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === lastTag) + 1,
  );
  const folder = await mkdtemp(join(tmpdir(), 'showfolio-migrations-'));
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    await copyFile(join(source, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}

type Database = Awaited<ReturnType<typeof openDatabase>>;

/**
 * A database migrated up to `lastTag`, given `seed`'s rows, then opened as the product opens it
 * (every later migration runs) and handed to `check`. Everything is removed afterwards.
 */
async function upgradeFrom(
  lastTag: string,
  seed: (old: Database) => Promise<void>,
  check: (current: Database) => Promise<void>,
  /** Runs once the database is closed again: e.g. a whole server started on it. */
  afterwards?: (location: { dataDir: string; databaseUrl?: string }) => Promise<void>,
): Promise<void> {
  const database = await isolatedDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'showfolio-migration-test-'));
  const before = await migrationsUpTo(lastTag);
  try {
    const old = await openDatabase({ databaseUrl: database.url, dataDir, migrationsFolder: before });
    try {
      await seed(old);
    } finally {
      await old.close();
    }
    const current = await openDatabase({ databaseUrl: database.url, dataDir });
    try {
      await check(current);
    } finally {
      await current.close();
    }
    await afterwards?.({ dataDir, databaseUrl: database.url });
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(before, { recursive: true, force: true });
  }
}

describe(`migrations (${databaseLabel})`, () => {
  it('counts every account that existed before e-mail verification as verified, and none created after', async () => {
    await upgradeFrom(
      '0000_init',
      async (old) => {
        await old.db.execute(
          sql`INSERT INTO users (email, email_key, username, username_key, password_hash) VALUES ('early@example.com', 'early@example.com', 'early', 'early', 'hash')`,
        );
      },
      async (current) => {
        await current.db.execute(
          sql`INSERT INTO users (email, email_key, username, username_key, password_hash) VALUES ('late@example.com', 'late@example.com', 'late', 'late', 'hash')`,
        );
        const rows = await current.db
          .select({ username: users.username, verifiedAt: users.emailVerifiedAt })
          .from(users)
          .orderBy(users.username);
        expect(
          rows.map((row) => ({ username: row.username, verified: row.verifiedAt instanceof Date })),
        ).toEqual([
          { username: 'early', verified: true },
          { username: 'late', verified: false },
        ]);
      },
    );
  }, 120_000);

  it('keeps sessions from before devices were recorded valid: no user agent, last seen when they began', async () => {
    await upgradeFrom(
      '0002_analytics',
      async (old) => {
        await old.db.execute(
          sql`INSERT INTO users (id, email, email_key, username, username_key, password_hash) VALUES ('11111111-1111-4111-8111-111111111111', 'old@example.com', 'old@example.com', 'old', 'old', 'hash')`,
        );
        await old.db.execute(
          sql`INSERT INTO sessions (user_id, created_at, expires_at) VALUES ('11111111-1111-4111-8111-111111111111', now() - interval '3 days', now() + interval '4 days')`,
        );
      },
      async (current) => {
        const [row] = await current.db.select().from(sessions);
        expect(row?.userAgent).toBeNull();
        expect(row?.lastSeenAt.getTime()).toBe(row?.createdAt.getTime());
        expect(row?.revokedAt).toBeNull();
        expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
      },
    );
  }, 120_000);

  it('counts accounts already there when verification mails start (0006) as verified, and keeps pending e-mail changes as changes', async () => {
    await upgradeFrom(
      '0005_account_data',
      async (old) => {
        // Signed up after 0001 with a password, when nothing could verify it yet.
        await old.db.execute(
          sql`INSERT INTO users (id, email, email_key, username, username_key, password_hash) VALUES ('22222222-2222-4222-8222-222222222222', 'since@example.com', 'since@example.com', 'since', 'since', 'hash')`,
        );
        await old.db.execute(
          sql`INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at) VALUES ('22222222-2222-4222-8222-222222222222', 'moving@example.com', 'hash-of-link', now() + interval '1 day')`,
        );
      },
      async (current) => {
        const [user] = await current.db.select({ verifiedAt: users.emailVerifiedAt }).from(users);
        expect(user?.verifiedAt).toBeInstanceOf(Date);
        const [link] = await current.db
          .select({ purpose: emailChangeTokens.purpose, newEmail: emailChangeTokens.newEmail })
          .from(emailChangeTokens);
        expect(link).toEqual({ purpose: 'change', newEmail: 'moving@example.com' });
      },
    );
  }, 120_000);

  // issue 30 items 1, 2 and 8 on data from before 0007.
  it('gives messages to the account that had verified their address when they were sent, voids unverified accounts\' pending changes, and keeps device cookies valid (0007)', async () => {
    const verified = '33333333-3333-4333-8333-333333333333';
    const unverified = '44444444-4444-4444-8444-444444444444';
    await upgradeFrom(
      '0006_verify_email',
      async (old) => {
        await old.db.execute(
          sql`INSERT INTO users (id, email, email_key, username, username_key, password_hash, email_verified_at) VALUES (${verified}, 'Owner@example.com', 'owner@example.com', 'owner', 'owner', 'hash', now() - interval '2 days')`,
        );
        await old.db.execute(
          sql`INSERT INTO users (id, email, email_key, username, username_key, password_hash) VALUES (${unverified}, 'victim@gmail.com', 'victim@gmail.com', 'squatter', 'squatter', 'hash')`,
        );
        await old.db.execute(sql`INSERT INTO contact_messages (name, email, message, created_at) VALUES
          ('O', 'OWNER@example.com', 'after verification', now() - interval '1 day'),
          ('O', 'owner@example.com', 'before verification', now() - interval '3 days'),
          ('V', 'victim@gmail.com', 'the real owner wrote', now() - interval '1 day')`);
        await old.db.execute(sql`INSERT INTO feedback (name, email, feedback) VALUES ('O', 'owner@example.com', 'nice'), ('V', 'victim@gmail.com', 'hers')`);
        await old.db.execute(sql`INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at) VALUES
          (${unverified}, 'attacker@evil.test', 'squatter-link', now() + interval '1 day'),
          (${verified}, 'owner.new@example.com', 'owner-link', now() + interval '1 day')`);
      },
      async (current) => {
        const messages = await current.db.select({ message: contactMessages.message, userId: contactMessages.userId }).from(contactMessages).orderBy(contactMessages.message);
        expect(messages).toEqual([
          { message: 'after verification', userId: verified },
          { message: 'before verification', userId: null },
          { message: 'the real owner wrote', userId: null },
        ]);
        const notes = await current.db.select({ feedback: feedback.feedback, userId: feedback.userId }).from(feedback).orderBy(feedback.feedback);
        expect(notes).toEqual([
          { feedback: 'hers', userId: null },
          { feedback: 'nice', userId: verified },
        ]);
        const links = await current.db.select({ tokenHash: emailChangeTokens.tokenHash, usedAt: emailChangeTokens.usedAt }).from(emailChangeTokens).orderBy(emailChangeTokens.tokenHash);
        expect(links.map((link) => ({ tokenHash: link.tokenHash, spent: link.usedAt !== null }))).toEqual([
          { tokenHash: 'owner-link', spent: false },
          { tokenHash: 'squatter-link', spent: true },
        ]);
        const generations = await current.db.select({ generation: users.deviceGeneration }).from(users);
        expect(generations).toEqual([{ generation: 0 }, { generation: 0 }]);
      },
    );
  }, 120_000);

  // issue 30 items 5 and 7 (0009): custom-domain claims and analytics counts already stored.
  it('keeps every custom domain (a pending claim no longer blocks others, a verified one still does) and folds referrers past 50 a day into "Other" with exact totals', async () => {
    const ada = '33333333-3333-4333-8333-333333333333';
    const eve = '44444444-4444-4444-8444-444444444444';
    await upgradeFrom(
      '0006_verify_email',
      async (old) => {
        await old.db.execute(
          sql`INSERT INTO users (id, email, email_key, username, username_key) VALUES (${ada}, 'ada@example.com', 'ada@example.com', 'ada', 'ada'), (${eve}, 'eve@example.com', 'eve@example.com', 'eve', 'eve')`,
        );
        await old.db.execute(
          sql`INSERT INTO custom_domains (user_id, domain, token, status, is_primary) VALUES (${ada}, 'ada.dev', 't1', 'routing', true), (${eve}, 'squatted.dev', 't2', 'pending', true), (${eve}, 'gave-up.dev', 't3', 'failed', false)`,
        );
        // Yesterday's flood: 120 referrer hosts (2 views each but one of 500), 3 sources.
        await old.db.execute(
          sql`INSERT INTO analytics_daily_counts (user_id, day, dimension, value, views)
              SELECT ${ada}, '2026-11-01', 'referrer', 'host-' || n || '.example', CASE WHEN n = 7 THEN 500 ELSE 2 END FROM generate_series(1, 120) n`,
        );
        await old.db.execute(
          sql`INSERT INTO analytics_daily_counts (user_id, day, dimension, value, views) VALUES
              (${ada}, '2026-11-01', 'total', '', 738), (${ada}, '2026-11-01', 'source', 'cv', 5), (${ada}, '2026-11-01', 'source', 'mail', 3)`,
        );
      },
      async (current) => {
        const domains = await current.db
          .select({ domain: customDomains.domain, status: customDomains.status })
          .from(customDomains)
          .orderBy(customDomains.domain);
        expect(domains).toEqual([
          { domain: 'ada.dev', status: 'routing' },
          { domain: 'gave-up.dev', status: 'failed' },
          { domain: 'squatted.dev', status: 'pending' },
        ]);
        // The real owner can now claim the squatted name; nobody can take a serving one.
        await current.db.insert(customDomains).values({ userId: ada, domain: 'squatted.dev', token: 't4', status: 'pending' });
        await expect(
          current.db.insert(customDomains).values({ userId: eve, domain: 'ada.dev', token: 't5', status: 'verified' }),
        ).rejects.toThrow();

        const referrers = await current.db
          .select({ value: analyticsDailyCounts.value, views: analyticsDailyCounts.views })
          .from(analyticsDailyCounts)
          .where(and(eq(analyticsDailyCounts.day, '2026-11-01'), eq(analyticsDailyCounts.dimension, 'referrer')));
        expect(referrers).toHaveLength(51);
        expect(referrers.reduce((sum, row) => sum + row.views, 0)).toBe(738);
        expect(referrers.find((row) => row.value === 'host-7.example')?.views).toBe(500);
        expect(referrers.find((row) => row.value === otherAnalyticsValue)?.views).toBe(70 * 2);
        const sources = await current.db
          .select({ value: analyticsDailyCounts.value })
          .from(analyticsDailyCounts)
          .where(eq(analyticsDailyCounts.dimension, 'source'))
          .orderBy(analyticsDailyCounts.value);
        expect(sources.map((row) => row.value)).toEqual(['cv', 'mail']);
      },
    );
  }, 120_000);

  it('serves a portfolio saved before the content model (0013) unchanged through the API, every new field at its default', async () => {
    const password = 'Analytical1!';
    const passwordHash = await hashPassword(password);
    const oldProject = {
      projectName: 'Trailhead',
      description: 'Offline-first hiking planner.',
      githubUrl: 'https://github.com/ada/trailhead',
      deployedUrl: 'https://trailhead.example.com',
      techStack: ['React'],
    };
    await upgradeFrom(
      '0011_resume_design',
      async (old) => {
        // The rows exactly as the previous version wrote them: no column or project field of issue 31.
        await old.db.execute(sql`INSERT INTO users
          (email, email_key, username, username_key, first_name, last_name, password_hash, email_verified_at)
          VALUES ('old@example.com', 'old@example.com', 'oldtimer', 'oldtimer', 'Ada', 'Rivera', ${passwordHash}, now())`);
        const [user] = await old.db.select({ id: users.id }).from(users).where(eq(users.username, 'oldtimer'));
        const userId = user!.id;
        await old.db.execute(sql`INSERT INTO portfolios (user_id, first_name, last_name, username, email, bio, education, social_links)
          VALUES (${userId}, 'Ada', 'Rivera', 'oldtimer', 'hello@ada.dev', 'Saved long ago.',
            ${JSON.stringify([{ institution: 'IIT', degree: 'BTech', startDate: '2016', endDate: '2020', description: '' }])}::jsonb,
            ${JSON.stringify({ linkedin: '', github: 'https://github.com/ada', twitter: '', instagram: '', facebook: '' })}::jsonb)`);
        await old.db.execute(sql`INSERT INTO projects (user_id, projects) VALUES (${userId}, ${JSON.stringify([oldProject])}::jsonb)`);
        await old.db.execute(sql`INSERT INTO deployments (user_id, template_identifier, subdomain) VALUES (${userId}, 'minimal-portfolio-v1', 'old-timer')`);
      },
      async (current) => {
        const [row] = await current.db.select().from(portfolios);
        expect(row).toMatchObject({ headline: '', location: '', showEmail: true, showPhone: true, links: [], sections: {} });
      },
      async (location) => {
        const t = await startTestServer({ existing: location });
        try {
          const page = (await (await t.request('/api/templates/portfolio/old-timer')).json()) as { portfolioData: PortfolioData };
          expect(page.portfolioData).toEqual(
            portfolioDataSchema.parse({
              firstName: 'Ada',
              lastName: 'Rivera',
              username: 'oldtimer',
              email: 'hello@ada.dev',
              bio: 'Saved long ago.',
              education: [{ institution: 'IIT', degree: 'BTech', startDate: '2016', endDate: '2020' }],
              projects: [{ ...oldProject, techStack: undefined, technologies: ['React'] }],
              social: { github: 'https://github.com/ada' },
            }),
          );
          const signin = await t.request('/api/auth/signin', { method: 'POST', json: { email: 'old@example.com', password } });
          const { access_token: token } = (await signin.json()) as { access_token: string };
          const [portfolio] = (await (await t.request('/api/user-portfolio', { token })).json()) as Array<Record<string, unknown>>;
          expect(portfolio).toMatchObject({ bio: 'Saved long ago.', headline: '', links: [], sections: emptyPortfolioSections() });
          const [projectsRecord] = (await (await t.request('/api/projects', { token })).json()) as Array<{ projects: unknown[] }>;
          // Stored as written: the record schema fills the new fields when the wizard reads it.
          expect(projectsRecord?.projects).toEqual([oldProject]);
          expect(await (await t.request('/api/portfolio-sections', { token })).json()).toEqual({
            showEmail: true,
            showPhone: true,
            // The record's version (issue 34): when it was last written.
            updatedAt: expect.any(String),
            links: [],
            ...emptyPortfolioSections(),
          });
          // And the old row takes the new fields.
          const saved = await t.request('/api/portfolio-sections', { method: 'PATCH', token, json: { awards: [{ title: 'Kept' }] } });
          expect(saved.status).toBe(200);
        } finally {
          await t.close();
        }
      },
    );
  }, 120_000);
});
