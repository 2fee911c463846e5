import { type AnyColumn, and, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';
import { likePattern, searchPattern } from './likePattern';

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
  const found = await Promise.all(references.map((reference) => namedIds(db, reference, pattern)));
  return references.flatMap((reference, i) =>
    found[i]!.length > 0 ? [inArray(reference.column, found[i]!)] : [],
  );
}

/** The ids of the rows a reference may point at whose name matches `pattern`. */
export async function namedIds(
  db: Queryable,
  { table, id, name, scope }: Omit<NamedReference, 'column'>,
  pattern: string,
): Promise<number[]> {
  const rows = await db
    .select({ id })
    .from(table)
    .where(and(ilike(name, pattern), scope));
  return rows.map((row) => row.id as number);
}

/**
 * "The document number holds the text", for a list whose numbers all start with `prefix` (OUT-, REQ-IN-…).
 * The prefix's trigrams are in every row, and pg_trgm reads each trigram's whole posting list: a search for a
 * full number read a thousand index pages at a million orders. A text that starts with the prefix can only
 * match at the start (the prefix occurs nowhere else), so the index looks for the rest alone and the start is
 * checked on the few rows it finds (`starts_with` of an expression no index holds).
 */
export function numberHolds(column: AnyColumn, text: string, prefix: string): SQL {
  const wanted = text.toUpperCase();
  const rest = wanted.startsWith(prefix) ? wanted.slice(prefix.length) : '';
  if (rest.length < 3) return ilike(column, searchPattern(text));
  return and(ilike(column, likePattern(rest)), sql`starts_with(upper(${column}), ${wanted})`)!;
}
