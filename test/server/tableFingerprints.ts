import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/db/database';

/**
 * Each table's row count and a digest of every row's text, to prove a database unchanged: an update shows
 * in the digest where a row count cannot see it.
 */
export async function tableFingerprints(
  db: Database,
  tables: readonly PgTable[],
): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await db
      .select({
        n: sql<number>`count(*)::int`,
        digest: sql<string>`md5(coalesce(string_agg(${table}::text, '|' order by ${table}::text), ''))`,
      })
      .from(table);
    prints[getTableName(table)] = `${row?.n ?? 0} rows, ${row?.digest ?? ''}`;
  }
  return prints;
}
