import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { OpenedDatabase } from '../../server/db/database';
import { openPglite } from '../../server/db/open';
import { seedDemo } from '../../server/db/seed/seedDemo';
import { makePostgresTemplate } from './postgresTemplate';

declare module 'vitest' {
  interface ProvidedContext {
    /** A PGlite data dir tarball with migrations and the demo seed applied; each test file clones it. */
    pgliteSnapshotPath: string;
    /** The instant the seeded snapshot was seeded at (ISO): seeding again at it gives the same data. */
    pgliteSeededAt: string;
    /** The migrations applied and nothing written: for tests that bring their own data. */
    pgliteMigratedSnapshotPath: string;
    /** Straight after initdb, before any migration: for tests of the migrations themselves. */
    pgliteInitdbSnapshotPath: string;
    /** A migrated PostgreSQL database to copy (migratedPostgres.ts); null when PostgreSQL is not reachable. */
    postgresTemplate: string | null;
    /** The same with the demo seed of `pgliteSeededAt`, which `cloneSeededDatabase` copies; null without PostgreSQL. */
    postgresSeededTemplate: string | null;
  }
}

/** The PGlite data dir after initdb, after the migrations and after the demo seed, each as a tarball on disk. */
async function pgliteSnapshots(seededAt: Date) {
  const dir = fileURLToPath(new URL('../../.tmp/', import.meta.url));
  await mkdir(dir, { recursive: true });
  const pathOf = (stage: string) => `${dir}server-tests-${process.pid}-${stage}.tar`;
  const paths = { initdb: pathOf('initdb'), migrated: pathOf('migrated'), seeded: pathOf('seeded') };
  const save = async (database: OpenedDatabase, path: string) =>
    writeFile(path, Buffer.from(await (await database.dump!()).arrayBuffer()));
  const database = await openPglite(undefined);
  try {
    await save(database, paths.initdb);
    await database.migrate();
    await save(database, paths.migrated);
    await seedDemo(database.db, seededAt);
    await save(database, paths.seeded);
  } finally {
    await database.close();
  }
  return paths;
}

/**
 * PGlite's first start (initdb) and the migrations take seconds: they run once per run, and a file that needs
 * PGlite loads the dump of the stage it starts from. PostgreSQL's migrations and the demo seed run once too,
 * beside them, into templates: copying one takes a twentieth of loading a PGlite dump (harness.ts).
 */
export default async function setup(project: TestProject) {
  // The seed hashes the demo password as the files' own processes will (vite.config.ts), which this one is not.
  process.env.PASSWORD_HASH_COST = project.config.env.PASSWORD_HASH_COST;
  const seededAt = new Date();
  const [paths, postgres, postgresSeeded] = await Promise.all([
    pgliteSnapshots(seededAt),
    makePostgresTemplate(`freightdesk_template_${process.pid}`),
    makePostgresTemplate(`freightdesk_seeded_${process.pid}`, (db) => seedDemo(db, seededAt)),
  ]);
  project.provide('pgliteSnapshotPath', paths.seeded);
  project.provide('pgliteSeededAt', seededAt.toISOString());
  project.provide('pgliteMigratedSnapshotPath', paths.migrated);
  project.provide('pgliteInitdbSnapshotPath', paths.initdb);
  project.provide('postgresTemplate', postgres?.name ?? null);
  project.provide('postgresSeededTemplate', postgresSeeded?.name ?? null);
  return async () => {
    await Promise.all(Object.values(paths).map((path) => rm(path, { force: true })));
    await postgres?.drop();
    await postgresSeeded?.drop();
  };
}
