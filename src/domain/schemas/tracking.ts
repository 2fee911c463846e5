import { z } from 'zod';
import { EWAY_BILL_EVENT_KINDS, ORDER_STATUSES, POSITION_SOURCES, TRACKING_METHODS } from '../statuses.ts';

/**
 * The live-tracking contract: the fleet snapshot (REST), the socket payloads, trip replay and share links.
 *
 * Resync rule: every change of an industry's tracking state gets the next number of that industry's
 * sequence. The snapshot carries the sequence it was taken at; a client applies a vehicle delta only when
 * its `seq` is greater than both the snapshot's and the vehicle's own, so nothing is applied twice or rolled back.
 */

/** What a truck's fixes are judged on (server/tracking/deriveAlerts.ts): the tracking board shows and filters them. */
export const VEHICLE_ALERT_KINDS = [
  'no_signal',
  'long_stop',
  'off_route',
  'eway_bill_expiring',
  'late',
] as const;
/**
 * Every alert an order can raise: the vehicle's, and a container's free days at the port of discharge running out
 * before it was gated out (server/containers/freeDaysSweep.ts).
 */
export const ALERT_KINDS = [...VEHICLE_ALERT_KINDS, 'container_free_days'] as const;
export const AlertKind = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKind>;

export const FIX_SOURCES = POSITION_SOURCES;
export const FixSource = z.enum(FIX_SOURCES);

const instant = z.string();
const Place = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });

export const LastFix = z.object({
  at: instant,
  latitude: z.number(),
  longitude: z.number(),
  speedKmh: z.number().nullable(),
  heading: z.number().nullable(),
  source: FixSource,
});
export type LastFix = z.infer<typeof LastFix>;

/** What a board row and a map marker show for one running order. */
export const VehicleState = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  /** Sequence number of the change that produced this state. */
  seq: z.number().int().nonnegative(),
  direction: z.enum(['inbound', 'outbound']),
  status: z.string(),
  vehicleNumber: z.string(),
  transporterName: z.string(),
  plantId: z.number().int(),
  plantName: z.string(),
  /** When the goods are picked up: the date the header's date range narrows the boards by, as it does the order lists. */
  pickupAt: instant,
  origin: Place,
  destination: Place,
  trackingMethod: z.enum(TRACKING_METHODS).nullable(),
  lastFix: LastFix.nullable(),
  /** Nearest town to the last fix. */
  placeName: z.string().nullable(),
  /** 0..1 along the planned route. */
  progress: z.number().min(0).max(1),
  distanceLeftKm: z.number().nonnegative(),
  etaAt: instant.nullable(),
  /** Minutes the ETA runs past the SLA's promised arrival; 0 when on time. */
  delayMinutes: z.number().int().nonnegative(),
  lastToll: z.object({ plazaName: z.string(), at: instant }).nullable(),
  ewaybill: z.object({ number: z.string(), validUntil: instant }).nullable(),
  alerts: z.array(AlertKind),
});
export type VehicleState = z.infer<typeof VehicleState>;

export const FleetQuery = z.object({ direction: z.enum(['inbound', 'outbound']).optional() });
export type FleetQuery = z.infer<typeof FleetQuery>;

/** The board's snapshot, once decoded from its wire form (VehicleColumns). */
export const FleetSnapshot = z.object({
  /** The industry sequence the snapshot is at least as new as. */
  seq: z.number().int().nonnegative(),
  vehicles: z.array(VehicleState),
});
export type FleetSnapshot = z.infer<typeof FleetSnapshot>;

const int = z.number().int();
const ints = z.array(int);
const maybeInts = z.array(int.nullable());

