import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  emptySocialLinks,
  exportFileName,
  portfolioImportMessages,
  portfolioImportSchema,
  socialPlatforms,
  validateResumeLink,
} from '@showfolio/portfolio-schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/client';
import { experiences, portfolios, projects, skills, uploads } from '../db/schema';
import { ApiError, badRequest, readJson } from '../http';
import { accountExport, exportZip } from '../services/account-export';
import { requireAuth, type AppEnv, type Services } from '../services/context';
import { withOwnImagesOnly } from '../services/project-images';
import { assertFreshProof } from '../services/two-step';
import { assertImportedTextBudget } from '../services/text-budget';
import { assertSafeLinks, assertWebLinks, projectLinks } from './portfolio';
import { sectionLinks } from './sections';

/** Settings › Your data: the export ZIP, and importing its portfolio.json into an empty account. */
export function accountDataRoutes(services: Services) {
  const { db, config, rateLimits } = services;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(services);
  const uploadBases = [`${config.appUrl}/media/`, ...(config.s3 ? [`${config.s3.publicUrl}/media/`] : [])];

  app.get('/export', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['exportUser', userId]]);
    // Everything the account holds: a proof within the last 10 minutes first.
    await assertFreshProof(db, c.get('sessionId'));
    const exported = await accountExport(services, userId);
    if (!exported) throw new ApiError(401, 'Unauthorized: this account no longer exists');
    const name = exportFileName(exported.document.account.username, new Date(exported.document.exportedAt));
    return new Response(Readable.toWeb(exportZip(services, exported)) as ReadableStream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  app.post('/import', auth, async (c) => {
    const userId = c.get('userId');
    await rateLimits.consume([['accountUser', userId]]);
    const { data } = await readJson(c, portfolioImportSchema);
    const { portfolio, skills: skillSet, projects: projectList, experiences: experienceList } = data;
    if (!portfolio && !skillSet && !projectList && !experienceList) throw badRequest(portfolioImportMessages.nothing);
    assertImportedTextBudget([portfolio, skillSet, projectList, experienceList]);

    // The same rules as the wizard's saves.
    const details = portfolio?.userDetails ?? portfolio?.user ?? {};
    const social = { ...emptySocialLinks, ...portfolio?.socialLinks };
    let resumeUrl = portfolio?.resumeUrl ?? portfolio?.documents?.resumeUrl ?? '';
    let profilePictureUrl = portfolio?.profilePictureUrl ?? portfolio?.documents?.profilePictureUrl ?? '';
    if (resumeUrl) {
      const resume = validateResumeLink(resumeUrl, { uploadBases });
      if (resume.error) throw badRequest(resume.error);
      resumeUrl = resume.value;
    }
    assertSafeLinks([
      ['Profile picture', profilePictureUrl],
      ...socialPlatforms.map((platform) => [`${platform} link`, social[platform]] as const),
      ...projectLinks(projectList?.projects ?? []),
    ]);
    assertWebLinks(sectionLinks({ ...portfolio?.sections, links: portfolio?.links }));
    // Project images are the uploads of the account they were saved in: an import shows only the
    // ones that are this account's own (none, usually: the files are in the export to keep).
    const importedProjects = projectList && (await withOwnImagesOnly(db, userId, projectList.projects));
    // A file of ours that no longer exists (its account was deleted) would be a link to nothing.
    const ours = [profilePictureUrl, resumeUrl].filter((url) => url && uploadBases.some((base) => url.startsWith(base)));
    if (ours.length > 0) {
      const existing = new Set(
        (await db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, ours))).map((row) => row.url),
      );
      if (profilePictureUrl && ours.includes(profilePictureUrl) && !existing.has(profilePictureUrl)) profilePictureUrl = '';
      if (resumeUrl && ours.includes(resumeUrl) && !existing.has(resumeUrl)) resumeUrl = '';
    }

    const imported = await db.transaction(async (tx) => {
      // Each section's unique index on user_id makes a concurrent save or import collide
      // instead of doubling; the checks below turn the usual case into a clear answer.
      const found = await Promise.all([
        tx.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, userId)).limit(1),
        tx.select({ id: skills.id }).from(skills).where(eq(skills.userId, userId)).limit(1),
        tx.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId)).limit(1),
        tx.select({ id: experiences.id }).from(experiences).where(eq(experiences.userId, userId)).limit(1),
      ]);
      if (found.some((rows) => rows.length > 0)) return false;
      if (portfolio) {
        await tx.insert(portfolios).values({
          userId,
          ...details,
          bio: portfolio.bio ?? '',
          profilePictureUrl,
          resumeUrl,
          education: portfolio.education ?? [],
          socialLinks: social,
          headline: portfolio.headline ?? '',
          location: portfolio.location ?? '',
          showEmail: portfolio.showEmail ?? true,
          showPhone: portfolio.showPhone ?? true,
          links: portfolio.links ?? [],
          sections: portfolio.sections ?? {},
          design: portfolio.design ?? {},
        });
      }
      if (skillSet) await tx.insert(skills).values({ userId, tech: skillSet.tech, soft: skillSet.soft });
      if (importedProjects) await tx.insert(projects).values({ userId, projects: importedProjects });
      if (experienceList) await tx.insert(experiences).values({ userId, experiences: experienceList.experiences });
      return true;
    }).catch((error: unknown) => {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) return false;
      throw error;
    });
    if (!imported) throw new ApiError(409, portfolioImportMessages.notEmpty);
    return c.json({ message: portfolioImportMessages.imported });
  });

  return app;
}
