import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { projectsInputSchema, type ProjectEntry } from '@showfolio/portfolio-schema';
import { projects } from '../../db/schema';
import { ApiError, readJson } from '../../http';
import type { AppEnv, Services } from '../../services/context';
import { assertOwnProjectImages, discardRemovedProjectImages } from '../../services/project-images';
import { onlySent, toProjectsRecord } from '../../services/records';
import { nextVersion, requestedVersions, staleWrite, versionMatches } from '../../services/record-versions';
import { assertTextBudget } from '../../services/text-budget';
import { assertSafeLinks, assertWebLinks, projectExtraLinks, projectLinks } from './links';
import { answer, answerList, recordId, recordNotFound, type PortfolioDeps } from './shared';

/** Everything a projects body must pass before it is stored, beyond its schema. */
async function assertProjectsStorable(db: Services['db'], userId: string, entries: ProjectEntry[]) {
  assertSafeLinks(projectLinks(entries));
  assertWebLinks(projectExtraLinks(entries));
  await assertOwnProjectImages(db, userId, entries);
}

/** The caller's projects record; images a save drops from it are discarded. */
export function projectsRoutes({ services, db }: PortfolioDeps) {
  const app = new Hono<AppEnv>();

  app.post('/projects', async (c) => {
    const { data } = await readJson(c, projectsInputSchema);
    const userId = c.get('userId');
    await assertProjectsStorable(db, userId, data.projects);
    await assertTextBudget(db, userId, 'projects', () => data.projects);
    const wanted = requestedVersions(c);
    const { row, before } = await db.transaction(async (tx) => {
      const [stored] = await tx.select().from(projects).where(eq(projects.userId, userId)).for('update');
      if (!versionMatches(stored?.updatedAt, wanted)) throw staleWrite(stored && toProjectsRecord(stored));
      const values = { projects: data.projects, updatedAt: nextVersion(stored?.updatedAt) };
      const before = stored?.projects ?? [];
      const [row] = await tx
        .insert(projects)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: projects.userId, set: values })
        .returning();
      return { row: row!, before };
    });
    await discardRemovedProjectImages(services, userId, before, row.projects);
    return c.json(answer(c, toProjectsRecord(row)), 201);
  });
  app.get('/projects', async (c) => {
    const rows = await db.select().from(projects).where(eq(projects.userId, c.get('userId')));
    return c.json(answerList(c, rows.map(toProjectsRecord)));
  });
  app.patch('/projects/:id', async (c) => {
    const id = recordId(c.req.param('id'));
    const { data, raw } = await readJson(c, projectsInputSchema);
    const userId = c.get('userId');
    const sent = onlySent({ projects: data.projects }, raw);
    await assertProjectsStorable(db, userId, sent.projects ?? []);
    await assertTextBudget(db, userId, 'projects', (stored) => sent.projects ?? stored ?? []);
    const wanted = requestedVersions(c);
    const saved = await db.transaction(async (tx) => {
      const [stored] = await tx
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.userId, userId)))
        .for('update');
      if (!stored) return undefined;
      if (!versionMatches(stored.updatedAt, wanted)) throw staleWrite(toProjectsRecord(stored));
      const [row] = await tx.update(projects).set({ ...sent, updatedAt: nextVersion(stored.updatedAt) }).where(eq(projects.id, stored.id)).returning();
      return { row: row!, before: stored.projects };
    });
    if (!saved) throw new ApiError(404, recordNotFound);
    await discardRemovedProjectImages(services, userId, saved.before, saved.row.projects);
    return c.json(answer(c, toProjectsRecord(saved.row)));
  });

  return app;
}
