import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { simConsents } from '../db/schema/tracking';

/**
 * What is in flight for an industry, as each provider is asked about it: the orders on the tracking boards
 * (`TRACKED_STATUSES`, from a vehicle being named until delivery), as `resolveOrders.ts` finds them for ingest.
 */

/** E-way bills named on running orders. */
export async function ewayBillTargets(db: Queryable, industryId: number) {
  const rows = await db
    .select({ orderId: orders.id, ewbNo: orders.ewayBillNo })
    .from(orders)
    .where(
      and(
        eq(orders.industryId, industryId),
        inArray(orders.status, [...TRACKED_STATUSES]),
        isNotNull(orders.ewayBillNo),
      ),
    )
    .orderBy(orders.id);
  return rows.flatMap((r) =>
    r.ewbNo && /^\d{12}$/.test(r.ewbNo) ? [{ orderId: r.orderId, ewbNo: r.ewbNo }] : [],
  );
}

/**
 * Vehicles of running FASTag-tracked orders, with when the order was made: reads before it belong to the
 * truck's earlier trips (ULIP answers the last 72 hours whoever the truck was driving for).
 */
export async function fastagTargets(db: Queryable, industryId: number) {
  const rows = await db
    .select({ orderId: orders.id, vehicleNumber: orders.vehicleNumber, since: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.industryId, industryId),
        inArray(orders.status, [...TRACKED_STATUSES]),
        eq(orders.trackingMethod, 'fastag'),
        isNotNull(orders.vehicleNumber),
      ),
    )
    .orderBy(orders.id);
  return rows.flatMap((r) =>
    r.vehicleNumber ? [{ orderId: r.orderId, vehicleNumber: r.vehicleNumber, since: r.since }] : [],
  );
}

/** Mobiles whose driver granted consent, for running orders; the newest consent of a number counts. */
export async function simTargets(db: Queryable, industryId: number) {
  const rows = await db
    .select({ orderId: simConsents.orderId, mobile: simConsents.mobile })
    .from(simConsents)
    .innerJoin(orders, eq(orders.id, simConsents.orderId))
    .where(
      and(
        eq(simConsents.industryId, industryId),
        eq(simConsents.status, 'granted'),
        inArray(orders.status, [...TRACKED_STATUSES]),
      ),
    )
    .orderBy(desc(simConsents.id));
  const seen = new Set<string>();
  const targets: { orderId: number; mobile: string }[] = [];
  for (const r of rows) {
    if (r.orderId === null || seen.has(r.mobile)) continue;
    seen.add(r.mobile);
    targets.push({ orderId: r.orderId, mobile: r.mobile });
  }
  return targets;
}
