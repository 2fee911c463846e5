import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/db/open';
import { seedDemo } from '../../server/db/seed/seedDemo';

declare module 'vitest' {
  interface ProvidedContext {
    /** A PGlite data dir tarball with migrations and the demo seed applied; each test file clones it. */
    pgliteSnapshotPath: string;
  }
}

/** PGlite's first start (initdb) takes seconds: do it once per run, then every file loads the dump. */
export default async function setup(project: TestProject) {
  const dir = fileURLToPath(new URL('../../.tmp/', import.meta.url));
  await mkdir(dir, { recursive: true });
  const path = `${dir}server-tests-${process.pid}.tar`;
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    await seedDemo(database.db, new Date());
    const snapshot = await database.dump!();
    await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshotPath', path);
  return () => rm(path, { force: true });
}
