import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Sweep } from '../clock';
import { trackingLatest } from '../db/schema/trackingState';
import type { TrackingChange } from '../events/domainEvents';
import { startPeriodicSweep } from '../periodicSweep';
import { refreshAndPublish } from './alertRefresh';
import type { TrackingServices } from './trackingServices';
import type { LatestRow } from './vehicleState';

/** Time-based alerts (no signal, long stop) appear without a new fix; this often is plenty for minute thresholds. */
export const SWEEP_MS = 30_000;
/** Rows quieter than this are candidates; the exact threshold is applied per industry by deriveAlerts. */
const QUIET_MS = 60_000;

/** One pass: re-judge the alerts of quiet or standing vehicles, one transaction per industry, published after each. */
export async function sweepAlerts(services: TrackingServices, now: Date): Promise<TrackingChange[]> {
  const { db, contexts, settings } = services;
  const candidates = await db
    .select()
    .from(trackingLatest)
    .where(
      or(
        and(
          lt(trackingLatest.lastFixAt, new Date(now.getTime() - QUIET_MS)),
          sql`not ('no_signal' = any(${trackingLatest.alerts}))`,
        ),
        and(isNotNull(trackingLatest.stoppedSince), sql`not ('long_stop' = any(${trackingLatest.alerts}))`),
      ),
    );
  const byIndustry = new Map<number, LatestRow[]>();
  for (const row of candidates) {
    const rows = byIndustry.get(row.industryId);
    if (rows) rows.push(row);
    else byIndustry.set(row.industryId, [row]);
  }
  const changes: TrackingChange[] = [];
  for (const [industryId, rows] of byIndustry) {
    const known = await contexts.load(
      industryId,
      rows.map((r) => r.orderId),
    );
    const thresholds = await settings.of(industryId);
    changes.push(...(await refreshAndPublish(services, industryId, rows, known, thresholds, now)));
  }
  return changes;
}

/** Runs sweepAlerts every SWEEP_MS until stopped. */
export const startAlertSweep = (services: TrackingServices, log: FastifyBaseLogger): Sweep =>
  startPeriodicSweep(
    services.clock,
    'alert sweep',
    SWEEP_MS,
    () => sweepAlerts(services, services.clock.now()),
    log,
  );
