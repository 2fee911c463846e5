import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { openPglite } from '../../server/db/open';

/** Where globalSetup.ts left the dump of each stage a PGlite database goes through. */
const PROVIDED = {
  initdb: 'pgliteInitdbSnapshotPath',
  migrated: 'pgliteMigratedSnapshotPath',
  seeded: 'pgliteSnapshotPath',
} as const;

export type SnapshotStage = keyof typeof PROVIDED;

/** The PGlite data dir tarball of a stage, to load in memory or into a data folder on disk. */
export const snapshotOf = async (stage: SnapshotStage): Promise<Blob> =>
  new Blob([await readFile(inject(PROVIDED[stage]))]);

/** A fresh in-memory database with the migrations applied and no rows: for tests that write their own. */
export const cloneMigratedDatabase = async (): Promise<OpenedDatabase> =>
  openPglite(undefined, await snapshotOf('migrated'));
