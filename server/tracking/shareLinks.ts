import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { shareLinks } from '../db/schema/orders';

export interface LiveShareLink {
  token: string;
  orderId: number;
  industryId: number;
  kind: 'location' | 'fastag';
  expiresAt: Date;
}

/** The link behind a token if it is neither expired nor revoked; 'dead' if it was; null if it never existed. */
export async function liveShareLink(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<LiveShareLink | 'dead' | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.token, token));
  if (!row) return null;
  if (row.revokedAt || row.expiresAt <= now) return 'dead';
  return {
    token: row.token,
    orderId: row.orderId,
    industryId: row.industryId,
    kind: row.kind,
    expiresAt: row.expiresAt,
  };
}
