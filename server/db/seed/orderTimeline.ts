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

/** How long a truck spent at the plant: reporting at the gate until let in, and from gate-in to gate-out (hours). */
export interface GateHours {
  waitHours: number;
  insideHours: number;
}

/** The planned gate times of each direction, which every live demo order keeps. */
export const PLANNED_GATE: Record<Direction, GateHours> = {
  outbound: { waitHours: 1.5, insideHours: 3 },
  inbound: { waitHours: 1, insideHours: 3 },
};

export function stepOffsetHours(
  direction: Direction,
  status: OrderStatus,
  transitHours: number,
  gate: GateHours = PLANNED_GATE[direction],
): number {
  const T = transitHours;
  const { waitHours: W, insideHours: G } = gate;
  // Loading or unloading starts half an hour in, or sooner on a short stay.
  const work = Math.min(0.5, G / 4);
  const outbound: Partial<Record<OrderStatus, number>> = {
    created: -48,
    vehicle_assigned: -20,
    at_gate: -W,
    gate_in: 0,
    loading: work,
    gate_out: G,
    in_transit: G + 0.25,
    delivered: G + 0.25 + T,
    invoiced: G + 0.25 + T + 72,
    closed: G + 0.25 + T + 72 + 480,
  };
  const inbound: Partial<Record<OrderStatus, number>> = {
    created: -48,
    vehicle_assigned: -20,
    in_transit: 0,
    at_gate: T,
    gate_in: T + W,
    unloading: T + W + work,
    gate_out: T + W + G,
    delivered: T + W + G + 0.25,
    invoiced: T + W + G + 0.25 + 72,
    closed: T + W + G + 0.25 + 72 + 480,
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

/**
 * The gate times of one demo order, so the gate turnaround and detention reports tell plants and transporters
 * apart rather than show 180 min and 0 h everywhere. Each plant, by its place in the seed's list, has a usual
 * stay inside (1.5–4.2 h) and wait at the gate (0.3–1.5 h); each transporter is a little quicker or slower
 * (×0.8–1.2); and a plant holds 1–5 % of its trucks past the free day (26–40 h inside, detention). Only finished
 * trips vary, so the live demo stays as it is; every order takes the same four draws from `random`, a stream
 * of its own, so the rest of the demo is what it was.
 */
export function gateHours(
  random: Random,
  order: { direction: Direction; status: OrderStatus; plantRank: number; transporterRank: number },
): GateHours {
  const [waitRoll, insideRoll, heldRoll, heldSize] = [
    random.next(),
    random.next(),
    random.next(),
    random.next(),
  ];
  if (!TRIP_OVER.has(order.status)) return PLANNED_GATE[order.direction];
  const plant = Math.max(0, order.plantRank);
  const pace = 0.8 + ((Math.max(0, order.transporterRank) * 3) % 5) * 0.1;
  const usualInside = 1.5 + ((plant * 5) % 7) * 0.45;
  const usualWait = 0.3 + ((plant * 2) % 5) * 0.3;
  const held = heldRoll < 0.01 + ((plant * 3) % 5) * 0.01;
  return {
    waitHours: usualWait * (0.5 + waitRoll),
    insideHours: held ? 26 + heldSize * 14 : usualInside * pace * (0.75 + insideRoll / 2),
  };
}
