import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Sweep } from './clock';

/**
 * Runs `pass` every `everyMs` of the clock until stopped, never two at once; a failed pass is logged and the
 * next one tries again. The server's periodic jobs (tracking alerts, bidding windows) start side by side in app.ts.
 */
export function startPeriodicSweep(
  clock: Clock,
  name: string,
  everyMs: number,
  pass: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Sweep {
  return clock.every(everyMs, () =>
    pass().then(
      () => undefined,
      (err: unknown) => log.error({ err }, `${name} failed`),
    ),
  );
}
