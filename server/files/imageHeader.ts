import sharp, { type Metadata } from 'sharp';
import { PICTURE_MAX_DIMENSION } from '../../src/domain/schemas/profile';
import { HttpError } from '../errors/httpError';

/** The formats an uploaded image may be, as sharp names them: what every browser shows and a camera makes. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * The pixels sharp may decode from an upload: it counts them from the header and refuses before decoding
 * (a small PNG of one colour can unpack to gigabytes). sharp decodes on libuv's threads, never on the
 * event loop.
 */
export const IMAGE_PIXEL_LIMIT = PICTURE_MAX_DIMENSION * PICTURE_MAX_DIMENSION;

/**
 * An uploaded image's header, read without decoding a pixel: 415 (`unreadable`) unless it is a JPEG, PNG or
 * WebP, 422 when it is wider or taller than PICTURE_MAX_DIMENSION, so that it is refused before it is decoded.
 */
export async function imageHeader(
  file: Uint8Array,
  unreadable: () => HttpError,
  noun: string,
): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: IMAGE_PIXEL_LIMIT }).metadata();
  } catch {
    throw unreadable();
  }
  if (!READABLE_FORMATS.has(metadata.format ?? '') || !metadata.width || !metadata.height) throw unreadable();
  if (metadata.width > PICTURE_MAX_DIMENSION || metadata.height > PICTURE_MAX_DIMENSION)
    throw new HttpError(
      422,
      'unprocessable',
      `The ${noun} is larger than ${PICTURE_MAX_DIMENSION} pixels a side: send a smaller one`,
    );
  return metadata;
}
