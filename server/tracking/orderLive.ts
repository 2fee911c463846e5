import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrderLive } from '../../src/domain/schemas/tracking';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import type { SignedInUser } from '../auth/signedInUser';
import { orders } from '../db/schema/orders';
import { trackingLatest } from '../db/schema/trackingState';
import { trackableOrder } from './orderAccess';
import { currentSeq } from './sequence';
import type { TrackingServices } from './trackingServices';
import { toVehicleState } from './vehicleState';

/**
 * One order's live state, as the fleet snapshot has it, for the trip screens: they follow one truck and must
 * not download the whole board to find it. Same rules as fleetSnapshot: the access checks of the order's
 * history, and the sequence read before the row.
 */
export async function orderLive(
  { db, contexts }: TrackingServices,
  user: SignedInUser,
  orderId: number,
): Promise<OrderLive> {
  const order = await trackableOrder(db, user, orderId);
  const seq = await currentSeq(db, order.industryId);
  const [row] = await db
    .select({ latest: trackingLatest })
    .from(orders)
    .leftJoin(trackingLatest, eq(trackingLatest.orderId, orders.id))
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, [...TRACKED_STATUSES]),
        isNotNull(orders.vehicleNumber),
      ),
    );
  const context = row ? (await contexts.load(order.industryId, [order.id])).get(order.id) : undefined;
  return { seq, vehicle: row && context ? toVehicleState(context, row.latest ?? undefined) : null };
}
