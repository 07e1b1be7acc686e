import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { ProjectEntry } from '@showfolio/portfolio-schema';
import { pendingFileDeletions, uploads } from '../db/schema';
import { ApiError } from '../http';
import { removePendingFiles } from './account-deletion';
import type { Services } from './context';

export const projectImageMessages = {
  notOwned: 'A project image must be one you uploaded here: upload it again',
} as const;

/** Every stored file a list of projects points at: each image and each of its renditions. */
export function projectImageUrls(projects: ReadonlyArray<{ images?: ProjectEntry['images'] }>): string[] {
  const urls = projects.flatMap((project) =>
    (project.images ?? []).flatMap((image) => [image.src, ...image.variants.map((variant) => variant.src)]),
  );
  return [...new Set(urls)];
}

/**
 * Refuses (400) projects that show an image the user did not upload: someone else's file, or any
 * other address. A project image is always one of the user's own uploads, so deleting the project
 * can delete its files.
 */
export async function assertOwnProjectImages(db: Services['db'], userId: string, projects: ProjectEntry[]) {
  const urls = projectImageUrls(projects);
  if (urls.length === 0) return;
  const owned = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.url, urls)));
  if (owned.length < urls.length) throw new ApiError(400, projectImageMessages.notOwned);
}

/** The projects with every image that is not one of the user's own uploads left out. */
export async function withOwnImagesOnly<P extends { images?: ProjectEntry['images'] }>(
  db: Services['db'],
  userId: string,
  projects: readonly P[],
): Promise<P[]> {
  const urls = projectImageUrls(projects);
  const owned = new Set(
    urls.length === 0
      ? []
      : (
          await db
            .select({ url: uploads.url })
            .from(uploads)
            .where(and(eq(uploads.userId, userId), inArray(uploads.url, urls)))
        ).map((row) => row.url),
  );
  const isOwned = (image: ProjectEntry['images'][number]) =>
    owned.has(image.src) && image.variants.every((variant) => owned.has(variant.src));
  return projects.map((project) => (project.images ? { ...project, images: project.images.filter(isOwned) } : project));
}

/**
 * After a save, deletes the files of the images the projects no longer show, as account deletion
 * does: their upload rows go and their keys move to `pending_file_deletions` in one transaction,
 * then the files are removed (the cleanup job retries a removal the storage refused). A failure is
 * logged, not raised: the save itself has succeeded.
 */
export async function discardRemovedProjectImages(
  services: Services,
  userId: string,
  before: ReadonlyArray<{ images?: ProjectEntry['images'] }>,
  after: ReadonlyArray<{ images?: ProjectEntry['images'] }>,
) {
  const kept = new Set(projectImageUrls(after));
  const removed = projectImageUrls(before).filter((url) => !kept.has(url));
  if (removed.length === 0) return;
  try {
    await services.db.transaction(async (tx) => {
      const files = await tx
        .delete(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.url, removed)))
        .returning({ storageKey: uploads.storageKey });
      if (files.length > 0) await tx.insert(pendingFileDeletions).values(files);
    });
    await removePendingFiles(services);
  } catch (err) {
    services.logger.warn({ err, userId }, 'could not delete a removed project image; the cleanup job will');
  }
}

/** True when a project of the upload's owner shows the file at `url` (for the orphan cleanup). */
export const shownInProjects = (projectsColumn: AnyColumn, url: AnyColumn) =>
  sql`jsonb_path_exists(${projectsColumn}, '$[*].images[*] ? (@.src == $url || @.variants[*].src == $url)', jsonb_build_object('url', ${url}))`;
