import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  browserBuildIsStale,
  buildBrowserApp,
  buildServer,
  SERVER_DIR,
  serverBuildIsStale,
} from '../../scripts/build.mjs';
import { createPostgresDatabase } from '../server/postgresServer';
import { reachable } from '../server/reachable';
import { type AppProcess, startLoggedAppProcess } from '../support/appProcess';
import { chromiumPath } from '../support/chromium';
import { copyOfSeed, type Seed, type SeedCopy } from '../support/seededData';
import type { SuiteServer } from '../support/suiteServer';
import { SUITE_SERVER_ENV } from '../support/suiteServerEnv';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker of the browser suite: see `suiteServer`. */
    suiteServers: SuiteServer[];
    chromiumPath: string;
    /** The demo seed as it was before any test ran: see `seededDataCopy`. */
    seed: Seed;
    /** Where the workers claim the screens they audit, so that each is audited once a run (accessibility.ts). */
    auditClaimsDir: string;
    /** The compiled server (dist/server/main.js) that every server of the suite runs. */
    serverEntry: string;
  }
}

/**
 * Starts the real app for the browser suite: one server for each of its workers, with the demo seed, on
 * PostgreSQL when it is reachable (as production runs) and on PGlite otherwise. The seed is written once, by a
 * server stopped as soon as it answers, into a database and data folder kept as they are: the suite's servers
 * and the few files that need a server of their own (a simulator, a clock moved by months) start from copies of
 * them instead of seeding again. Every one of them runs the compiled server, as `npm start` does: under tsx each
 * spent ten seconds and more compiling the server's TypeScript before it answered, a dozen times a run.
 */
export default async function setup(project: TestProject) {
  mkdirSync('.tmp', { recursive: true });
  const seedDatabase = (await reachable(5432)) ? await createPostgresDatabase('e2e_seed') : null;
  const seed: Seed = {
    dataDir: mkdtempSync(join(tmpdir(), 'freightdesk-e2e-seeded-')),
    database: seedDatabase?.name ?? null,
  };
  const auditClaimsDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-audits-'));
  const copies: SeedCopy[] = [];
  const started: AppProcess[] = [];
  const stopAll = async () => {
    for (const app of started) await app.stop();
    for (const copy of copies) await copy.remove();
    await seedDatabase?.dispose();
    rmSync(seed.dataDir, { recursive: true, force: true });
    rmSync(auditClaimsDir, { recursive: true, force: true });
  };
  try {
    const serverEntry = serverBuildIsStale() ? await buildServer() : join(SERVER_DIR, 'main.js');
    project.provide('serverEntry', serverEntry);
    const seeding = await startLoggedAppProcess('.tmp/e2e-seeding.log', {
      entry: serverEntry,
      dataDir: seed.dataDir,
      readyPath: '/health',
      // The demo accounts sign in dozens of times a minute: their password is hashed at the suite's cost.
      env: {
        PASSWORD_HASH_COST: SUITE_SERVER_ENV.PASSWORD_HASH_COST!,
        ...(seedDatabase ? { DATABASE_URL: seedDatabase.url } : {}),
      },
    });
    const stopped = await seeding.stop();
    if (stopped !== 0) throw new Error(`the seeding server exited with ${stopped}`);

    // Built once here, or the servers starting side by side would each build it into the same folder.
    if (browserBuildIsStale()) await buildBrowserApp({ quiet: true });
    const workers = Math.max(1, project.config.maxWorkers);
    const servers = await Promise.all(
      Array.from({ length: workers }, async (_, at) => {
        const copy = await copyOfSeed(seed, `worker_${at + 1}`);
        copies.push(copy);
        const serverLogPath = `.tmp/e2e-server-${at + 1}.log`;
        const app = await startLoggedAppProcess(serverLogPath, {
          entry: serverEntry,
          dataDir: copy.dataDir,
          env: { ...SUITE_SERVER_ENV, ...copy.env },
        });
        started.push(app);
        return { baseUrl: app.baseUrl, serverLogPath };
      }),
    );
    project.provide('suiteServers', servers);
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide('chromiumPath', chromiumPath());
  project.provide('seed', seed);
  project.provide('auditClaimsDir', auditClaimsDir);
  return stopAll;
}
