import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import pLimit from 'p-limit';
import type SharpModule from 'sharp';
import { messages, resumePdfMaxBytes } from '@showfolio/portfolio-schema';
import { uploads } from '../db/schema';
import { ApiError } from '../http';
import { clientIp, type Services } from './context';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_PICTURE_PIXELS = 25_000_000;
export const PICTURE_SIDE = 512;
/** Same bound as the wizard's own check (`resumePdfMaxBytes`). */
export const MAX_RESUME_BYTES = resumePdfMaxBytes;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const uploadMessages = {
  tooLarge: messages.imageTooLarge,
  notImage: messages.notAnImage,
  missing: messages.selectProfilePicture,
  tooManyPixels: 'Image dimensions are too large (at most 25 megapixels)',
  unreadable: messages.imageProcessingFailed,
  badCrop: messages.cropInvalid,
  resumeMissing: messages.selectResumePdf,
  notPdf: messages.notAPdf,
  pdfTooLarge: messages.pdfTooLarge,
  projectImageMissing: 'Select an image to upload (JPEG, PNG or WebP)',
  empty: 'The file is empty: select an image to upload',
} as const;

/** A square in the picture's pixels as the browser shows it (EXIF orientation applied). */
export interface CropSquare {
  left: number;
  top: number;
  size: number;
}

const cropFields = ['cropX', 'cropY', 'cropSize'] as const;

/**
 * The optional manual crop sent with a picture: all three fields or none, each a whole number of
 * pixels. Whether the square fits is known only once the picture is read (`assertCropFits`).
 */
export function readCropSquare(body: Record<string, unknown>): CropSquare | null {
  const values = cropFields.map((field) => body[field]);
  if (values.every((value) => value === undefined)) return null;
  const numbers = values.map((value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN));
  const [left, top, size] = numbers as [number, number, number];
  if (numbers.some(Number.isNaN) || size < 1) throw new ApiError(400, uploadMessages.badCrop);
  return { left, top, size };
}

function assertCropFits(crop: CropSquare, width: number, height: number) {
  if (crop.left + crop.size > width || crop.top + crop.size > height) throw new ApiError(400, uploadMessages.badCrop);
}

/**
 * Counts the upload against the per-user and per-address limits, then reads the multipart field
 * `file` of at most `maxBytes`; the other fields come back too.
 */
async function readUploadedFile(
  services: Services,
  c: Context,
  userId: string,
  rules: { maxBytes: number; missing: string; tooLarge: string },
): Promise<{ file: File; bytes: Buffer; body: Record<string, unknown> }> {
  // Counted before the body is read: a refused upload costs neither memory nor a decode.
  await services.rateLimits.consume([
    ['uploadIp', clientIp(c, services.config.trustProxy)],
    ['uploadUser', userId],
  ]);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, rules.missing);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'The upload could not be read. Please try again.');
  }
  const file = body.file;
  if (!(file instanceof File)) throw new ApiError(400, rules.missing);
  if (file.size > rules.maxBytes) throw new ApiError(413, rules.tooLarge);
  return { file, bytes: Buffer.from(await file.arrayBuffer()), body };
}

async function storeUpload(services: Services, userId: string, extension: 'webp' | 'pdf', contentType: string, body: Buffer) {
  const key = `${randomBytes(18).toString('base64url')}.${extension}`;
  const url = await services.storage.put(key, body, contentType);
  await services.db.insert(uploads).values({ userId, storageKey: key, url, contentType, byteSize: body.length });
  return url;
}

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
  const { bytes: input, body } = await readUploadedFile(services, c, userId, {
    maxBytes: MAX_PICTURE_BYTES,
    missing: uploadMessages.missing,
    tooLarge: uploadMessages.tooLarge,
  });
  const crop = readCropSquare(body);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new ApiError(415, uploadMessages.notImage);

  const sharp = await loadSharp();
  let output: Buffer;
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) throw new ApiError(400, uploadMessages.unreadable);
    if (meta.width * meta.height > MAX_PICTURE_PIXELS) throw new ApiError(413, uploadMessages.tooManyPixels);
    // The browser measured the crop on the picture turned upright, as rotate() turns it here.
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (crop) assertCropFits(crop, upright.width, upright.height);
    output = await decodeQueue(() => {
      const picture = sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate();
      const cropped = crop ? picture.extract({ left: crop.left, top: crop.top, width: crop.size, height: crop.size }) : picture;
      return cropped
        .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, uploadMessages.unreadable);
  }
  return storeUpload(services, userId, 'webp', 'image/webp', output);
}

