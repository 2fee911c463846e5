import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FleetSnapshot, VehicleColumns } from '../../src/domain/schemas/tracking';
import { DIRECTIONS, type Direction } from '../../src/domain/statuses';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import { encodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import { orders } from '../db/schema/orders';
import { trackingLatest } from '../db/schema/trackingState';
import { forbidden } from '../errors/httpError';
import { mayTrack, TRACKING_PERMISSION, visibleOrders } from './orderAccess';
import { currentSeq } from './sequence';
import type { TrackingServices } from './trackingServices';
import { toVehicleState } from './vehicleState';

/**
 * Every tracked vehicle the user may see. The sequence is read before the rows, so the rows are at least
 * as new as the number: a delta with a higher number may repeat a change already here (harmless, states are
 * replaced whole), but no change at or below the number is missing.
 */
export async function fleetSnapshot(
  { db, contexts }: TrackingServices,
  user: SignedInUser,
  direction: Direction | undefined,
): Promise<FleetSnapshot> {
  const directions = (direction ? [direction] : [...DIRECTIONS]).filter((d) => mayTrack(user, d));
  if (directions.length === 0)
    throw forbidden(
      `You need the "${TRACKING_PERMISSION[direction ?? 'outbound']}" permission to see the board`,
    );
  const industryId = industryOf(user);
  const seq = await currentSeq(db, industryId);
  const rows = await db
    .select({ orderId: orders.id, latest: trackingLatest })
    .from(orders)
    .leftJoin(trackingLatest, eq(trackingLatest.orderId, orders.id))
    .where(
      and(
        ...visibleOrders(user),
        inArray(orders.direction, directions),
        inArray(orders.status, [...TRACKED_STATUSES]),
        isNotNull(orders.vehicleNumber),
      ),
    );
  const known = await contexts.load(
    industryId,
    rows.map((r) => r.orderId),
  );
  const vehicles = rows.flatMap((r) => {
    const context = known.get(r.orderId);
    return context ? [toVehicleState(context, r.latest ?? undefined)] : [];
  });
  return { seq, vehicles };
}

/** The board's snapshot as it goes on the wire: column by column (src/domain/vehicleColumns.ts). */
export async function fleetColumns(
  services: TrackingServices,
  user: SignedInUser,
  direction: Direction | undefined,
): Promise<VehicleColumns> {
  const { seq, vehicles } = await fleetSnapshot(services, user, direction);
  return encodeVehicleColumns(seq, vehicles);
}
