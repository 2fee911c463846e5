import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { positions } from '../db/schema/tracking';
import { arrayParam } from './batchSql';

/** What names a stored fix: its feed, the feed's id of it, and its time (the unique key, less the industry). */
interface StoredFix {
  source: string;
  eventId: string;
  at: Date;
}

/**
 * Marks fixes just stored in the caller's transaction as implausible. The writer judges a fix only after the
 * insert told it which fixes are new, so the mark is a second statement; it is rare (a faulty receiver), and
 * the time in the key lets PostgreSQL touch only the fixes' own month partitions.
 */
export async function flagImplausible(
  tx: Queryable,
  industryId: number,
  fixes: readonly StoredFix[],
): Promise<void> {
  if (fixes.length === 0) return;
  await tx.execute(sql`
    update ${positions} p set implausible = true
    from unnest(${arrayParam(fixes.map((f) => f.source))}::text[],
      ${arrayParam(fixes.map((f) => f.eventId))}::text[],
      ${arrayParam(fixes.map((f) => f.at))}::timestamptz[]) as f(source, event_id, recorded_at)
    where p.industry_id = ${industryId} and p.source = f.source and p.source_event_id = f.event_id
      and p.recorded_at = f.recorded_at`);
}
