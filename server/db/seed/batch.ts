import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../database';

/** Rows per INSERT: far below PostgreSQL's 65 535 bind parameters even for wide tables. */
const CHUNK = 500;

/** Inserts many rows in a few statements and returns the generated ids in input order. */
export async function insertMany<T extends PgTable & { id: PgTable['_']['columns'][string] }>(
  db: Queryable,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: table.id });
    for (const row of inserted) ids.push(Number(row.id));
  }
  return ids;
}

/** Same, for tables without an id column worth returning. */
export async function insertAll<T extends PgTable>(db: Queryable, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}
