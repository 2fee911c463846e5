import { type AnyColumn, and, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Where a list's row points, by id, and the name the search box reads there. */
export interface NamedReference {
  /** The list table's column holding the id. */
  column: AnyColumn;
  /** The referenced (small) table, its id and the name searched. */
  table: PgTable;
  id: AnyColumn;
  name: AnyColumn;
  /** Narrows the names looked up, e.g. to the industry's own clients. */
  scope?: SQL | undefined;
}

/**
 * The list's row points at a row whose name matches `pattern`. The names are looked up first, in their small
 * table, and the list's table is then read by its indexed id column (`= any(array(…))`, a bitmap scan that ORs
 * with the trigram indexes of the row's own text), rather than an ILIKE on a joined column, which only a join
 * of every row could answer.
 */
export const pointsAtNamed = ({ column, table, id, name, scope }: NamedReference, pattern: string): SQL =>
  sql`${column} = any(array(select ${id} from ${table} where ${and(ilike(name, pattern), scope)}))`;
