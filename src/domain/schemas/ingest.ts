import { z } from 'zod';

/**
 * Bodies of POST /api/ingest/{gps,sim,fastag,ewaybill}: `{events: [...]}`. The envelope is checked as a whole
 * (a broken envelope is a 400); each event is checked on its own, so one bad reading does not sink a batch.
 */

/** The most events one request may carry; feeds send more as further requests. */
export const MAX_INGEST_BATCH = 5_000;

const isoInstant = z.iso.datetime({
  offset: true,
  error: 'Use an ISO 8601 date-time, e.g. 2025-01-31T10:15:00Z',
});
const eventId = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
/** Plates are compared without spaces or dashes and in capitals ("MP 19 HA-1234" is "MP19HA1234"). */
export const VehicleNumber = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,15}$/, 'A vehicle number has 4–15 letters and digits'));
const latitude = z
  .number()
  .min(-90, 'Latitude is between -90 and 90')
  .max(90, 'Latitude is between -90 and 90');
const longitude = z
  .number()
  .min(-180, 'Longitude is between -180 and 180')
  .max(180, 'Longitude is between -180 and 180');
const orderId = z.number().int().positive();

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
  recordedAt: isoInstant,
  latitude,
  longitude,
  speedKmh: z.number().min(0).max(200, 'Speed above 200 km/h is not a truck').optional(),
  heading: z.number().min(0).max(360).optional(),
});
export type GpsFixIn = z.infer<typeof GpsFixIn>;

export const SimFixIn = z.object({
  eventId,
  /** The driver's mobile; only numbers with granted consent are tracked. */
  mobile: z.string().regex(/^[6-9]\d{9}$/, 'A 10-digit Indian mobile number'),
  orderId: orderId.optional(),
  recordedAt: isoInstant,
  latitude,
  longitude,
  accuracyM: z.number().positive().max(50_000),
});
export type SimFixIn = z.infer<typeof SimFixIn>;

export const TollReadIn = z.object({
  eventId,
  vehicleNumber: VehicleNumber,
  orderId: orderId.optional(),
  plazaName: z.string().trim().min(1).max(200),
  plazaCode: z.string().trim().min(1).max(50),
  latitude,
  longitude,
  laneDirection: z.string().trim().min(1).max(30),
  readAt: isoInstant,
});
export type TollReadIn = z.infer<typeof TollReadIn>;

export const EWAY_BILL_EVENT_KINDS = ['generated', 'partB', 'extended', 'cancelled'] as const;
export type EwayBillEventKind = (typeof EWAY_BILL_EVENT_KINDS)[number];

export const EwayBillEventIn = z.object({
  eventId,
  ewaybillNumber: z.string().regex(/^\d{12}$/, 'An e-way bill number has 12 digits'),
  kind: z.enum(EWAY_BILL_EVENT_KINDS),
  validUntil: isoInstant,
  vehicleNumber: VehicleNumber.optional(),
  orderId: orderId.optional(),
  at: isoInstant,
  distanceKm: z.number().int().min(0).max(4_000).optional(),
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
