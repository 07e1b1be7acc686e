import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  emptySocialLinks,
  sectionsInputSchema,
  type PortfolioSections,
  type SectionsInput,
} from '@showfolio/portfolio-schema';
import { portfolios } from '../db/schema';
import { readJson } from '../http';
import { requireAuth, type AppEnv, type Services } from '../services/context';
import { onlySent, toSectionsRecord } from '../services/records';
import { assertTextBudget } from '../services/text-budget';
import { assertWebLinks } from './portfolio';
import { nextVersion, requestedVersions, staleWrite, tagVersion, versionMatches } from '../services/record-versions';

/** The fields of PATCH /portfolio-sections stored in the `sections` column (the rest have their own). */
const sectionFields = [
  'awards',
  'certificates',
  'publications',
  'languages',
  'volunteering',
  'interests',
  'references',
  'customSections',
  'sectionOrder',
  'hiddenSections',
  'showPdfLink',
] as const satisfies ReadonlyArray<keyof PortfolioSections>;

/** Every address a sections body links to, named for a refusal. */
export function sectionLinks(body: Partial<PortfolioSections> & Pick<SectionsInput, 'links'>) {
  return [
    ...(body.links ?? []).map((link) => ['A link', link.url] as const),
    ...(body.certificates ?? []).map((entry) => [`The link of "${entry.name}"`, entry.url] as const),
    ...(body.publications ?? []).map((entry) => [`The link of "${entry.name}"`, entry.url] as const),
    ...(body.volunteering ?? []).map((entry) => [`The link of "${entry.organization}"`, entry.url] as const),
    ...(body.customSections ?? []).flatMap((section) =>
      section.entries.map((entry) => [`The link of "${entry.title}"`, entry.url] as const),
    ),
  ];
}

/**
 * GET and PATCH /portfolio-sections (issue 31): what the editor's sections panel and its "Add a
 * section" lists edit — the JSON Resume and custom sections, their order and hiding, the list of
 * links and the two privacy switches. A PATCH replaces each field it sends and keeps the others.
 */
export function sectionRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<AppEnv>();
  app.use('/portfolio-sections', requireAuth(services));

  app.get('/portfolio-sections', async (c) => {
    const [row] = await db.select().from(portfolios).where(eq(portfolios.userId, c.get('userId')));
    const record = toSectionsRecord(row ?? { showEmail: true, showPhone: true, links: [], sections: {} });
    tagVersion(c, [record]);
    return c.json(record);
  });

  app.patch('/portfolio-sections', async (c) => {
    const userId = c.get('userId');
    const { data, raw } = await readJson(c, sectionsInputSchema);
    const { userId: _ignored, showEmail, showPhone, links, ...rest } = onlySent(data, raw);
    const sections = Object.fromEntries(sectionFields.flatMap((key) => (key in rest ? [[key, rest[key]]] : [])));
    assertWebLinks(sectionLinks({ ...sections, links }));
    const columns = {
      ...(showEmail !== undefined ? { showEmail } : {}),
      ...(showPhone !== undefined ? { showPhone } : {}),
      ...(links !== undefined ? { links } : {}),
    };
    await assertTextBudget(db, userId, 'portfolio', (stored) => ({
      ...stored,
      ...columns,
      sections: { ...(stored?.sections ?? {}), ...sections },
    }));
    const wanted = requestedVersions(c);
    const { row, stale } = await db.transaction(async (tx) => {
      const [stored] = await tx.select().from(portfolios).where(eq(portfolios.userId, userId)).for('update');
      if (!versionMatches(stored?.updatedAt, wanted)) return { stale: stored ? toSectionsRecord(stored) : null, row: undefined };
      const updatedAt = nextVersion(stored?.updatedAt);
      const [row] = await tx
        .insert(portfolios)
        .values({ userId, ...columns, sections, socialLinks: emptySocialLinks, updatedAt })
        .onConflictDoUpdate({
          target: portfolios.userId,
          // Merged in the statement, so two panels saving different sections at once both land.
          set: { ...columns, sections: sql`${portfolios.sections} || ${JSON.stringify(sections)}::jsonb`, updatedAt },
        })
        .returning();
      return { row: row!, stale: undefined };
    });
    if (!row) throw staleWrite(stale as Parameters<typeof staleWrite>[0]);
    const record = toSectionsRecord(row);
    tagVersion(c, [record]);
    return c.json(record);
  });

  return app;
}
