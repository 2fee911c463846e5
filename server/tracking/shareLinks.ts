import { and, eq, isNull } from 'drizzle-orm';
import type { ShareLinkKind } from '../../src/domain/statuses';
import { sha256 } from '../auth/secrets';
import type { Queryable } from '../db/database';
import { shareLinks } from '../db/schema/orders';
import { trackingLatest } from '../db/schema/trackingState';

export interface LiveShareLink {
  token: string;
  orderId: number;
  industryId: number;
  kind: ShareLinkKind;
  expiresAt: Date;
}

/** The link behind a token if it is neither expired nor revoked; 'dead' if it was; null if it never existed. */
export async function liveShareLink(
  db: Queryable,
  token: string,
  now: Date,
): Promise<LiveShareLink | 'dead' | null> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, sha256(token)));
  if (!row) return null;
  if (row.revokedAt || row.expiresAt <= now) return 'dead';
  return {
    token,
    orderId: row.orderId,
    industryId: row.industryId,
    kind: row.kind,
    expiresAt: row.expiresAt,
  };
}

/** Stores a new link by its token's hash: the token itself goes only into the link given to its maker. */
export async function createShareLink(db: Queryable, { token, ...link }: LiveShareLink): Promise<void> {
  await db.insert(shareLinks).values({ ...link, tokenHash: sha256(token) });
}

/** Revokes a live link of this order; false when there was none (unknown, already revoked, other order). */
export async function revokeShareLink(
  db: Queryable,
  orderId: number,
  token: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(shareLinks.tokenHash, sha256(token)),
        eq(shareLinks.orderId, orderId),
        isNull(shareLinks.revokedAt),
      ),
    )
    .returning({ id: shareLinks.id });
  return revoked.length > 0;
}

/** The latest known position row of an order, if any. */
export async function latestOfOrder(db: Queryable, orderId: number) {
  const [latest] = await db.select().from(trackingLatest).where(eq(trackingLatest.orderId, orderId));
  return latest;
}
