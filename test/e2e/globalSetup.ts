import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { browserBuildIsStale, buildBrowserApp } from '../../scripts/build.mjs';
import { type AppProcess, startLoggedAppProcess } from '../support/appProcess';
import { chromiumPath } from '../support/chromium';
import type { SuiteServer } from '../support/suiteServer';
import { SUITE_SERVER_ENV } from '../support/suiteServerEnv';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker of the browser suite: see `suiteServer`. */
    suiteServers: SuiteServer[];
    chromiumPath: string;
    /** A data folder holding the demo seed as it was before any test ran: see `seededDataCopy`. */
    seededDataDir: string;
    /** Where the workers claim the screens they audit, so that each is audited once a run (accessibility.ts). */
    auditClaimsDir: string;
  }
}

/**
 * Starts the real app for the browser suite: one server for each of its workers, on a PGlite data folder with
 * the demo seed. The seed is written once, by a server stopped as soon as it answers, into a folder kept as it
 * is: the suite's servers and the few files that need a server of their own (a simulator, a clock moved by
 * months) start from copies of it instead of seeding again.
 */
export default async function setup(project: TestProject) {
  mkdirSync('.tmp', { recursive: true });
  const seededDataDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-seeded-'));
  const auditClaimsDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-audits-'));
  const seeding = await startLoggedAppProcess('.tmp/e2e-seeding.log', {
    dataDir: seededDataDir,
    readyPath: '/health',
    // The demo accounts sign in dozens of times a minute: their password is hashed at the suite's cost.
    env: { PASSWORD_HASH_COST: SUITE_SERVER_ENV.PASSWORD_HASH_COST! },
  });
  const stopped = await seeding.stop();
  if (stopped !== 0) throw new Error(`the seeding server exited with ${stopped}`);

  // Built once here, or the servers starting side by side would each build it into the same folder.
  if (browserBuildIsStale()) await buildBrowserApp({ quiet: true });
  const workers = Math.max(1, project.config.maxWorkers);
  const started: { app: AppProcess; dataDir: string }[] = [];
  const stopAll = async () => {
    for (const { app, dataDir } of started) {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    rmSync(seededDataDir, { recursive: true, force: true });
    rmSync(auditClaimsDir, { recursive: true, force: true });
  };
  const servers = await Promise.all(
    Array.from({ length: workers }, async (_, at) => {
      const dataDir = mkdtempSync(join(tmpdir(), `freightdesk-e2e-${at + 1}-`));
      cpSync(seededDataDir, dataDir, { recursive: true });
      const serverLogPath = `.tmp/e2e-server-${at + 1}.log`;
      const app = await startLoggedAppProcess(serverLogPath, { dataDir, env: SUITE_SERVER_ENV });
      started.push({ app, dataDir });
      return { baseUrl: app.baseUrl, serverLogPath };
    }),
  ).catch(async (error) => {
    await stopAll();
    throw error;
  });
  project.provide('suiteServers', servers);
  project.provide('chromiumPath', chromiumPath());
  project.provide('seededDataDir', seededDataDir);
  project.provide('auditClaimsDir', auditClaimsDir);
  return stopAll;
}
