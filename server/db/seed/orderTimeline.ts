import type { Direction, OrderStatus } from '../../../src/domain/statuses';
import type { Random } from './random';

/**
 * The happy path of an order per direction (see src/domain/statuses.ts) and when each step happens,
 * in hours relative to pickup. Outbound picks up at our plant; inbound picks up at the vendor and
 * gates in at our plant after the journey of `transitHours`.
 */
export const ORDER_PATH: Record<Direction, readonly OrderStatus[]> = {
  outbound: [
    'created',
    'vehicle_assigned',
    'at_gate',
    'gate_in',
    'loading',
    'gate_out',
    'in_transit',
    'delivered',
    'invoiced',
    'closed',
  ],
  inbound: [
    'created',
    'vehicle_assigned',
    'in_transit',
    'at_gate',
    'gate_in',
    'unloading',
    'gate_out',
    'delivered',
    'invoiced',
    'closed',
  ],
};

export function stepOffsetHours(direction: Direction, status: OrderStatus, transitHours: number): number {
  const T = transitHours;
  const outbound: Partial<Record<OrderStatus, number>> = {
    created: -48,
    vehicle_assigned: -20,
    at_gate: -1.5,
    gate_in: 0,
    loading: 0.5,
    gate_out: 3,
    in_transit: 3.25,
    delivered: 3.25 + T,
    invoiced: 3.25 + T + 72,
    closed: 3.25 + T + 72 + 480,
  };
  const inbound: Partial<Record<OrderStatus, number>> = {
    created: -48,
    vehicle_assigned: -20,
    in_transit: 0,
    at_gate: T,
    gate_in: T + 1,
    unloading: T + 1.5,
    gate_out: T + 4,
    delivered: T + 4.25,
    invoiced: T + 4.25 + 72,
    closed: T + 4.25 + 72 + 480,
  };
  const offset = (direction === 'outbound' ? outbound : inbound)[status];
  if (offset === undefined) throw new Error(`${status} is not on the ${direction} path`);
  return offset;
}

/** How long ago (hours, min..max) a demo order entered its current status, so "now" looks like a live day. */
export const STATUS_AGE_HOURS: Partial<Record<OrderStatus, [number, number]>> = {
  created: [1, 30],
  vehicle_assigned: [1, 15],
  at_gate: [0.1, 1],
  gate_in: [0.1, 0.5],
  loading: [0.1, 2],
  unloading: [0.1, 2],
  gate_out: [0.05, 0.2],
  delivered: [1, 60],
  invoiced: [24, 400],
  closed: [24, 1500],
};

export const REJECTION_REASONS = [
  'Vehicle not as per indent (open body instead of container)',
  'Driver without a valid licence',
  'Vehicle overloaded at weighbridge',
  'Vehicle reported after slot expiry',
  'Tarpaulin torn; material would get wet',
] as const;

export const CANCELLATION_REASONS = [
  'Client postponed delivery',
  'Indent raised twice',
  'Plant shutdown for maintenance',
  'Transporter could not place a vehicle',
] as const;

/** How much later than planned a finished trip ran: at pickup, and on the road (hours). */
export interface TripDelay {
  pickupHours: number;
  transitHours: number;
}

/** The orders whose trip is over; only their history is made late, so the live demo stays as it is. */
const TRIP_OVER: ReadonlySet<OrderStatus> = new Set(['delivered', 'invoiced', 'closed']);

/**
 * The delay of one demo order, so the on-time figures of the dashboard and the reports tell the transporters
 * apart rather than show every one at 100 %. Each transporter, by its place in the seed's list, is late on a
 * share of its own (3–30 % of pickups, 2–25 % of deliveries). A late pickup is the truck reporting 4–12 h after
 * the planned pickup, past the 2 h grace; a late delivery is a trip that took 28–60 h beyond the most its lane
 * can be promised (ceil(km / 300) + 1 days, the promise without a plant SLA; a plant SLA is never longer), so
 * it is late whatever its plant agreed. Every order takes the same four draws from `random`, a stream of its
 * own, so the rest of the demo is what it was.
 */
export function tripDelay(
  random: Random,
  order: { status: OrderStatus; km: number; transitHours: number; transporterRank: number },
): TripDelay {
  const [pickupRoll, pickupSize, deliveryRoll, deliverySize] = [
    random.next(),
    random.next(),
    random.next(),
    random.next(),
  ];
  if (!TRIP_OVER.has(order.status)) return { pickupHours: 0, transitHours: 0 };
  const rank = Math.max(0, order.transporterRank);
  const latePickups = 0.03 + ((rank * 7) % 10) * 0.03;
  const lateDeliveries = 0.02 + ((rank * 3) % 10) * 0.025;
  const longestPromiseHours = (Math.ceil(order.km / 300) + 1) * 24;
  return {
    pickupHours: pickupRoll < latePickups ? 4 + pickupSize * 8 : 0,
    transitHours:
      deliveryRoll < lateDeliveries ? longestPromiseHours - order.transitHours + 28 + deliverySize * 32 : 0,
  };
}
