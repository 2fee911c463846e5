import type { LatLng } from '../../src/domain/geo';
import { insideGeofence } from '../../src/domain/geofence';
import type { Direction, OrderStatus } from '../../src/domain/statuses';
import { orderLifecycle } from '../../src/machines/orderMachine';
import type { OrderContext } from './orderContext';

/**
 * The statuses before the trip starts, by direction: an outbound truck is at or coming to our plant until it
 * passes the gate out, an inbound one has not left the vendor (orderTransition.ts starts the promise there).
 */
const BEFORE_TRIP: Record<Direction, readonly string[]> = {
  outbound: ['vehicle_assigned', 'at_gate', 'gate_in', 'loading'] satisfies OrderStatus[],
  inbound: ['vehicle_assigned'] satisfies OrderStatus[],
};

/**
 * Whether a fix is inside the geofence of the order's own plant: the plant whose gate the truck reports at, an
 * outbound truck coming to load, an inbound one bringing goods.
 */
export const atOwnPlant = (context: Pick<OrderContext, 'plantFence'>, fix: LatLng): boolean =>
  insideGeofence(fix, context.plantFence);

/**
 * A truck inside its plant's geofence before its trip starts is standing at the plant, not on the road: it
 * has no ETA yet, so no delay either.
 */
export const waitsAtPlant = (
  context: Pick<OrderContext, 'plantFence' | 'direction' | 'status'>,
  fix: LatLng,
): boolean => BEFORE_TRIP[context.direction].includes(context.status) && atOwnPlant(context, fix);

/** Whether the order's lifecycle would take "arrived at the gate" now: it has not reached the gate yet. */
export const awaitsArrival = (context: Pick<OrderContext, 'status' | 'direction' | 'vehicleNumber'>) =>
  orderLifecycle.can(
    context.status as OrderStatus,
    { direction: context.direction, vehicleNumber: context.vehicleNumber || null },
    { type: 'gate.arrive' },
  );