/** The widths of a project image's WebP renditions; an image narrower than one gets its own width instead. */
export const PROJECT_IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The widths to render an image `width` pixels wide at: never wider than it, at most three. */
export function renditionWidths(width: number): number[] {
  const below = PROJECT_IMAGE_WIDTHS.filter((candidate) => candidate < width);
  const widths = width <= PROJECT_IMAGE_WIDTHS.at(-1)! ? [...below, width] : [...below, PROJECT_IMAGE_WIDTHS.at(-1)!];
  return [...new Set(widths)].slice(-PROJECT_IMAGE_WIDTHS.length);
}

/** What the project-image route answers: the image without its alt text, which the client adds. */
export interface UploadedProjectImage {
  src: string;
  width: number;
  height: number;
  variants: Array<{ src: string; width: number }>;
}

/** Reads an uploaded picture's size, refusing what is not one of our image types or too many pixels. */
async function checkedImage(sharp: typeof SharpModule, input: Buffer) {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new ApiError(415, uploadMessages.notImage);
  const meta = await sharp(input).metadata().catch(() => {
    throw new ApiError(400, uploadMessages.unreadable);
  });
  if (!meta.width || !meta.height) throw new ApiError(400, uploadMessages.unreadable);
  if (meta.width * meta.height > MAX_PICTURE_PIXELS) throw new ApiError(413, uploadMessages.tooManyPixels);
  return meta.autoOrient ?? { width: meta.width, height: meta.height };
}

/**
 * Takes the multipart field `file` as a project image (issue 31): checked by its bytes like the
 * profile picture, turned upright, and re-encoded without metadata as WebP renditions 480, 960 and
 * 1600 px wide (never upscaled). Every rendition is stored as one of the user's uploads; the
 * largest is the image's `src`. Nothing is stored unless every rendition was made.
 */
export async function uploadProjectImage(services: Services, c: Context, userId: string): Promise<UploadedProjectImage> {
  const { bytes: input } = await readUploadedFile(services, c, userId, {
    maxBytes: MAX_PICTURE_BYTES,
    missing: uploadMessages.projectImageMissing,
    tooLarge: uploadMessages.tooLarge,
  });
  if (input.length === 0) throw new ApiError(400, uploadMessages.empty);
  const sharp = await loadSharp();
  const upright = await checkedImage(sharp, input);
  let renditions: Array<{ data: Buffer; width: number; height: number }>;
  try {
    renditions = await decodeQueue(() =>
      Promise.all(
        renditionWidths(upright.width).map(async (width) => {
          const { data, info } = await sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer({ resolveWithObject: true });
          return { data, width: info.width, height: info.height };
        }),
      ),
    );
  } catch {
    throw new ApiError(400, uploadMessages.unreadable);
  }
  const variants = [];
  for (const rendition of renditions) {
    variants.push({ src: await storeUpload(services, userId, 'webp', 'image/webp', rendition.data), width: rendition.width });
  }
  const largest = renditions.at(-1)!;
  return { src: variants.at(-1)!.src, width: largest.width, height: largest.height, variants };
}

/**
 * Takes the multipart field `file` as a resume: a PDF by its bytes (a renamed image or page is
 * refused), stored as it came under a random name; returns its address.
 */
export async function uploadResume(services: Services, c: Context, userId: string): Promise<string> {
  const { bytes } = await readUploadedFile(services, c, userId, {
    maxBytes: MAX_RESUME_BYTES,
    missing: uploadMessages.resumeMissing,
    tooLarge: uploadMessages.pdfTooLarge,
  });
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'application/pdf') throw new ApiError(415, uploadMessages.notPdf);
  return storeUpload(services, userId, 'pdf', 'application/pdf', bytes);
}

/** Deletes one stored upload: the file first, so a failure leaves the row for the cleanup job to retry. */
export async function removeUpload(services: Pick<Services, 'db' | 'storage'>, upload: { id: string; storageKey: string }) {
  await services.storage.remove(upload.storageKey);
  await services.db.delete(uploads).where(eq(uploads.id, upload.id));
}

/** The stored files a portfolio points at. */
export interface PortfolioFiles {
  profilePictureUrl: string;
  resumeUrl: string;
}

/**
 * After a save changed the picture or the resume, deletes the old one when it is one of the
 * user's own uploads (a file of someone else's is theirs to keep). A failure is logged, not
 * raised: the save itself has succeeded, and the cleanup job removes what is left.
 */
export async function discardReplacedUploads(
  services: Services,
  userId: string,
  previous: PortfolioFiles | undefined,
  current: PortfolioFiles,
) {
  if (!previous) return;
  const replaced = [previous.profilePictureUrl, previous.resumeUrl].filter(
    (url) => url && url !== current.profilePictureUrl && url !== current.resumeUrl,
  );
  if (replaced.length === 0) return;
  try {
    const owned = await services.db
      .select({ id: uploads.id, storageKey: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), inArray(uploads.url, replaced)));
    for (const upload of owned) await removeUpload(services, upload);
  } catch (err) {
    services.logger.warn({ err, userId }, 'could not delete a replaced upload; the cleanup job will');
  }
}