/**
 * The wire form of a set of vehicle states: the board's snapshot (GET /api/tracking/fleet) and every
 * `position.batch` message. Column by column rather than object by object, so no key is repeated per vehicle;
 * every repeated text (status, plant, transporter, place and plaza names, tracking methods) once in `text`, and
 * the columns that hold it its index there; origins and destinations once in `places`; numbers as integers to
 * the precision the screens use: coordinates in 1e-5 degrees (about a metre), speeds and distances in tenths,
 * progress in ten-thousandths, times in whole seconds counted from `epoch`. Column `i` of every list is
 * vehicle `i`; a nullable part of a state (its last fix, its last toll, its e-way bill) is null in all its
 * columns when absent. src/domain/vehicleColumns.ts encodes and decodes it; the decoded vehicles are checked
 * against `VehicleState` before anything uses them.
 */
export const VehicleColumns = z.object({
  /** The snapshot's sequence (see FleetSnapshot), or the highest `seq` among a batch's vehicles. */
  seq: int.nonnegative(),
  /** Seconds since 1970 that every time column counts from. */
  epoch: int,
  text: z.array(z.string()),
  places: z.object({ name: ints, latitude: ints, longitude: ints }),
  vehicles: z.object({
    orderId: ints,
    orderNumber: z.array(z.string()),
    /** `seq` of the envelope minus the vehicle's own. */
    seqBehind: ints,
    direction: ints,
    status: ints,
    vehicleNumber: z.array(z.string()),
    transporterName: ints,
    plantId: ints,
    plantName: ints,
    pickupAt: ints,
    origin: ints,
    destination: ints,
    trackingMethod: maybeInts,
    fixAt: maybeInts,
    fixLatitude: maybeInts,
    fixLongitude: maybeInts,
    fixSpeed: maybeInts,
    fixHeading: maybeInts,
    fixSource: maybeInts,
    placeName: maybeInts,
    progress: ints,
    distanceLeft: ints,
    etaAt: maybeInts,
    delayMinutes: ints,
    tollPlaza: maybeInts,
    tollAt: maybeInts,
    ewaybillNumber: z.array(z.string().nullable()),
    ewaybillValidUntil: maybeInts,
    /** Bit i set: the vehicle has ALERT_KINDS[i] (kinds are only ever appended to that list). */
    alerts: ints,
  }),
});
export type VehicleColumns = z.infer<typeof VehicleColumns>;

/**
 * GET /api/tracking/orders/:id/live: one order's live state, as the board shows it (null while the order is
 * off the board: no vehicle yet, or delivered), and the sequence it is at least as new as. The trip screens
 * start from it and follow the `order:<id>` room's deltas, by the same resync rule as the fleet.
 */
export const OrderLive = z.object({
  seq: z.number().int().nonnegative(),
  vehicle: VehicleState.nullable(),
});
export type OrderLive = z.infer<typeof OrderLive>;

/**
 * `position.batch` (volatile, every ~250 ms), once decoded from its wire form (VehicleColumns): the latest
 * state of each vehicle that changed since the last batch. `seq` is the highest `seq` among the vehicles.
 */
export const PositionBatch = z.object({ seq: z.number().int(), vehicles: z.array(VehicleState) });
export type PositionBatch = z.infer<typeof PositionBatch>;

/** `toll.crossed` (reliable). */
export const TollCrossed = z.object({
  seq: z.number().int(),
  orderId: z.number().int(),
  vehicleNumber: z.string(),
  plazaName: z.string(),
  plazaCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  laneDirection: z.string().nullable(),
  at: instant,
});
export type TollCrossed = z.infer<typeof TollCrossed>;

/** `ewaybill.updated` (reliable). */
export const EwayBillUpdated = z.object({
  seq: z.number().int(),
  orderId: z.number().int(),
  number: z.string(),
  kind: z.enum(['generated', 'partB', 'extended', 'cancelled']),
  status: z.enum(['active', 'extended', 'expired', 'cancelled']),
  validUntil: instant,
  vehicleNumber: z.string().nullable(),
  at: instant,
});
export type EwayBillUpdated = z.infer<typeof EwayBillUpdated>;

/** `alert.raised` (reliable): an alert that was not on the vehicle before. */
export const AlertRaised = z.object({
  seq: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  vehicleNumber: z.string(),
  kind: AlertKind,
  at: instant,
  message: z.string(),
});
export type AlertRaised = z.infer<typeof AlertRaised>;

