import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  }
}

/** Starts the real app once for the browser suite, on a fresh PGlite data folder with the demo seed. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-'));
  mkdirSync('.tmp', { recursive: true });
  const serverLogPath = '.tmp/e2e-server.log';
  const output = createWriteStream(serverLogPath);

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

  return async () => {
    await app.stop();
    output.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
