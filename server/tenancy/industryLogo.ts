import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type Company, LOGO_BOX } from '../../src/domain/schemas/company';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Database, Queryable } from '../db/database';
import { industries } from '../db/schema/tenancy';
import { HttpError, notFound } from '../errors/httpError';
import { bytesOf, FileMissingError, type FileStore, newStorageKey, withStoredFile } from '../files/fileStore';
import { IMAGE_PIXEL_LIMIT, imageHeader } from '../files/imageHeader';

const unreadable = () =>
  new HttpError(415, 'bad_request', 'This file is not a logo that can be read: send a JPEG, PNG or WebP');

/**
 * A logo as documents print it: read by its bytes (JPEG, PNG or WebP, its size checked from its header before
 * it is decoded), turned upright, shrunk to fit LOGO_BOX (never enlarged) and re-encoded as PNG, transparency
 * kept. Nothing of the upload but its pixels is stored, and pdfkit draws PNG natively.
 */
export async function normalisedLogo(file: Uint8Array): Promise<Buffer> {
  await imageHeader(file, unreadable, 'logo');
  try {
    return await sharp(file, { limitInputPixels: IMAGE_PIXEL_LIMIT })
      .rotate()
      .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

const logoAddress = (updatedAt: Date) => `/api/company/logo?v=${updatedAt.getTime()}`;

/** The signed-in user's industry, as its documents print it. */
export async function companyOf(db: Queryable, user: SignedInUser): Promise<Company> {
  const [row] = await db
    .select()
    .from(industries)
    .where(eq(industries.id, industryOf(user)));
  if (!row) throw notFound('This industry');
  return {
    name: row.name,
    gstin: row.gstin,
    stateCode: row.stateCode,
    address: row.address,
    email: row.email,
    phone: row.phone,
    logo: row.logoKey && row.logoUpdatedAt ? logoAddress(row.logoUpdatedAt) : null,
  };
}

/** Replaces the logo under the industry's row lock; the one it replaced leaves the store after the commit. */
async function replaceLogo(
  db: Database,
  files: FileStore,
  user: SignedInUser,
  logoKey: string | null,
  now: Date,
) {
  const replaced = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logoKey: industries.logoKey })
      .from(industries)
      .where(eq(industries.id, industryOf(user)))
      .for('update');
    await tx
      .update(industries)
      .set({ logoKey, logoUpdatedAt: logoKey ? now : null })
      .where(eq(industries.id, industryOf(user)));
    return row?.logoKey ?? null;
  });
  // A file left behind by a failure here is unreferenced and harmless; the new logo already stands.
  if (replaced) await files.delete(replaced).catch(() => {});
}

export async function saveLogo(
  db: Database,
  files: FileStore,
  user: SignedInUser,
  png: Buffer,
  now: Date,
): Promise<void> {
  const key = newStorageKey('logo');
  await withStoredFile(files, { key, bytes: png, contentType: 'image/png' }, () =>
    replaceLogo(db, files, user, key, now),
  );
}

export const removeLogo = (db: Database, files: FileStore, user: SignedInUser, now: Date) =>
  replaceLogo(db, files, user, null, now);

/** The industry's logo as stored (PNG), or null when it has none or its file is gone. */
export async function industryLogo(
  files: FileStore,
  industry: { logoKey: string | null },
): Promise<Buffer | null> {
  if (!industry.logoKey) return null;
  try {
    return await bytesOf(await files.get(industry.logoKey));
  } catch (error) {
    if (error instanceof FileMissingError) return null;
    throw error;
  }
}

/** The signed-in user's industry's logo, for its screens; 404 without one. */
export async function logoOfUser(db: Queryable, files: FileStore, user: SignedInUser): Promise<Buffer> {
  const [row] = await db
    .select({ logoKey: industries.logoKey })
    .from(industries)
    .where(eq(industries.id, industryOf(user)));
  const logo = row ? await industryLogo(files, row) : null;
  if (!logo) throw notFound('This logo');
  return logo;
}
