import { type AnyColumn, and, ilike, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { normaliseVehicleNumber } from '../../src/domain/vehicleNumber';
import type { Queryable } from './database';
import { likePattern, prefixPattern, searchPattern } from './likePattern';
import type { Alternative } from './listPage';

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
 * Whether a search's text can only match a number at its start: it starts as the list's numbers do (OUT-2411),
 * or is a part of their common start (OUT). Numbers of no common start (`prefix` ''), an invoice's, which each
 * transporter numbers its own way, are matched at their start by any text.
 */
export const startsAsNumbers = (text: string, prefix: string) => {
  const wanted = text.toUpperCase();
  return prefix === '' || wanted.startsWith(prefix) || prefix.startsWith(wanted);
};

/**
 * "The document number holds the text", for a list whose numbers all start with `prefix` (OUT-, REQ-IN-…).
 * A text that starts as the numbers do (OUT-2411, or a part of OUT-) can only match at their start, where it is
 * a range of the list's `number text_pattern_ops` index: however many numbers a month's prefix holds, the count
 * reads no more than its cap from the index alone, and a page sorted by one of `nearest` (the creation time, the
 * pickup time) reads it newest or oldest first from the GiST index of them all (listPage.ts, `Alternative`). Any other text is looked for
 * anywhere, by the trigram index, which holds the prefix's trigrams in every row and would read them all.
 * `column` may be an expression of the number (an invoice's `upper(number)`, whose case is the transporter's).
 */
export function numberHolds(
  column: AnyColumn | SQL,
  text: string,
  prefix: string,
  nearest: readonly AnyColumn[] = [],
): Alternative {
  if (startsAsNumbers(text, prefix))
    return { where: like(column, prefixPattern(text.toUpperCase())), nearest };
  return { where: ilike(column, searchPattern(text)) };
}

/**
 * "The plate holds the text", as a plate is typed: "mh 12", "MH-12" and "MH12" alike (plates are kept as
 * normaliseVehicleNumber writes them), as conditions any of which such a plate meets. Its start is a range of the
 * list's `vehicle_number text_pattern_ops` index: a state and district (MH12) starts hundreds of thousands of
 * plates, counted from that index up to the cap. The rest of the plate (a series, the last four digits) is
 * searched by the trigram index of the plate past its first character, which a common start then never fills.
 * Shorter than three characters, the start alone (a trigram is three). None for a text of spaces and dashes.
 */
export function plateHolds(column: AnyColumn, text: string): SQL[] {
  const plate = normaliseVehicleNumber(text);
  if (plate.length === 0) return [];
  const start = like(column, prefixPattern(plate));
  return plate.length < 3 ? [start] : [start, like(sql`substr(${column}, 2)`, likePattern(plate))];
}
