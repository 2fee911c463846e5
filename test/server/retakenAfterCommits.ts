import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { resultRows } from '../../server/tracking/batchSql';

/**
 * The snapshot PostgreSQL reads with now (as text), and whether a transaction committed since an earlier one:
 * one running at `since` (its list of running ids) or begun after it (ids from its next id on). Only a commit
 * changes what a reader sees, so a refused request whose transaction rolled back changes nothing. The WAL
 * position would be a coarser mark: rolled-back transactions move it too, and so do plain reads, which log the
 * hint bits they set (PGlite runs with data checksums).
 */
async function commitsSince(db: Database, since: string | undefined) {
  const [row] = resultRows<{ mark: string; committed: boolean }>(
    await db.execute(sql`
      select now.snap::text as mark, exists (
        select from (
          select pg_snapshot_xip(${since ?? null}::pg_snapshot) as xid
          union all
          select n::text::xid8 from generate_series(
            pg_snapshot_xmax(${since ?? null}::pg_snapshot)::text::bigint,
            pg_snapshot_xmax(now.snap)::text::bigint - 1) as n
        ) as since
        where pg_xact_status(since.xid) = 'committed'
      ) as committed
      from (select pg_current_snapshot() as snap) as now`),
  );
  return row!;
}

/**
 * `take` (a costly look at tables), taken again only once a transaction committed since the last look: a test
 * comparing tables around each of thousands of refused requests then pays one small query for a look where
 * nothing can have changed, and the whole look only after a write.
 */
export function retakenAfterCommits<T>(db: Database, take: () => Promise<T>): () => Promise<T> {
  let last: { mark: string; value: T } | undefined;
  return async () => {
    const { mark, committed } = await commitsSince(db, last?.mark);
    // The mark is read before the look: a commit while the look runs is seen by the next call, which looks again.
    if (!last || committed) last = { mark, value: await take() };
    else last.mark = mark;
    return last.value;
  };
}
