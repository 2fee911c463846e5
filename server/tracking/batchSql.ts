import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL pieces for statements over a whole ingest batch. A batch travels as one parameter (an array or a JSON
 * document) rather than one parameter per value: with thousands of values, building and binding the
 * parameters costs more than the statement itself.
 */

/** `column = any('{1,2,3}'::int[])`: the `in (…)` of a batch of ids, as one parameter. */
export const anyOfIds = (column: AnyPgColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * The rows of a raw `execute`. Drizzle types its result per driver; PGlite and node-postgres both answer
 * `{rows}`, and the app codes against either.
 */
export const resultRows = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