/** The ack of `tracking.watch` / `tracking.unwatch` (their payload: `WatchOrder`, trackingQueries.ts). */
export const WatchAck = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type WatchAck = z.infer<typeof WatchAck>;

/** A point of a replayed track is a fix like a vehicle's last one. */
export const TrackPoint = LastFix;
export type TrackPoint = z.infer<typeof TrackPoint>;

/**
 * Replay of a trip: the planned line and the fixes in time order, every one of them, or an even sample in time
 * from the first to the last when the range holds more than one answer carries (`simplified`).
 */
export const OrderTrack = z.object({
  orderId: z.number().int(),
  planned: z.array(z.object({ latitude: z.number(), longitude: z.number() })),
  plannedKm: z.number(),
  points: z.array(TrackPoint),
  simplified: z.boolean(),
});
export type OrderTrack = z.infer<typeof OrderTrack>;

export const TollRow = z.object({
  plazaName: z.string(),
  plazaCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  laneDirection: z.string().nullable(),
  at: instant,
});
export const OrderTolls = z.object({ orderId: z.number().int(), tolls: z.array(TollRow) });
export type OrderTolls = z.infer<typeof OrderTolls>;

export const SimFixRow = z.object({
  at: instant,
  latitude: z.number(),
  longitude: z.number(),
  /** Nearest town, since SIM fixes are coarse. */
  placeName: z.string(),
});
export const OrderSimFixes = z.object({ orderId: z.number().int(), fixes: z.array(SimFixRow) });
export type OrderSimFixes = z.infer<typeof OrderSimFixes>;

/**
 * One thing that happened to an order, as data: the screens word it in the reader's language (a sentence
 * from the server could only be English).
 */
export const TimelineEntry = z.discriminatedUnion('kind', [
  z.object({ at: instant, kind: z.literal('status'), status: z.enum(ORDER_STATUSES) }),
  z.object({ at: instant, kind: z.literal('toll'), plazaName: z.string() }),
  z.object({
    at: instant,
    kind: z.literal('ewaybill'),
    number: z.string(),
    change: z.enum(EWAY_BILL_EVENT_KINDS),
    validUntil: instant,
  }),
  z.object({ at: instant, kind: z.literal('alert'), alert: z.enum(ALERT_KINDS) }),
  z.object({ at: instant, kind: z.literal('alert_cleared'), alert: z.enum(ALERT_KINDS) }),
]);
export type TimelineEntry = z.infer<typeof TimelineEntry>;
export const OrderTimeline = z.object({ orderId: z.number().int(), events: z.array(TimelineEntry) });
export type OrderTimeline = z.infer<typeof OrderTimeline>;

/** POST /api/tracking/orders/:id/share */
export const CreateShareLink = z.object({
  hours: z
    .number()
    .int()
    .min(1, 'At least 1 hour')
    .max(24 * 30, 'At most 30 days'),
  kind: z.enum(['location', 'fastag']).default('location'),
});
export type CreateShareLink = z.infer<typeof CreateShareLink>;
export const ShareLink = z.object({
  token: z.string(),
  kind: z.enum(['location', 'fastag']),
  expiresAt: instant,
});
export type ShareLink = z.infer<typeof ShareLink>;

/** GET /api/share/:token — what a consignee sees without signing in. */
export const SharedOrder = z.object({
  orderNumber: z.string(),
  vehicleNumber: z.string().nullable(),
  transporterName: z.string(),
  origin: Place,
  destination: Place,
  status: z.string(),
  expiresAt: instant,
  vehicle: VehicleState.omit({ plantId: true }).nullable(),
  planned: z.array(z.object({ latitude: z.number(), longitude: z.number() })),
  points: z.array(TrackPoint),
  tolls: z.array(TollRow),
});
export type SharedOrder = z.infer<typeof SharedOrder>;
