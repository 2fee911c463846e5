import pg from 'pg';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/open';
import { ADMIN_URL, createThrowawayDatabase, postgresUrl } from './postgresServer';
import { reachable } from './reachable';

/**
 * A PostgreSQL database with the migrations applied, then what `fill` writes, and nothing connected to it, for
 * the tests' databases to be copied from (`create database … template`, migratedPostgres.ts, harness.ts); null
 * when PostgreSQL is not reachable. Answers its name and how to drop it.
 */
export async function makePostgresTemplate(
  name: string,
  fill?: (db: Database) => Promise<unknown>,
): Promise<{ name: string; drop(): Promise<void> } | null> {
  if (!(await reachable(5432))) return null;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await createThrowawayDatabase(admin, name);
  const database = openPostgres(postgresUrl(name));
  try {
    await database.migrate();
    await fill?.(database.db);
  } finally {
    // A template cannot be copied while anything is connected to it.
    await database.close();
  }
  return {
    name,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
