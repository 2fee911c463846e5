import type { FastifyBaseLogger } from 'fastify';
import { catchError, concatMap, EMPTY, filter, from, map, type Subscription } from 'rxjs';
import { ALERT_LABELS } from '../../src/domain/alertLabels';
import type { Database } from '../db/database';
import { type IndustryPublisher, withOutbox } from '../realtime/industryPublisher';
import type { TrackingBus, TrackingChange } from '../tracking/trackingBus';
import { notify } from './notify';

type AlertChange = Extract<TrackingChange, { type: 'alert' }>;

/** More alerts than this at one plant in one batch (a threshold lowered, a sweep) become one summary. */
const SUMMARY_OVER = 3;

const keyOf = (a: AlertChange) => `${a.industryId}:${a.plantId}:${a.direction}`;

/** One notification per alert, or one summary per plant and direction when a batch raises many. */
async function writeNotices(db: Database, publisher: IndustryPublisher, alerts: readonly AlertChange[]) {
  const byPlace = new Map<string, AlertChange[]>();
  for (const alert of alerts) byPlace.set(keyOf(alert), [...(byPlace.get(keyOf(alert)) ?? []), alert]);
  await withOutbox(db, publisher, async (tx, outbox) => {
    for (const group of byPlace.values()) {
      const [first] = group;
      if (!first) continue;
      const place = { industryId: first.industryId, plantId: first.plantId, direction: first.direction };
      const notices =
        group.length > SUMMARY_OVER
          ? [
              {
                title: `${group.length} new tracking alerts`,
                body: group
                  .slice(0, 5)
                  .map((a) => `${a.event.vehicleNumber}: ${ALERT_LABELS[a.event.kind].toLowerCase()}`)
                  .join(', ')
                  .concat(group.length > 5 ? ', …' : '.'),
                // No single order: the notification opens the order list (seed-spec: referId ≤ 0).
                refId: 0,
              },
            ]
          : group.map((a) => ({
              title: `${ALERT_LABELS[a.event.kind]}: ${a.event.vehicleNumber}`,
              body: `${a.event.orderNumber}: ${a.event.message}`,
              refId: a.event.orderId,
            }));
      for (const notice of notices) {
        await notify(tx, outbox, { ...place, ...notice, kind: 'order', actorUserId: null });
      }
    }
  });
}

/**
 * Raised tracking alerts become notifications for the plant's shipper users (and push, where configured),
 * written off the ingest path: batches are taken one after another, and a failure is logged, not thrown.
 */
export function notifyTrackingAlerts(
  bus: TrackingBus,
  deps: { db: Database; publisher: IndustryPublisher; log: FastifyBaseLogger },
): Subscription {
  return bus
    .pipe(
      map((changes) => changes.filter((c): c is AlertChange => c.type === 'alert')),
      filter((alerts) => alerts.length > 0),
      concatMap((alerts) =>
        from(writeNotices(deps.db, deps.publisher, alerts)).pipe(
          catchError((err: unknown) => {
            deps.log.error({ err }, 'writing alert notifications failed');
            return EMPTY;
          }),
        ),
      ),
    )
    .subscribe();
}
