import type { FastifyBaseLogger } from 'fastify';

export interface Sweep {
  /** Stops the timer and waits for a pass under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` until stopped, never two at once; a failed pass is logged and the next one
 * tries again. The server's periodic jobs (tracking alerts, bidding windows) start side by side in app.ts.
 */
export function startPeriodicSweep(
  name: string,
  everyMs: number,
  pass: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Sweep {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
