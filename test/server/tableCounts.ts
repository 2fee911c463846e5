import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { resultRows } from '../../server/tracking/batchSql';

/**
 * Row counts of every table of the app's schema, to compare a database before and after something. The
 * tables are read from the catalogue, so a table added later is counted without anyone listing it here.
 */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = resultRows<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`),
  );
  const counts = sql.join(
    tables.map((t) => sql`select ${t.name} as name, count(*)::int as n from ${sql.identifier(t.name)}`),
    sql` union all `,
  );
  const rows = resultRows<{ name: string; n: number }>(await db.execute(counts));
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}
