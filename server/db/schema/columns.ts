import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders. Column names come from the property names (snake_case casing on the client). */

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** All times are instants stored in UTC; the browser shows them in Asia/Kolkata. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => instant().notNull().defaultNow();

/** Raw bytes (a picture, a key), as both drivers hand them over. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A CHECK body that keeps a text column inside one of the vocabularies of src/domain/statuses.ts. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
