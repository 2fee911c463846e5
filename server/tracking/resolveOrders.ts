import { and, desc, eq, inArray } from 'drizzle-orm';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { simConsents } from '../db/schema/tracking';

/** Vehicle number → the industry's tracked order on it (the newest, should a plate appear twice). */
export async function trackedOrdersByVehicle(
  db: Queryable,
  industryId: number,
  vehicleNumbers: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(vehicleNumbers)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, vehicleNumber: orders.vehicleNumber })
    .from(orders)
    .where(
      and(
        eq(orders.industryId, industryId),
        inArray(orders.vehicleNumber, unique),
        inArray(orders.status, [...TRACKED_STATUSES]),
      ),
    )
    .orderBy(desc(orders.id));
  const found = new Map<string, number>();
  for (const r of rows) if (r.vehicleNumber && !found.has(r.vehicleNumber)) found.set(r.vehicleNumber, r.id);
  return found;
}

/** Mobile → order for numbers whose driver has granted consent; a phone without consent is never tracked. */
export async function consentedOrdersByMobile(
  db: Queryable,
  industryId: number,
  mobiles: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(mobiles)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ mobile: simConsents.mobile, orderId: simConsents.orderId })
    .from(simConsents)
    .where(
      and(
        eq(simConsents.industryId, industryId),
        inArray(simConsents.mobile, unique),
        eq(simConsents.status, 'granted'),
      ),
    )
    .orderBy(desc(simConsents.id));
  const found = new Map<string, number>();
  for (const r of rows) if (r.orderId !== null && !found.has(r.mobile)) found.set(r.mobile, r.orderId);
  return found;
}
