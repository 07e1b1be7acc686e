import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import pLimit from 'p-limit';
import type SharpModule from 'sharp';
import { messages } from '@showfolio/portfolio-schema';
import { uploads } from '../db/schema';
import { ApiError } from '../http';
import { clientIp, type Services } from './context';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_PICTURE_PIXELS = 25_000_000;
export const PICTURE_SIDE = 512;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const uploadMessages = {
  tooLarge: messages.imageTooLarge,
  notImage: messages.notAnImage,
  missing: messages.selectProfilePicture,
  tooManyPixels: 'Image dimensions are too large (at most 25 megapixels)',
  unreadable: messages.imageProcessingFailed,
} as const;

// A 25-megapixel picture decodes to about 100 MB, so pictures are decoded a few at a time, one
// per core (more at once only adds memory), and the rest wait their turn here, like the Argon2
// hashes do.
const decodeQueue = pLimit(Math.max(1, Math.min(4, availableParallelism())));

let loadedSharp: Promise<typeof SharpModule> | undefined;
/** Loaded on first use: libvips adds ~20 MB to a process that may never see an upload. */
function loadSharp(): Promise<typeof SharpModule> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // Every picture is new, so libvips' operation cache would only hold memory; one thread per
    // picture keeps the work bounded by the queue above (and glibc's heap less fragmented).
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadedSharp;
}

/**
 * Takes the multipart field `file`, checks it by its bytes (not its name or declared type),
 * re-encodes it as a square WebP without metadata, stores it under a random name and returns
 * its address.
 */
export async function uploadProfilePicture(services: Services, c: Context, userId: string): Promise<string> {
  // Counted before the body is read: a refused upload costs neither memory nor a decode.
  await services.rateLimits.consume([
    ['uploadIp', clientIp(c, services.config.trustProxy)],
    ['uploadUser', userId],
  ]);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, uploadMessages.missing);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'The upload could not be read. Please try again.');
  }
  const file = body.file;
  if (!(file instanceof File)) throw new ApiError(400, uploadMessages.missing);
  if (file.size > MAX_PICTURE_BYTES) throw new ApiError(413, uploadMessages.tooLarge);
  const input = Buffer.from(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new ApiError(415, uploadMessages.notImage);

  const sharp = await loadSharp();
  let output: Buffer;
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) throw new ApiError(400, uploadMessages.unreadable);
    if (meta.width * meta.height > MAX_PICTURE_PIXELS) throw new ApiError(413, uploadMessages.tooManyPixels);
    output = await decodeQueue(() =>
      sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
        .rotate()
        .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, uploadMessages.unreadable);
  }

  const key = `${randomBytes(18).toString('base64url')}.webp`;
  const url = await services.storage.put(key, output, 'image/webp');
  await services.db.insert(uploads).values({ userId, storageKey: key, url, contentType: 'image/webp', byteSize: output.length });
  return url;
}

/** Deletes one stored upload: the file first, so a failure leaves the row for the cleanup job to retry. */
export async function removeUpload(services: Pick<Services, 'db' | 'storage'>, upload: { id: string; storageKey: string }) {
  await services.storage.remove(upload.storageKey);
  await services.db.delete(uploads).where(eq(uploads.id, upload.id));
}

/**
 * After a save changed the profile picture from `previousUrl`, deletes that picture when it is one
 * of the user's own uploads (a picture of someone else's is theirs to keep). A failure is logged,
 * not raised: the save itself has succeeded, and the cleanup job removes what is left.
 */
export async function discardReplacedPicture(services: Services, userId: string, previousUrl: string | undefined, currentUrl: string) {
  if (!previousUrl || previousUrl === currentUrl) return;
  try {
    const owned = await services.db
      .select({ id: uploads.id, storageKey: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.url, previousUrl)));
    for (const upload of owned) await removeUpload(services, upload);
  } catch (err) {
    services.logger.warn({ err, userId }, 'could not delete a replaced profile picture; the cleanup job will');
  }
}
