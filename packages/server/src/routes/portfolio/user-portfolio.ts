import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { emptySocialLinks, portfolioInputSchema, socialPlatforms, validateResumeLink } from '@showfolio/portfolio-schema';
import { routeBodyLimit } from '../../body-limit';
import { portfolios } from '../../db/schema';
import { ApiError, badRequest, readJson } from '../../http';
import type { AppEnv } from '../../services/context';
import {
  deploymentHistory,
  deploymentHistoryOf,
  fromDeploymentHistory,
  onlySent,
  rawField,
  toPortfolioRecord,
} from '../../services/records';
import { nextVersion, requestedVersions, staleWrite, versionMatches } from '../../services/record-versions';
import { assertTextBudget } from '../../services/text-budget';
import {
  discardReplacedUploads,
  MAX_PICTURE_BYTES,
  MAX_RESUME_BYTES,
  uploadMessages,
  uploadProfilePicture,
  uploadProjectImage,
  uploadResume,
} from '../../services/uploads';
import { assertSafeLinks } from './links';
import { answer, answerList, recordId, recordNotFound, type PortfolioDeps } from './shared';

/** A multipart body carries some framing around the file (and a crop), hence the small allowance. */
const uploadLimit = (maxBytes: number, message: string) => routeBodyLimit(maxBytes + 64 * 1024, message);

/** The caller's portfolio (names, bio, links, documents) and the uploads it points at. */
export function userPortfolioRoutes({ services, db, config, uploadBases }: PortfolioDeps) {
  const app = new Hono<AppEnv>();

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
