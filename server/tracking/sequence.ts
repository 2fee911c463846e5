import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { trackingSequences } from '../db/schema/trackingState';

/**
 * Takes the industry's next tracking sequence number inside the caller's transaction. The row lock it
 * takes orders concurrent writers of one industry, so numbers follow commit order.
 */
export async function nextSeq(tx: Queryable, industryId: number): Promise<number> {
  const [row] = await tx
    .insert(trackingSequences)
    .values({ industryId, seq: 1 })
    .onConflictDoUpdate({
      target: trackingSequences.industryId,
      set: { seq: sql`${trackingSequences.seq} + 1` },
    })
    .returning({ seq: trackingSequences.seq });
  return row!.seq;
}

/** The sequence number committed so far (0 before any change). */
export async function currentSeq(db: Queryable, industryId: number): Promise<number> {
  const [row] = await db
    .select({ seq: trackingSequences.seq })
    .from(trackingSequences)
    .where(sql`${trackingSequences.industryId} = ${industryId}`);
  return row?.seq ?? 0;
}
