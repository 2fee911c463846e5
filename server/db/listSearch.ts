import { type AnyColumn, and, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';

/** Where a list's row points, by id, and the name the search box reads there. */
export interface NamedReference {
  /** The list table's column holding the id. */
  column: AnyColumn;
  /** The referenced (small) table, its id and the name searched. */
  table: PgTable;
  id: PgColumn;
  name: AnyColumn;
  /** Narrows the names looked up, e.g. to the industry's own clients. */
  scope?: SQL | undefined;
}

/**
 * The conditions "the list's row points at a row whose name matches `pattern`", one per reference that has
 * such a row (none when no name matches). The names are looked up first, in their small tables, and the ids
 * go into the list's query as constants: the planner then knows how many rows they select and reads the list's
 * table by its indexed id columns, or by its sort index when they are many. An ILIKE on a joined column could
 * only be answered by joining every row; `= any(array(select …))` hides the ids from the planner, which then
 * guesses that half the table matches.
 */
export async function pointingAtNamed(
  db: Queryable,
  references: readonly NamedReference[],
  pattern: string,
): Promise<SQL[]> {
  const found = await Promise.all(
    references.map(({ table, id, name, scope }) =>
      db
        .select({ id })
        .from(table)
        .where(and(ilike(name, pattern), scope)),
    ),
  );
  return references.flatMap((reference, i) => {
    const ids = found[i]!.map((row) => row.id as number);
    return ids.length > 0 ? [inArray(reference.column, ids)] : [];
  });
}
