import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { skillsInputSchema } from '@showfolio/portfolio-schema';
import { skills } from '../../db/schema';
import { ApiError, readJson } from '../../http';
import type { AppEnv } from '../../services/context';
import { onlySent, toSkillsRecord } from '../../services/records';
import { nextVersion, requestedVersions, staleWrite, versionMatches } from '../../services/record-versions';
import { assertTextBudget } from '../../services/text-budget';
import { answer, answerList, recordId, recordNotFound, type PortfolioDeps } from './shared';

/** The caller's skills record. */
export function skillsRoutes({ db }: PortfolioDeps) {
  const app = new Hono<AppEnv>();

  app.post('/skills', async (c) => {
    const { data } = await readJson(c, skillsInputSchema);
    const userId = c.get('userId');
    const wanted = requestedVersions(c);
    await assertTextBudget(db, userId, 'skills', () => ({ tech: data.tech, soft: data.soft }));
    const row = await db.transaction(async (tx) => {
      const [stored] = await tx.select().from(skills).where(eq(skills.userId, userId)).for('update');
      if (!versionMatches(stored?.updatedAt, wanted)) throw staleWrite(stored && toSkillsRecord(stored));
      const values = { tech: data.tech, soft: data.soft, updatedAt: nextVersion(stored?.updatedAt) };
      const [row] = await tx
        .insert(skills)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: skills.userId, set: values })
        .returning();
      return row!;
    });
    return c.json(answer(c, toSkillsRecord(row)), 201);
  });
  app.get('/skills', async (c) => {
    const rows = await db.select().from(skills).where(eq(skills.userId, c.get('userId')));
    return c.json(answerList(c, rows.map(toSkillsRecord)));
  });
  app.patch('/skills/:id', async (c) => {
    const id = recordId(c.req.param('id'));
    const { data, raw } = await readJson(c, skillsInputSchema);
    const sent = onlySent({ tech: data.tech, soft: data.soft }, raw);
    await assertTextBudget(db, c.get('userId'), 'skills', (stored) => ({ tech: [], soft: [], ...stored, ...sent }));
    const wanted = requestedVersions(c);
    const row = await db.transaction(async (tx) => {
      const [stored] = await tx
        .select()
        .from(skills)
        .where(and(eq(skills.id, id), eq(skills.userId, c.get('userId'))))
        .for('update');
      if (!stored) throw new ApiError(404, recordNotFound);
      if (!versionMatches(stored.updatedAt, wanted)) throw staleWrite(toSkillsRecord(stored));
      const [row] = await tx.update(skills).set({ ...sent, updatedAt: nextVersion(stored.updatedAt) }).where(eq(skills.id, stored.id)).returning();
      return row!;
    });
    return c.json(answer(c, toSkillsRecord(row)));
  });

  return app;
}
