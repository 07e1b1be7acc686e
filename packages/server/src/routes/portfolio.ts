import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  emptySocialLinks,
  experiencesInputSchema,
  isSafeUrl,
  portfolioInputSchema,
  projectsInputSchema,
  skillsInputSchema,
  socialPlatforms,
  validateResumeLink,
  type ProjectEntry,
} from '@showfolio/portfolio-schema';
import { experiences, portfolios, projects, skills } from '../db/schema';
import { ApiError, badRequest, isUuid, readJson } from '../http';
import { requireAuth, type AppEnv, type Services } from '../services/context';
import {
  deploymentHistory,
  deploymentHistoryOf,
  fromDeploymentHistory,
  onlySent,
  rawField,
  toExperiencesRecord,
  toPortfolioRecord,
  toProjectsRecord,
  toSkillsRecord,
} from '../services/records';
import { assertOwnProjectImages, discardRemovedProjectImages } from '../services/project-images';
import { assertTextBudget } from '../services/text-budget';
import { nextVersion, requestedVersions, staleWrite, tagVersion, versionMatches } from '../services/record-versions';
import { routeBodyLimit } from '../body-limit';
import {
  discardReplacedUploads,
  MAX_PICTURE_BYTES,
  MAX_RESUME_BYTES,
  uploadMessages,
  uploadProfilePicture,
  uploadProjectImage,
  uploadResume,
} from '../services/uploads';

export const recordNotFound = 'Record not found';

/** Stored links end up as href/src on public pages, so only http(s) and mailto links are kept. */
export function assertSafeLinks(links: ReadonlyArray<readonly [label: string, value: string | undefined]>) {
  for (const [label, value] of links) {
    if (value && !isSafeUrl(value)) throw badRequest(`${label} must be a full link starting with https://`);
  }
}

