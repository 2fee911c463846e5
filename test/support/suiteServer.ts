import { inject } from 'vitest';

/** One of the browser suite's servers: where it answers and where it logs (mails go there without SMTP). */
export interface SuiteServer {
  baseUrl: string;
  /** The server's log (pino JSON lines). */
  serverLogPath: string;
}

/**
 * The suite's server this worker's files use. The browser suite runs its files on two workers, each worker on a
 * server of its own started from the same seed (test/e2e/globalSetup.ts): one file's moved clock, signed-in
 * sessions and rows never reach the file running beside it, just as when all ran one after another.
 */
export function suiteServer(): SuiteServer {
  const servers = inject('suiteServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}
