import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { OpenedDatabase } from '../server/db/database';
import { openPglite, openPostgres } from '../server/db/open';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** Where a PostgreSQL benchmark creates (and afterwards drops) a database of its own. */
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one measurement: embedded PGlite in memory, or a throwaway database on the
 * PostgreSQL server, so a benchmark never writes into anyone's data. `dispose` closes and drops it. On
 * PostgreSQL, `restore` names a `pg_dump -Fc` file (a seeded fleet kept by fleetFixture.ts) to start from
 * instead of the migrations.
 */
export async function openBenchDatabase(
  kind: BenchDatabaseKind,
  options: { restore?: string } = {},
): Promise<{ database: OpenedDatabase; url?: string; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPglite(undefined);
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `fd_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  if (options.restore)
    execFileSync('pg_restore', ['--no-owner', '--dbname', url.toString(), options.restore]);
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    database,
    /** For a server process of its own to open the same database. */
    url: url.toString(),
    async dispose() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
