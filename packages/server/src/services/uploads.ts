import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { uploads } from '../db/schema';
import { ApiError } from '../http';
import type { Services } from './context';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_PICTURE_PIXELS = 25_000_000;
export const PICTURE_SIDE = 512;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const uploadMessages = {
  tooLarge: 'Image size should be less than 5MB',
  notImage: 'Please select an image file (JPEG, PNG)',
  missing: 'Please select a profile picture before proceeding',
  tooManyPixels: 'Image dimensions are too large (at most 25 megapixels)',
  unreadable: 'Error processing image. Please try another file.',
} as const;

/**
 * Takes the multipart field `file`, checks it by its bytes (not its name or declared type),
 * re-encodes it as a square WebP without metadata, stores it under a random name and returns
 * its address.
 */
export async function uploadProfilePicture(services: Services, c: Context, userId: string): Promise<string> {
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

  // Loaded on first use: libvips adds ~20 MB to a process that may never see an upload.
  const { default: sharp } = await import('sharp');
  let output: Buffer;
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) throw new ApiError(400, uploadMessages.unreadable);
    if (meta.width * meta.height > MAX_PICTURE_PIXELS) throw new ApiError(413, uploadMessages.tooManyPixels);
    output = await sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, uploadMessages.unreadable);
  }

  const key = `${randomBytes(18).toString('base64url')}.webp`;
  const url = await services.storage.put(key, output, 'image/webp');
  await services.db.insert(uploads).values({ userId, storageKey: key, url, contentType: 'image/webp', byteSize: output.length });
  return url;
}
