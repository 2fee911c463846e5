import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoString } from '../../src/domain/isoTime';

/**
 * SQL pieces for statements over a whole ingest batch. A batch travels as one parameter (an array or a JSON
 * document) rather than one parameter per value: with thousands of values, building and binding the
 * parameters costs more than the statement itself.
 */

/** `column = any('{1,2,3}'::int[])`: the `in (…)` of a batch of ids, as one parameter. */
export const anyOfIds = (column: AnyPgColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * One column of a batch as a PostgreSQL array literal (`{1.5,NULL,"MH 12"}`), one parameter to cast to a typed
 * array and `unnest`. Built here, not left to the driver: node-postgres and PGlite serialise JS arrays each
 * their own way, and one text parameter reads the same on both.
 */
export function arrayParam(values: readonly (string | number | boolean | Date | null | undefined)[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) literal += ',';
    const v = values[i];
    if (v === null || v === undefined) literal += 'NULL';
    else if (typeof v === 'string') literal += `"${NEEDS_ESCAPE.test(v) ? v.replace(ESCAPED, '\\$&') : v}"`;
    else if (v instanceof Date) literal += isoString(v);
    else literal += String(v); // numbers, and booleans as true/false
  }
  return `${literal}}`;
}

/** Almost no value holds a quote or a backslash: a test is cheaper than a replace that finds nothing. */
const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;

/**
 * The rows of a raw `execute`. Drizzle types its result per driver; PGlite and node-postgres both answer
 * `{rows}`, and the app codes against either.
 */
export const resultRows = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
