import type { Direction, OrderStatus } from './statuses';

/** The buttons of the driver's page, in the order a trip meets them. */
export const DRIVER_MILESTONES = ['reachedPickup', 'loaded', 'reachedDestination', 'unloaded'] as const;
export type DriverMilestone = (typeof DRIVER_MILESTONES)[number];

/** What the driver did that the timeline shows as theirs: a milestone, or the POD that confirmed the delivery. */
export const DRIVER_ACTIONS = [...DRIVER_MILESTONES, 'proofOfDelivery'] as const;
export type DriverAction = (typeof DRIVER_ACTIONS)[number];

/** The order machine's events a driver's milestone may fire (src/machines/orderMachine.ts). */
export type DriverOrderEvent = 'gate.arrive' | 'trip.start';

/**
 * How a milestone lands on the order: an event of the order machine, which decides whether it may happen now,
 * or, where the lifecycle has no step for it (the vendor's yard, the consignee's door), a note on the
 * timeline allowed only while the order is in one of `while` statuses.
 */
export type MilestoneEffect = { event: DriverOrderEvent } | { while: readonly OrderStatus[] };

/**
 * Outbound trucks load at our gate and travel to the client; inbound trucks load at the vendor, travel, and
 * unload at our gate. The gate itself (gate-in, loading, gate-out) stays the plant's to record, and only a
 * POD confirms a delivery.
 */
export const MILESTONE_EFFECTS: Record<Direction, Record<DriverMilestone, MilestoneEffect>> = {
  outbound: {
    reachedPickup: { event: 'gate.arrive' },
    loaded: { event: 'trip.start' },
    reachedDestination: { while: ['in_transit'] },
    unloaded: { while: ['in_transit'] },
  },
  inbound: {
    reachedPickup: { while: ['vehicle_assigned'] },
    loaded: { event: 'trip.start' },
    reachedDestination: { event: 'gate.arrive' },
    unloaded: { while: ['gate_in', 'unloading', 'gate_out'] },
  },
};

/** The statuses in which a driver's link stops working: the trip is over. */
export const TRIP_ENDED_STATUSES = [
  'delivered',
  'invoiced',
  'closed',
  'rejected',
  'cancelled',
] as const satisfies readonly OrderStatus[];

export const tripEnded = (status: OrderStatus): boolean =>
  (TRIP_ENDED_STATUSES as readonly OrderStatus[]).includes(status);
