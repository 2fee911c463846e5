import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createPostgresDatabase } from '../server/postgresServer';

/**
 * The demo seed as it was before the browser suite's first test (test/e2e/globalSetup.ts): a data folder (the
 * files, and the database itself on PGlite) and, when PostgreSQL is reachable, a database to copy. A copy takes
 * a fraction of a second where seeding again takes the better part of a minute.
 */
export interface Seed {
  dataDir: string;
  /** The PostgreSQL database holding the seed; null when the suite runs on PGlite. */
  database: string | null;
}

/** A server's own copy of the seed: its data folder, what its environment needs to find the database, and how
 * to remove both. */
export interface SeedCopy {
  dataDir: string;
  env: Record<string, string>;
  remove(): Promise<void>;
}

export async function copyOfSeed(seed: Seed, name: string): Promise<SeedCopy> {
  const dataDir = mkdtempSync(join(tmpdir(), `freightdesk-${name}-`));
  cpSync(seed.dataDir, dataDir, { recursive: true });
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (!seed.database) return { dataDir, env: {}, remove: async () => removeFolder() };
  const database = await createPostgresDatabase(`e2e_${name.replace(/\W/g, '_')}`, seed.database).catch(
    (error) => {
      removeFolder();
      throw error;
    },
  );
  return {
    dataDir,
    env: { DATABASE_URL: database.url },
    remove: async () => {
      removeFolder();
      await database.dispose();
    },
  };
}

/** A copy of the suite's seed, for a browser test file whose server must differ from the shared ones (a
 * simulator on, a clock moved by months). */
export const seededDataCopy = (name: string) => copyOfSeed(inject('seed'), name);
