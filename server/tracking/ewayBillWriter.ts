import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EwayBillEventKind } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { ewayBills } from '../db/schema/tracking';
import { ewayBillEvents, trackingLatest } from '../db/schema/trackingState';
import type { TrackingChange } from '../events/domainEvents';
import { refreshAlerts } from './alertRefresh';
import type { AlertThresholds } from './alertThresholds';
import { firstOfEach } from './firstOfEach';
import type { OrderContext, OrderContextCache } from './orderContext';
import type { WriteResult } from './positionWriter';
import { nextSeq } from './sequence';

export interface EwayIn {
  eventId: string;
  orderId: number | null;
  number: string;
  kind: EwayBillEventKind;
  validUntil: Date;
  vehicleNumber: string | null;
  distanceKm: number | null;
  at: Date;
}

const STATUS_OF = {
  generated: 'active',
  partB: 'active',
  extended: 'extended',
  cancelled: 'cancelled',
} as const;

/**
 * Stores e-way bill events and applies them to the bill in time order (an event older than the bill's last
 * change is kept but does not roll it back); then re-judges the "expires before arrival" alert.
 */
export async function writeEwayBills(
  tx: Queryable,
  industryId: number,
  events: readonly EwayIn[],
  contexts: ReadonlyMap<number, OrderContext>,
  cache: OrderContextCache,
  thresholds: AlertThresholds,
  now: Date,
): Promise<WriteResult> {
  if (events.length === 0) return { accepted: 0, duplicates: 0, changes: [] };
  const unique = [...firstOfEach(events, (e) => e.eventId).values()];
  const inserted = await tx
    .insert(ewayBillEvents)
    .values(
      unique.map((e) => ({
        industryId,
        orderId: e.orderId,
        sourceEventId: e.eventId,
        number: e.number,
        kind: e.kind,
        validUntil: e.validUntil,
        vehicleNumber: e.vehicleNumber,
        distanceKm: e.distanceKm,
        at: e.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ eventId: ewayBillEvents.sourceEventId });
  const fresh = new Set(inserted.map((r) => r.eventId));
  const accepted = unique.filter((e) => fresh.has(e.eventId)).sort((a, b) => a.at.getTime() - b.at.getTime());
  const base = { accepted: accepted.length, duplicates: events.length - accepted.length };
  if (accepted.length === 0) return { ...base, changes: [] };

  const seq = await nextSeq(tx, industryId);
  const changes: TrackingChange[] = [];
  const touched = new Set<number>();
  for (const e of accepted) {
    // Bills are few per trip, so one statement per event is fine here (positions are the volume).
    const [bill] = await tx
      .insert(ewayBills)
      .values({
        industryId,
        orderId: e.orderId,
        number: e.number,
        generatedAt: e.at,
        validFrom: e.at,
        validUntil: e.validUntil,
        distanceKm: e.distanceKm ?? 0,
        vehicleNumber: e.vehicleNumber,
        status: STATUS_OF[e.kind],
        updatedAt: e.at,
      })
      .onConflictDoUpdate({
        target: [ewayBills.industryId, ewayBills.number],
        set: {
          validUntil: e.validUntil,
          status: STATUS_OF[e.kind],
          updatedAt: e.at,
          ...(e.vehicleNumber ? { vehicleNumber: e.vehicleNumber } : {}),
          ...(e.orderId ? { orderId: e.orderId } : {}),
          ...(e.distanceKm !== null ? { distanceKm: e.distanceKm } : {}),
          ...(e.kind === 'extended' ? { extensionCount: sql`${ewayBills.extensionCount} + 1` } : {}),
        },
        setWhere: sql`${ewayBills.updatedAt} <= ${e.at}`,
      })
      .returning();
    const orderId = bill?.orderId ?? e.orderId;
    const context = orderId === null ? undefined : contexts.get(orderId);
    if (!bill || !context) continue;
    cache.setEwaybill(
      context.orderId,
      bill.status === 'cancelled' ? null : { number: bill.number, validUntil: bill.validUntil },
    );
    touched.add(context.orderId);
    changes.push({
      type: 'ewaybill',
      industryId,
      plantId: context.plantId,
      direction: context.direction,
      event: {
        seq,
        orderId: context.orderId,
        number: bill.number,
        kind: e.kind,
        status: bill.status,
        validUntil: bill.validUntil.toISOString(),
        vehicleNumber: bill.vehicleNumber,
        at: e.at.toISOString(),
      },
    });
  }
  if (touched.size > 0) {
    const rows = await tx
      .select()
      .from(trackingLatest)
      .where(and(eq(trackingLatest.industryId, industryId), inArray(trackingLatest.orderId, [...touched])))
      .for('update');
    const fresh = await cache.load(industryId, [...touched]);
    changes.push(...(await refreshAlerts(tx, industryId, rows, fresh, thresholds, now)));
  }
  return { ...base, changes };
}
