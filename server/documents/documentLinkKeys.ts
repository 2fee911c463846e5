import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { documentLinkKeys } from '../db/schema/documents';

/** The key an industry's document links are checked with; null while it has never printed one. */
export async function existingDocumentLinkKey(db: Queryable, industryId: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ key: documentLinkKeys.key })
    .from(documentLinkKeys)
    .where(eq(documentLinkKeys.industryId, industryId));
  return row?.key ?? null;
}

/**
 * The key an industry's document links are signed with, made on its first document. Two first documents
 * printed at once both insert; the loser's insert does nothing and both read the one key that won.
 */
export async function documentLinkKey(db: Queryable, industryId: number): Promise<Uint8Array> {
  const existing = await existingDocumentLinkKey(db, industryId);
  if (existing) return existing;
  await db
    .insert(documentLinkKeys)
    .values({ industryId, key: randomBytes(32) })
    .onConflictDoNothing();
  const made = await existingDocumentLinkKey(db, industryId);
  if (!made) throw new Error(`No document link key for industry ${industryId}`);
  return made;
}
