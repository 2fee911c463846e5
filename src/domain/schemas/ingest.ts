import { z } from 'zod';
import { isIndianMobile, nationalDigits } from '../indianMobile';
import { EWAY_BILL_EVENT_KINDS } from '../statuses';
import { id, instant, int32, real, real4, text } from './storable';

/**
 * Bodies of POST /api/ingest/{gps,sim,fastag,ewaybill}: `{events: [...]}`. The envelope is checked as a whole
 * (a broken envelope is a 400); each event is checked on its own, so one bad reading does not sink a batch.
 */

/** The most events one request may carry; feeds send more as further requests. */
export const MAX_INGEST_BATCH = 5_000;

/** The feeds' own words for their fields' faults; the API speaks English to integrators. */
const saying = (text: string) => ({ error: () => text });

const eventId = text(100).trim().min(1, 'Required');
/** Plates are compared without spaces or dashes and in capitals ("MP 19 HA-1234" is "MP19HA1234"). */
export const VehicleNumber = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,15}$/, 'A vehicle number has 4–15 letters and digits'));
const latitudeRange = saying('Latitude is between -90 and 90');
const latitude = real(-90, 90, { min: latitudeRange, max: latitudeRange });
const longitudeRange = saying('Longitude is between -180 and 180');
const longitude = real(-180, 180, { min: longitudeRange, max: longitudeRange });
const orderId = id;
const label = (max: number) => text(max).trim().min(1, 'Required');
export const IngestEnvelope = z.object({
  events: z
    .array(z.unknown())
    .min(1, 'Send at least one event')
    .max(MAX_INGEST_BATCH, `At most ${MAX_INGEST_BATCH} events per request`),
});

export const GpsFixIn = z.object({
  eventId,
  vehicleNumber: VehicleNumber,
  orderId: orderId.optional(),
  recordedAt: instant(),
  latitude,
  longitude,
  speedKmh: real4(0, 200, { max: saying('Speed above 200 km/h is not a truck') }).optional(),
  heading: real4(0, 360).optional(),
  /** What the vehicle's own unit reports beside the fix (Traccar's `ignition` and `odometer` attributes). */
  ignition: z.boolean().optional(),
  odometerKm: real(0, 10_000_000).optional(),
});
export type GpsFixIn = z.infer<typeof GpsFixIn>;

/**
 * A GPS fix from an adapter of a device format (OsmAnd, Traccar), not a route's body: the device's own id is
 * kept with it, and the vehicle is there only when the device is issued to a truck or named after one on a
 * trip; without it the fix is kept against the device alone.
 */
export const DeviceFixIn = GpsFixIn.omit({ orderId: true }).extend({
  vehicleNumber: VehicleNumber.optional(),
  deviceId: text(100).min(1),
});
export type DeviceFixIn = z.infer<typeof DeviceFixIn>;

export const SimFixIn = z.object({
  eventId,
  /** The driver's mobile in any common spelling (`+91 98…`, `0919…`, `098…`), kept as its ten digits. */
  mobile: z
    .string()
    .transform((v) => nationalDigits(v) ?? v)
    .refine(isIndianMobile, 'A 10-digit Indian mobile number'),
  orderId: orderId.optional(),
  recordedAt: instant(),
  latitude,
  longitude,
  accuracyM: real(0, 50_000).refine((m) => m > 0, 'Accuracy is more than 0 m'),
});
export type SimFixIn = z.infer<typeof SimFixIn>;

/**
 * A fix of the driver's phone through the driver link, as the pipeline takes it: the route, not the phone,
 * names the order, from the link's token (server/http/tracking/driverLinkRoutes.ts).
 */
export const DriverAppFixIn = z.object({
  eventId,
  orderId,
  recordedAt: instant(),
  latitude,
  longitude,
  speedKmh: real4(0, 200).optional(),
  heading: real4(0, 360).optional(),
});
export type DriverAppFixIn = z.infer<typeof DriverAppFixIn>;

export const TollReadIn = z.object({
  eventId,
  vehicleNumber: VehicleNumber,
  orderId: orderId.optional(),
  plazaName: label(200),
  plazaCode: label(50),
  latitude,
  longitude,
  laneDirection: label(30),
  readAt: instant(),
});
export type TollReadIn = z.infer<typeof TollReadIn>;

export const EwayBillEventIn = z.object({
  eventId,
  ewaybillNumber: z.string().regex(/^\d{12}$/, 'An e-way bill number has 12 digits'),
  kind: z.enum(EWAY_BILL_EVENT_KINDS),
  validUntil: instant(),
  vehicleNumber: VehicleNumber.optional(),
  orderId: orderId.optional(),
  at: instant(),
  distanceKm: int32(0, 4_000).optional(),
});
export type EwayBillEventIn = z.infer<typeof EwayBillEventIn>;

export const INGEST_SOURCES = ['gps', 'sim', 'fastag', 'ewaybill'] as const;
export type IngestSource = (typeof INGEST_SOURCES)[number];

export const INGEST_ITEM_SCHEMAS = {
  gps: GpsFixIn,
  sim: SimFixIn,
  fastag: TollReadIn,
  ewaybill: EwayBillEventIn,
} as const;

/** The field that says when each feed's event happened: bounded by the server's clock on arrival. */
export const EVENT_TIME_FIELD = {
  gps: 'recordedAt',
  sim: 'recordedAt',
  fastag: 'readAt',
  ewaybill: 'at',
} as const satisfies Record<IngestSource, string>;

/**
 * A feed's batch as integrators are shown it, each event in that feed's shape. The route validates the
 * envelope only (`IngestEnvelope`) and each event on its own, so one bad reading does not sink a batch.
 */
export const ingestBatchOf = (source: IngestSource) =>
  z.object({
    events: z.array(INGEST_ITEM_SCHEMAS[source]).min(1).max(MAX_INGEST_BATCH),
  });

export const RejectedEvent = z.object({
  /** Position of the event in the request's `events`. */
  index: z.number().int().nonnegative(),
  eventId: z.string().optional(),
  /** Field path → message. */
  fields: z.record(z.string(), z.string()),
});
export type RejectedEvent = z.infer<typeof RejectedEvent>;

/** 200 when nothing was rejected, 207 when some events were (the rest are stored). */
export const IngestReply = z.object({
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  rejected: z.array(RejectedEvent),
});
export type IngestReply = z.infer<typeof IngestReply>;
