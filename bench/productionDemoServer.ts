import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { browserBuildIsStale, buildBrowserApp, buildServer, serverBuildIsStale } from '../scripts/build.mjs';
import { hashPassword } from '../server/auth/password';
import { sha256 } from '../server/auth/secrets';
import { loadReferenceData } from '../server/db/reference/loadReferenceData';
import { users } from '../server/db/schema/access';
import { ingestApiKeys } from '../server/db/schema/tracking';
import { demoAccount } from '../server/db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from '../server/db/seed/demoIngestKey';
import { seedDemo } from '../server/db/seed/seedDemo';
import { promiseOrders } from '../server/orders/orderPromise';
import { type AppProcess, startAppProcess } from '../test/support/appProcess';
import { openBenchDatabase } from './benchDatabase';

/**
 * The compiled server (dist/server/main.js) started as production starts it (NODE_ENV=production: the browser
 * build's brotli copies, production headers and logging) on PGlite holding the demo industry. Production
 * refuses to start while the demo's public credentials work, so every account is given BENCH_SIGN_IN_PASSWORD
 * and the demo ingest key is revoked before it starts, as an operator would before going live.
 */
export const BENCH_SIGN_IN_PASSWORD = 'lighthouse-bench-password';

/**
 * Signs the demo owner in through the sign-in form, as a person does, and waits for the dashboard: with this
 * server's password, or the demo's own on a server seeded as the demo is (board.bench.ts).
 */
export async function signInAsOwner(
  page: Page,
  baseUrl: string,
  password = BENCH_SIGN_IN_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('Email or mobile number').fill(demoAccount('owner').email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => window.location.hash === '#/dashboard', null, { timeout: 120_000 });
}

export interface ProductionDemoServer {
  app: AppProcess;
  close(): Promise<void>;
}

async function seededDataDir(): Promise<{ dataDir: string }> {
  const { database, serverEnv } = await openBenchDatabase('pglite', { onDisk: true });
  try {
    const db = database.db;
    await db.transaction((tx) => loadReferenceData(tx));
    await seedDemo(db, new Date());
    await promiseOrders(db);
    const passwordHash = await hashPassword(BENCH_SIGN_IN_PASSWORD);
    await db.update(users).set({ passwordHash });
    await db
      .update(ingestApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(ingestApiKeys.keyHash, sha256(DEMO_INGEST_KEY)));
  } finally {
    // Closed, not disposed: the server process opens the folder next, and the bench removes it after.
    await database.close();
  }
  return { dataDir: serverEnv.DATA_DIR! };
}

export async function startProductionDemoServer(): Promise<ProductionDemoServer> {
  if (browserBuildIsStale()) await buildBrowserApp({ quiet: true });
  if (serverBuildIsStale()) await buildServer();
  const { dataDir } = await seededDataDir();
  try {
    const app = await startAppProcess({
      dataDir,
      entry: 'dist/server/main.js',
      env: { NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    });
    return {
      app,
      async close() {
        await app.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
