import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Sweep } from '../clock';
import type { Database } from '../db/database';
import type { TrackingChange } from '../events/domainEvents';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { startPeriodicSweep } from '../periodicSweep';
import { type Notice, SUMMARY_SAMPLE } from './noticeText';
import { notify } from './notify';

type AlertChange = Extract<TrackingChange, { type: 'alert' }>;

/** More alerts than this at one plant in one digest become one summary. */
const SUMMARY_OVER = 3;
/** How often a waiting digest is looked at; it goes out once its first alert is a digest old. */
const DIGEST_CHECK_MS = 1_000;

const keyOf = (a: AlertChange) => `${a.industryId}:${a.plantId}:${a.direction}`;

/** One notification per alert, or one summary per plant and direction when a digest holds many. */
async function writeNotices(db: Database, events: EventBus, alerts: readonly AlertChange[], now: Date) {
  const byPlace = new Map<string, AlertChange[]>();
  const seen = new Set<string>();
  for (const alert of alerts) {
    // An alert that cleared and came back within the digest is told once.
    const once = `${alert.event.orderId}:${alert.event.kind}`;
    if (seen.has(once)) continue;
    seen.add(once);
    byPlace.set(keyOf(alert), [...(byPlace.get(keyOf(alert)) ?? []), alert]);
  }
  await withOutbox(db, events, async (tx, outbox) => {
    for (const group of byPlace.values()) {
      const [first] = group;
      if (!first) continue;
      const place = { industryId: first.industryId, plantId: first.plantId, direction: first.direction };
      const notices: { notice: Notice; refId: number }[] =
        group.length > SUMMARY_OVER
          ? [
              {
                notice: {
                  type: 'trackingAlerts',
                  count: group.length,
                  sample: group
                    .slice(0, SUMMARY_SAMPLE)
                    .map((a) => ({ alert: a.event.kind, vehicleNumber: a.event.vehicleNumber })),
                },
                // No single trip: the notification opens the direction's tracking board (referId ≤ 0).
                refId: 0,
              },
            ]
          : group.map((a) => ({
              notice: {
                type: 'trackingAlert',
                alert: a.event.kind,
                vehicleNumber: a.event.vehicleNumber,
                orderNumber: a.event.orderNumber,
              },
              refId: a.event.orderId,
            }));
      for (const notice of notices) {
        // A tracking notification opens the trip's tracking detail (src/domain/notificationTarget.ts).
        await notify(tx, outbox, { ...place, ...notice, kind: 'tracking', actorUserId: null, at: now });
      }
    }
  });
}

/**
 * Raised tracking alerts become notifications for the plant's shipper users (and push, where configured),
 * written off the ingest path once per digest (ALERT_DIGEST_SECONDS): the boards show each alert at once,
 * while people get at most one notification, and dialog, per plant and direction per digest rather than one
 * every few seconds. A digest is due by the server's clock, once its first alert is `digestMs` old, so a test
 * that moves the clock past it sees it written. A failure is logged, not thrown.
 */
export function notifyTrackingAlerts(
  events: EventBus,
  deps: { db: Database; log: FastifyBaseLogger; digestMs: number; clock: Clock },
): Sweep {
  const { clock, digestMs } = deps;
  let waiting: { alerts: AlertChange[]; since: number } | null = null;
  const subscription = events.published$.subscribe((changes) => {
    const alerts = changes.filter((c): c is AlertChange => c.type === 'alert');
    if (alerts.length === 0) return;
    if (waiting) waiting.alerts.push(...alerts);
    else waiting = { alerts, since: clock.now().getTime() };
  });
  const digests = startPeriodicSweep(
    clock,
    'writing alert notifications',
    Math.min(digestMs, DIGEST_CHECK_MS),
    async () => {
      const now = clock.now();
      if (!waiting || now.getTime() - waiting.since < digestMs) return;
      const { alerts } = waiting;
      waiting = null;
      await writeNotices(deps.db, events, alerts, now);
    },
    deps.log,
  );
  return {
    async stop() {
      subscription.unsubscribe();
      await digests.stop();
    },
  };
}
