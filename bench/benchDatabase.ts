import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { OpenedDatabase } from '../server/db/database';
import { openPglite, openPostgres } from '../server/db/open';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** Where a PostgreSQL benchmark creates (and afterwards drops) a database of its own. */
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  database: OpenedDatabase;
  /**
   * How a server process of its own reaches the same data (`onDisk`): DATABASE_URL, or DATA_DIR for a PGlite
   * folder (which that process may open only once this one closed it).
   */
  serverEnv: Record<string, string>;
  /** Whether a kept database was found already there (and so holds what a run before wrote into it). */
  reused: boolean;
  /** Closes and drops it (a kept one is only closed). */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one measurement: embedded PGlite (in memory, or in a throwaway folder when
 * a server process is to open it after the benchmark seeded it) or a throwaway database on the PostgreSQL
 * server, so a benchmark never writes into anyone's data. On PostgreSQL, `restore` names a `pg_dump -Fc` file (a
 * seeded fleet kept by fleetFixture.ts) to start from instead of the migrations; `keep` names a database that
 * is created when missing, reused when there (migrated to the current code, `reused` set), and never dropped:
 * a benchmark that writes a long history writes it once for several runs (drop it by hand afterwards).
 */
export async function openBenchDatabase(
  kind: BenchDatabaseKind,
  options: { onDisk?: boolean; restore?: string; keep?: string } = {},
): Promise<BenchDatabase> {
  // The folder of a server process's data: PGlite's files, or only its stored files on PostgreSQL.
  const dataDir = options.onDisk ? mkdtempSync(join(tmpdir(), 'freightdesk-bench-')) : undefined;
  const removeDataDir = () => dataDir && rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    const database = await openPglite(dataDir);
    await database.migrate();
    let closed = false;
    const close = async () => {
      if (!closed) await database.close();
      closed = true;
    };
    return {
      database: { ...database, close },
      reused: false,
      serverEnv: dataDir ? { DATA_DIR: dataDir, DATABASE_URL: '' } : {},
      async dispose() {
        await close();
        removeDataDir();
      },
    };
  }
  if (options.keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.keep))
    throw new Error(`a kept database is named in lower case letters, digits and _, not "${options.keep}"`);
  const name = options.keep ?? `fd_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const reused =
    options.keep !== undefined &&
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!reused) await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  if (options.restore)
    execFileSync('pg_restore', ['--no-owner', '--dbname', url.toString(), options.restore]);
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    database,
    reused,
    serverEnv: { DATABASE_URL: url.toString(), ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    async dispose() {
      await database.close();
      removeDataDir();
      if (options.keep === undefined) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