/** Web addresses only (no mailto: or page paths): what a link a visitor follows out may be. */
export function assertWebLinks(links: ReadonlyArray<readonly [label: string, value: string | undefined]>) {
  for (const [label, value] of links) {
    if (value && !(isSafeUrl(value) && /^\s*https?:\/\//i.test(value)))
      throw badRequest(`${label} must be a full link starting with https://`);
  }
}

export const projectLinks = (entries: ProjectEntry[]) =>
  entries.flatMap((p) => [
    ['GitHub link', p.githubUrl],
    ['Live link', p.deployedUrl],
  ] as const);

/** A project's extra links (issue 31), named by their label in a refusal. */
const projectExtraLinks = (entries: ProjectEntry[]) =>
  entries.flatMap((p) => p.links.map((link) => [`The link "${link.label}"`, link.url] as const));

/** Everything a projects body must pass before it is stored, beyond its schema. */
async function assertProjectsStorable(db: Services['db'], userId: string, entries: ProjectEntry[]) {
  assertSafeLinks(projectLinks(entries));
  assertWebLinks(projectExtraLinks(entries));
  await assertOwnProjectImages(db, userId, entries);
}

/** An id in a path: anything that is not one of our ids cannot be the caller's record. */
function recordId(value: string): string {
  if (!isUuid(value)) throw new ApiError(404, recordNotFound);
  return value;
}

/** A multipart body carries some framing around the file (and a crop), hence the small allowance. */
const uploadLimit = (maxBytes: number, message: string) => routeBodyLimit(maxBytes + 64 * 1024, message);

/** A written or read record, with its version as the answer's ETag. */
function answer<T extends { updatedAt?: string }>(c: Context<AppEnv>, record: T): T {
  tagVersion(c, [record]);
  return record;
}
function answerList<T extends { updatedAt?: string }>(c: Context<AppEnv>, records: T[]): T[] {
  tagVersion(c, records);
  return records;
}

export function portfolioRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<AppEnv>();
  // Where our own uploads live: the only http:// resume links accepted (local set-ups run on http).
  const uploadBases = [`${config.appUrl}/media/`, ...(config.s3 ? [`${config.s3.publicUrl}/media/`] : [])];
  const auth = requireAuth(services);
  // Hono's `/section/*` also matches `/section` itself: one registration per section, or every
  // request would check its session twice.
  for (const section of ['skills', 'projects', 'experiences', 'user-portfolio', 'uploads']) {
    app.use(`/${section}/*`, auth);
  }

  // Skills, projects and experiences: one record per user. POST on an existing record updates
  // it, so the client's "create, remember the id, patch later" flow works from any state.
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

  /** The columns a portfolio body changes: only what was sent, merged over what is stored. */
  async function portfolioChanges(c: Context<AppEnv>) {
    const { data, raw } = await readJson(c, portfolioInputSchema);
    const rawDetails = rawField(raw, 'userDetails') ?? rawField(raw, 'user');
    const details = onlySent(data.userDetails ?? data.user, rawDetails);
    const documents = onlySent(data.documents, rawField(raw, 'documents'));
    const top = onlySent(
      {
        bio: data.bio,
        headline: data.headline,
        location: data.location,
        profilePictureUrl: data.profilePictureUrl,
        resumeUrl: data.resumeUrl,
        education: data.education,
      },
      raw,
    );
    const social = onlySent(data.socialLinks, rawField(raw, 'socialLinks'));
    const changes = {
      ...details,
      ...top,
      ...(documents.profilePictureUrl !== undefined ? { profilePictureUrl: documents.profilePictureUrl } : {}),
      ...(documents.resumeUrl !== undefined ? { resumeUrl: documents.resumeUrl } : {}),
    };
    if (changes.resumeUrl !== undefined) {
      const resume = validateResumeLink(changes.resumeUrl, { uploadBases });
      if (resume.error) throw badRequest(resume.error);
      changes.resumeUrl = resume.value;
    }
    assertSafeLinks([
      ['Profile picture', changes.profilePictureUrl],
      ...socialPlatforms.map((platform) => [`${platform} link`, social[platform]] as const),
    ]);
    await assertTextBudget(db, c.get('userId'), 'portfolio', (stored) => ({
      ...stored,
      ...changes,
      socialLinks: { ...emptySocialLinks, ...stored?.socialLinks, ...social },
    }));
    return { changes, social };
  }

  app.post('/user-portfolio', async (c) => {
    const userId = c.get('userId');
    const { changes, social } = await portfolioChanges(c);
    const wanted = requestedVersions(c);
    const { row, previous, stale } = await db.transaction(async (tx) => {
      // Locked, so the picture this save replaces is the one it really replaces.
      const [previous] = await tx.select().from(portfolios).where(eq(portfolios.userId, userId)).for('update');
      if (!versionMatches(previous?.updatedAt, wanted)) return { stale: previous ?? null, row: undefined, previous: undefined };
      const updatedAt = nextVersion(previous?.updatedAt);
      const [row] = await tx
        .insert(portfolios)
        .values({ userId, ...changes, socialLinks: { ...emptySocialLinks, ...social }, updatedAt })
        .onConflictDoUpdate({
          target: portfolios.userId,
          // Merged inside the statement, against the row as it is once the conflict has locked it:
          // a read-merge-write in JS drops links that concurrent first saves set in between.
          set: { ...changes, socialLinks: sql`${portfolios.socialLinks} || ${JSON.stringify(social)}::jsonb`, updatedAt },
        })
        // xmax is 0 only on a row version this statement inserted, i.e. the portfolio was created.
        .returning({ ...getTableColumns(portfolios), inserted: sql<boolean>`(xmax = 0)` });
      return { row: row!, previous, stale: undefined };
    });
    if (stale !== undefined || !row) throw staleWrite(stale && toPortfolioRecord(stale, await deploymentHistory(db, config, userId)));
    await discardReplacedUploads(services, userId, previous, row);
    const created = !previous && row.inserted;
    return c.json(answer(c, toPortfolioRecord(row, await deploymentHistory(db, config, userId))), created ? 201 : 200);
  });
  app.get('/user-portfolio', async (c) => {
    const userId = c.get('userId');
    const rows = await db
      .select({ ...getTableColumns(portfolios), history: deploymentHistoryOf(portfolios.userId) })
      .from(portfolios)
      .where(eq(portfolios.userId, userId));
    return c.json(answerList(c, rows.map(({ history, ...row }) => toPortfolioRecord(row, fromDeploymentHistory(config, history)))));
  });
  app.post('/user-portfolio/upload-profile-picture', uploadLimit(MAX_PICTURE_BYTES, uploadMessages.tooLarge), async (c) => {
    const url = await uploadProfilePicture(services, c, c.get('userId'));
    return c.json({ url }, 201);
  });
  app.post('/uploads/project-image', uploadLimit(MAX_PICTURE_BYTES, uploadMessages.tooLarge), async (c) => {
    const image = await uploadProjectImage(services, c, c.get('userId'));
    return c.json({ image }, 201);
  });
  app.post('/user-portfolio/upload-resume', uploadLimit(MAX_RESUME_BYTES, uploadMessages.pdfTooLarge), async (c) => {
    const url = await uploadResume(services, c, c.get('userId'));
    return c.json({ url }, 201);
  });
  app.patch('/user-portfolio/:id', async (c) => {
    const userId = c.get('userId');
    const id = recordId(c.req.param('id'));
    const { changes, social } = await portfolioChanges(c);
    const wanted = requestedVersions(c);
    const saved = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(portfolios)
        .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)))
        .limit(1)
        .for('update');
      if (!existing) return undefined;
      if (!versionMatches(existing.updatedAt, wanted)) return { stale: existing, row: undefined, previous: undefined };
      const [updated] = await tx
        .update(portfolios)
        .set({ ...changes, socialLinks: { ...existing.socialLinks, ...social }, updatedAt: nextVersion(existing.updatedAt) })
        .where(eq(portfolios.id, existing.id))
        .returning();
      return { row: updated!, previous: existing, stale: undefined };
    });
    if (!saved) throw new ApiError(404, recordNotFound);
    if (saved.stale) throw staleWrite(toPortfolioRecord(saved.stale, await deploymentHistory(db, config, userId)));
    await discardReplacedUploads(services, userId, saved.previous, saved.row);
    return c.json(answer(c, toPortfolioRecord(saved.row, await deploymentHistory(db, config, userId))));
  });

  return app;
}
