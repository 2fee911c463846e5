import { inArray, sql } from 'drizzle-orm';
import type { AlertKind } from '../../src/domain/schemas/tracking';
import type { Queryable } from '../db/database';
import { trackingLatest } from '../db/schema/trackingState';
import type { TrackingChange } from '../events/domainEvents';
import { withOutbox } from '../events/outbox';
import { type AlertChange, logAlertChanges } from './alertLog';
import type { AlertThresholds } from './alertThresholds';
import { deriveAlerts } from './deriveAlerts';
import { latestRowChanges } from './latestChanges';
import type { OrderContext } from './orderContext';
import { nextSeq } from './sequence';
import type { TrackingServices } from './trackingServices';
import type { LatestRow } from './vehicleState';

/**
 * Re-judges the alerts of latest rows without a new fix: time passing (no signal, long stop) or a changed
 * e-way bill. Rows whose alerts did not change are left alone; the rest get one new sequence number.
 */
export async function refreshAlerts(
  tx: Queryable,
  industryId: number,
  rows: readonly LatestRow[],
  contexts: ReadonlyMap<number, OrderContext>,
  thresholds: AlertThresholds,
  now: Date,
): Promise<TrackingChange[]> {
  const changed: { row: LatestRow; alerts: AlertKind[]; context: OrderContext }[] = [];
  for (const row of rows) {
    const context = contexts.get(row.orderId);
    if (!context?.tracked) continue;
    const alerts = deriveAlerts(
      { ...row, ewaybillValidUntil: context.ewaybill?.validUntil ?? null },
      now,
      thresholds,
    );
    if (alerts.join() !== row.alerts.join()) changed.push({ row, alerts, context });
  }
  if (changed.length === 0) return [];
  const seq = await nextSeq(tx, industryId);
  const cases = sql.join(
    changed.map((c) => sql`when ${c.row.orderId} then ${`{${c.alerts.join(',')}}`}::text[]`),
    sql` `,
  );
  const written = await tx
    .update(trackingLatest)
    .set({ seq, updatedAt: now, alerts: sql`case ${trackingLatest.orderId} ${cases} end` })
    .where(
      inArray(
        trackingLatest.orderId,
        changed.map((c) => c.row.orderId),
      ),
    )
    .returning();
  const byId = new Map(changed.map((c) => [c.row.orderId, c]));
  const log: AlertChange[] = [];
  const out: TrackingChange[] = [];
  for (const row of written) {
    const { row: before, context } = byId.get(row.orderId)!;
    const { changes, alertChange } = latestRowChanges(industryId, context, row, before.alerts, seq, now);
    log.push(alertChange);
    out.push(...changes);
  }
  await logAlertChanges(tx, industryId, log);
  return out;
}

/** refreshAlerts in its own transaction, its changes published once it committed. */
export function refreshAndPublish(
  services: Pick<TrackingServices, 'db' | 'events'>,
  industryId: number,
  rows: readonly LatestRow[],
  contexts: ReadonlyMap<number, OrderContext>,
  thresholds: AlertThresholds,
  now: Date,
): Promise<TrackingChange[]> {
  return withOutbox(services.db, services.events, async (tx, outbox) => {
    const changes = await refreshAlerts(tx, industryId, rows, contexts, thresholds, now);
    outbox.add(...changes);
    return changes;
  });
}
