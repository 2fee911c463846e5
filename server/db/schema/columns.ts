import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders. Column names come from the property names (snake_case casing on the client). */

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** All times are instants stored in UTC; the browser shows them in Asia/Kolkata. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => instant().notNull().defaultNow();

/** Raw bytes (a picture, a key), as both drivers hand them over. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A document number (OUT-2511-0001234, REQ-IN-…), compared byte by byte (collation "C") whatever the
 * database's collation: a list sorted by number is then read in order from its index, and a search of the
 * number's start ("OUT-25") is a range of that same index, in the order the page is sorted. Under a
 * language's collation (en_US) the index's order is not LIKE's, and a common start was read in full and
 * sorted. The numbers are ASCII codes, so byte order is the order a reader expects of them.
 */
export const documentNumber = customType<{ data: string; driverData: string }>({
  dataType: () => 'text collate "C"',
});

/** A CHECK body that keeps a text column inside one of the vocabularies of src/domain/statuses.ts. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
