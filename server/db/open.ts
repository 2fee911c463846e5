import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import type { OpenedDatabase } from './database';
import { startPgliteThread } from './pgliteThread';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Must match drizzle.config.ts, or queries and migrations disagree on column names. */
const casing = 'snake_case';

export interface OpenOptions {
  /** A PGlite data dir tarball (from dumpDataDir) to start from, in memory; tests clone one per file. */
  snapshot?: Blob;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (or in memory for ":memory:"). */
export function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl && !options.snapshot) return Promise.resolve(openPostgres(config.databaseUrl));
  return openPglite(options.snapshot ? undefined : config.dataDir, options.snapshot);
}

/**
 * Memory a sort or hash may take before it spills to disk. A year-long report groups tens of thousands of
 * transporter-lanes, which spill at PostgreSQL's default of 4 MB and then take a third longer on PGlite.
 */
const WORK_MEM = '32MB';

export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<OpenedDatabase> {
  const inMemory = dataDir === undefined || dataDir === ':memory:';
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await startPgliteThread({
    ...(inMemory ? {} : { dataDir }),
    ...(snapshot ? { snapshot } : {}),
    setup: `set work_mem = '${WORK_MEM}'`,
  });
  // Drizzle calls only `query` and `transaction` of the client it is given, the part the thread answers.
  const db = drizzlePglite({ client: client as unknown as PGlite, casing });
  return {
    db,
    kind: 'pglite',
    // Its statements run on the database's thread, so a long one holds nothing here; a slice's rows are still
    // built and their answers read on this thread, a slice a turn.
    bulkRows: 100,
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dump(),
    close: () => client.close(),
  };
}

export function openPostgres(url: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c work_mem=${WORK_MEM}` });
  // pg-pool re-emits an idle connection's error on the pool, where an unhandled 'error' event would end the
  // process. A server restart, a failover or a dropped database must not do that: the next query simply
  // opens a fresh connection.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzleNodePg({ client: pool, casing });
  return {
    db,
    kind: 'postgres',
    // Its statements run off this thread; 100-row ones made the largest import twice as slow as 500-row ones.
    bulkRows: 500,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
