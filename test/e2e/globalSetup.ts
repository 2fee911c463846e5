import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppProcess } from '../support/appProcess';
import { chromiumPath } from '../support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The server's log (pino JSON lines), where mails are written when SMTP is not configured. */
    serverLogPath: string;
    /** A data folder holding the demo seed as it was before any test ran: see `seededDataCopy`. */
    seededDataDir: string;
  }
}

/**
 * Starts the real app once for the browser suite, on a PGlite data folder with the demo seed. The seed is
 * written once, by a server stopped as soon as it answers, into a folder kept as it is: the suite's server and
 * the few files that need a server of their own (a simulator, a clock moved by months) start from copies of
 * it instead of seeding again.
 */
export default async function setup(project: TestProject) {
  const seededDataDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-seeded-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-'));
  mkdirSync('.tmp', { recursive: true });
  const serverLogPath = '.tmp/e2e-server.log';
  const output = createWriteStream(serverLogPath);

  const seeding = await startAppProcess({ dataDir: seededDataDir, output, readyPath: '/health' }).catch(
    (error: Error) => {
      throw new Error(`${error.message}\n--- server output ---\n${readFileSync(serverLogPath, 'utf8')}`);
    },
  );
  const stopped = await seeding.stop();
  if (stopped !== 0) throw new Error(`the seeding server exited with ${stopped}`);
  cpSync(seededDataDir, dataDir, { recursive: true });

  const app = await startAppProcess({
    dataDir,
    output,
    // Alert digests would open their notification over whichever test runs when they fall due; the suite signs
    // the demo owner in dozens of times a minute, which a person's login limit would refuse; tests move the
    // server's clock past bidding windows rather than wait for them (advanceServerClock).
    env: {
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ALERT_DIGEST_SECONDS: '86400',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      TEST_CLOCK: 'movable',
    },
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n--- server output ---\n${readFileSync(serverLogPath, 'utf8')}`);
  });
  project.provide('baseUrl', app.baseUrl);
  project.provide('chromiumPath', chromiumPath());
  project.provide('serverLogPath', serverLogPath);
  project.provide('seededDataDir', seededDataDir);

  return async () => {
    await app.stop();
    output.end();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(seededDataDir, { recursive: true, force: true });
  };
}
