import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The one Drizzle type the app codes against, whichever driver (PGlite or node-postgres) sits below.
 * No relational schema is attached: queries use the core builder with explicit industry scoping.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction handle has the same query surface; functions that may run inside one accept either. */
export type Queryable = Pick<
  Database,
  'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute' | '$count'
>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /**
   * Rows one bulk statement carries (a slice of an import): a slice's values are built and its answers read on
   * the server's thread, a slice a turn of the event loop.
   */
  bulkRows: number;
  /** Applies the SQL migrations of server/db/migrations (same files for both kinds). */
  migrate(): Promise<void>;
  /** PGlite only: the data dir as a tarball, to clone the database elsewhere. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}
