import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { nextTurn } from '../inTurns';
import type { OpenedDatabase } from './database';

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

/** What PGlite loads beside its core: the lists' search indexes (migration list_indexes) need pg_trgm, which
 * PostgreSQL has built in. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Memory a sort or hash may take before it spills to disk. A year-long report groups tens of thousands of
 * transporter-lanes, which spill at PostgreSQL's default of 4 MB and then take a third longer on PGlite.
 */
const WORK_MEM = '32MB';

/**
 * PGlite runs each wire message (a statement's parse, bind, execute…) synchronously on this thread and starts
 * the next in a microtask, so a run of statements (an import's slice: its cities found, its pins placed, its
 * rows written) held the event loop for all of them at once, 100 ms and more on a loaded machine. Each message
 * waits for a turn of the event loop instead: other requests are answered between any two of them.
 */
function messageATurn(client: PGlite) {
  const execute = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (message, options) => {
    await nextTurn();
    return execute(message, options);
  };
}

export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<OpenedDatabase> {
  const inMemory = dataDir === undefined || dataDir === ':memory:';
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(inMemory ? {} : { dataDir }),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  messageATurn(client);
  await client.exec(`set work_mem = '${WORK_MEM}'`);
  const db = drizzlePglite({ client, casing });
  return {
    db,
    kind: 'pglite',
    // A 100-row insert of vendors (their name's trigram index too) holds this thread some 10 ms, at worst about
    // 100 on a machine loaded five times over; 500 rows held it 100 to 200 ms.
    bulkRows: 100,
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
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
