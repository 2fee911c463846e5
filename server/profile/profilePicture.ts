import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PICTURE_SIDE, type PictureCrop } from '../../src/domain/schemas/profile';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Database, Queryable } from '../db/database';
import { users } from '../db/schema/access';
import { profilePictures } from '../db/schema/profile';
import { HttpError, notFound } from '../errors/httpError';
import { IMAGE_PIXEL_LIMIT, imageHeader } from '../files/imageHeader';

const unreadable = () =>
  new HttpError(415, 'bad_request', 'This file is not a picture that can be read: send a JPEG, PNG or WebP');

/**
 * The square the person chose, cut from the picture as they saw it (turned upright by its EXIF orientation,
 * as a browser draws it), scaled to PICTURE_SIDE and re-encoded as WebP. Re-encoding keeps nothing of the
 * upload but its pixels: no camera metadata, no location, nothing a crafted file could smuggle.
 */
export async function croppedPicture(file: Uint8Array, crop: PictureCrop): Promise<Buffer> {
  const metadata = await imageHeader(file, unreadable, 'picture');
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const quarterTurn = (metadata.orientation ?? 1) >= 5;
  const width = quarterTurn ? metadata.height! : metadata.width!;
  const height = quarterTurn ? metadata.width! : metadata.height!;
  if (crop.left + crop.width > width || crop.top + crop.height > height)
    throw new HttpError(422, 'unprocessable', 'The chosen square lies outside the picture', {
      crop: `The picture is ${width} × ${height} pixels`,
    });
  try {
    return await sharp(file, { limitInputPixels: IMAGE_PIXEL_LIMIT })
      .rotate()
      .extract(crop)
      .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** Where the picture is served; the version changes with every new picture, so browsers may cache each. */
const pictureAddress = (userId: number, updatedAt: Date) =>
  `/api/users/${userId}/picture?v=${updatedAt.getTime()}`;

/** Keeps the person's new picture and points their account at it; answers the address. */
export async function savePicture(
  db: Database,
  user: SignedInUser,
  image: Buffer,
  updatedAt: Date,
): Promise<string> {
  const address = pictureAddress(user.id, updatedAt);
  await db.transaction(async (tx) => {
    await tx
      .insert(profilePictures)
      .values({ userId: user.id, industryId: industryOf(user), image, updatedAt })
      .onConflictDoUpdate({ target: profilePictures.userId, set: { image, updatedAt } });
    await tx.update(users).set({ profileImage: address, updatedAt }).where(eq(users.id, user.id));
  });
  return address;
}

/** Back to the default avatar. */
export async function removePicture(db: Database, user: SignedInUser, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(profilePictures).where(eq(profilePictures.userId, user.id));
    await tx.update(users).set({ profileImage: null, updatedAt: now }).where(eq(users.id, user.id));
  });
}

/** A colleague's picture: only within the signed-in person's industry, "not found" for anyone else's. */
export async function pictureOf(db: Queryable, viewer: SignedInUser, userId: number): Promise<Buffer> {
  const [row] = await db
    .select({ image: profilePictures.image })
    .from(profilePictures)
    .where(and(eq(profilePictures.userId, userId), eq(profilePictures.industryId, industryOf(viewer))));
  if (!row) throw notFound('This picture');
  return Buffer.from(row.image);
}
