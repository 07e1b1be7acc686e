import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { experiencesInputSchema } from '@showfolio/portfolio-schema';
import { experiences } from '../../db/schema';
import { ApiError, readJson } from '../../http';
import type { AppEnv } from '../../services/context';
import { onlySent, toExperiencesRecord } from '../../services/records';
import { nextVersion, requestedVersions, staleWrite, versionMatches } from '../../services/record-versions';
import { assertTextBudget } from '../../services/text-budget';
import { answer, answerList, recordId, recordNotFound, type PortfolioDeps } from './shared';

/** The caller's experiences record. */
export function experiencesRoutes({ db }: PortfolioDeps) {
  const app = new Hono<AppEnv>();

  app.post('/experiences', async (c) => {
    const { data } = await readJson(c, experiencesInputSchema);
    const userId = c.get('userId');
    const wanted = requestedVersions(c);
    await assertTextBudget(db, userId, 'experiences', () => data.experiences);
    const row = await db.transaction(async (tx) => {
      const [stored] = await tx.select().from(experiences).where(eq(experiences.userId, userId)).for('update');
      if (!versionMatches(stored?.updatedAt, wanted)) throw staleWrite(stored && toExperiencesRecord(stored));
      const values = { experiences: data.experiences, updatedAt: nextVersion(stored?.updatedAt) };
      const [row] = await tx
        .insert(experiences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: experiences.userId, set: values })
        .returning();
      return row!;
    });
    return c.json(answer(c, toExperiencesRecord(row)), 201);
  });
  app.get('/experiences', async (c) => {
    const rows = await db.select().from(experiences).where(eq(experiences.userId, c.get('userId')));
    return c.json(answerList(c, rows.map(toExperiencesRecord)));
  });
  app.patch('/experiences/:id', async (c) => {
    const id = recordId(c.req.param('id'));
    const { data, raw } = await readJson(c, experiencesInputSchema);
    const sent = onlySent({ experiences: data.experiences }, raw);
    await assertTextBudget(db, c.get('userId'), 'experiences', (stored) => sent.experiences ?? stored ?? []);
    const wanted = requestedVersions(c);
    const row = await db.transaction(async (tx) => {
      const [stored] = await tx
        .select()
        .from(experiences)
        .where(and(eq(experiences.id, id), eq(experiences.userId, c.get('userId'))))
        .for('update');
      if (!stored) throw new ApiError(404, recordNotFound);
      if (!versionMatches(stored.updatedAt, wanted)) throw staleWrite(toExperiencesRecord(stored));
      const [row] = await tx
        .update(experiences)
        .set({ ...sent, updatedAt: nextVersion(stored.updatedAt) })
        .where(eq(experiences.id, stored.id))
        .returning();
      return row!;
    });
    return c.json(answer(c, toExperiencesRecord(row)));
  });

  return app;
}
