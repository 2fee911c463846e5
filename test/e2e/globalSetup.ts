import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Starts the real app once for the browser suite: `npm start`'s entry point on a free port, a fresh PGlite
 * data folder with the demo seed, the simulator off so that the data the tests read stays still.
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const reply = await fetch(url);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The server's log (pino JSON lines), where mails are written when SMTP is not configured. */
    serverLogPath: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-'));
  mkdirSync('.tmp', { recursive: true });
  const serverLogPath = '.tmp/e2e-server.log';
  const log = createWriteStream(serverLogPath);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--build-if-needed'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SIM_VEHICLES: '0',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseUrl}/`, server, 170_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(
      `${(error as Error).message}\n--- server output ---\n${readFileSync(serverLogPath, 'utf8')}`,
    );
  }
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  project.provide('serverLogPath', serverLogPath);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
