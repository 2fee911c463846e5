import { z } from 'zod';
import { nationalDigits } from '../../src/domain/indianMobile';
import type { SimFixIn } from '../../src/domain/schemas/ingest';
import { feedInstant } from './feedTime';

/**
 * One fix of a consented mobile from a telecom location-based service, in the generic JSON shape Freightdesk
 * reads (documented in the README): `msisdn` (any common Indian spelling: `91987…`, `+91-98…`, `tel:+91…`),
 * `lat`, `long`, `timestamp` (IST when it has no offset, or epoch ms) and the fix's uncertainty in metres as
 * `accuracy` or `radius`. The names are those the Indian SIM-tracking aggregators use (Airtel Locate's
 * synchronous location, and the MSISDN-keyed fixes of the aggregators reselling Airtel / Jio / Vi LBS, which
 * call the circle `radius`); a provider answering otherwise is adapted to this shape in front of Freightdesk.
 * `status` other than a success word means the operator could not locate the phone this time.
 */
const coordinate = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

export const SimLocation = z.looseObject({
  msisdn: z.union([z.string(), z.number()]).transform((v) => String(v)),
  lat: coordinate.nullish(),
  long: coordinate.nullish(),
  timestamp: z.union([z.string(), z.number()]).nullish(),
  accuracy: coordinate.nullish(),
  radius: coordinate.nullish(),
  status: z.string().nullish(),
});
export type SimLocation = z.infer<typeof SimLocation>;

const LOCATED = new Set(['success', 'located', 'ok', 'retrieved']);
/** Cell-tower fixes are coarse: a provider that leaves the circle out is taken at a town's width. */
export const DEFAULT_SIM_ACCURACY_M = 2_000;

/** The fix as a canonical SIM event, or null when the phone was not located or the answer cannot be read. */
export function simFix(location: SimLocation, orderId?: number): SimFixIn | null {
  if (location.status && !LOCATED.has(location.status.trim().toLowerCase())) return null;
  const mobile = nationalDigits(location.msisdn);
  const at = location.timestamp == null ? null : feedInstant(location.timestamp);
  if (!mobile || !at || location.lat == null || location.long == null) return null;
  const accuracy = location.accuracy ?? location.radius;
  return {
    eventId: `sim-${mobile}-${at.toISOString()}`,
    mobile,
    recordedAt: at.toISOString(),
    latitude: location.lat,
    longitude: location.long,
    accuracyM: accuracy != null && accuracy > 0 ? accuracy : DEFAULT_SIM_ACCURACY_M,
    ...(orderId !== undefined ? { orderId } : {}),
  };
}
