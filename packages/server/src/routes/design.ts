import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { emptySocialLinks, portfolioDesignSchema, readPortfolioDesign, type PortfolioDesign } from '@showfolio/portfolio-schema';
import { portfolios } from '../db/schema';
import { readJson } from '../http';
import { requireAuth, type AppEnv, type Services } from '../services/context';
import { nextVersion, requestedVersions, staleWrite, tagVersion, versionMatches } from '../services/record-versions';

/** What GET and PUT /portfolio-design answer: the owner's choices and the portfolio's version. */
const toDesignRecord = (row: { design: unknown; updatedAt?: Date }) => ({
  design: readPortfolioDesign(row.design),
  // The design lives in the portfolio row: it shares the portfolio's version (issue 34's If-Match).
  ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
});

/**
 * GET and PUT /portfolio-design (issue 32): the Design panel's accent, font, colour scheme and
 * page language. A PUT replaces the whole design; a choice left out is the template's own. Only
 * `#rrggbb` and the listed fonts, schemes and languages pass (400 with the field's message, and
 * nothing stored); the accent is stored lower-case.
 */
export function designRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<AppEnv>();
  app.use('/portfolio-design', requireAuth(services));

  app.get('/portfolio-design', async (c) => {
    const [row] = await db
      .select({ design: portfolios.design, updatedAt: portfolios.updatedAt })
      .from(portfolios)
      .where(eq(portfolios.userId, c.get('userId')));
    const record = toDesignRecord(row ?? { design: {} });
    tagVersion(c, [record]);
    return c.json(record);
  });

  app.put('/portfolio-design', async (c) => {
    const userId = c.get('userId');
    const { data } = await readJson(c, portfolioDesignSchema);
    // Only the four choices, in a fixed order: the stored form is canonical whatever the body held.
    const design: PortfolioDesign = readPortfolioDesign(data);
    const wanted = requestedVersions(c);
    const { row, stale } = await db.transaction(async (tx) => {
      const [stored] = await tx.select().from(portfolios).where(eq(portfolios.userId, userId)).for('update');
      if (!versionMatches(stored?.updatedAt, wanted)) return { stale: stored ? toDesignRecord(stored) : null, row: undefined };
      const updatedAt = nextVersion(stored?.updatedAt);
      const [row] = await tx
        .insert(portfolios)
        .values({ userId, design, socialLinks: emptySocialLinks, updatedAt })
        .onConflictDoUpdate({ target: portfolios.userId, set: { design, updatedAt } })
        .returning({ design: portfolios.design, updatedAt: portfolios.updatedAt });
      return { row: row!, stale: undefined };
    });
    if (!row) throw staleWrite(stale);
    const record = toDesignRecord(row);
    tagVersion(c, [record]);
    return c.json(record);
  });

  return app;
}
