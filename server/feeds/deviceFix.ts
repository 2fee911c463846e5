import type { z } from 'zod';
import { feedInstant } from './feedTime';

/**
 * A fix from a device of a real feed format, in the canonical units, before its device is known: the adapters
 * (osmand.ts, traccarForward.ts) make these, `ingestDeviceFixes.ts` finds each one's vehicle.
 */
export interface DeviceFix {
  /** What the device calls itself, in the order to try them: its identifier, then (Traccar) its name. */
  deviceIds: readonly string[];
  at: Date;
  latitude: number;
  longitude: number;
  speedKmh?: number;
  heading?: number;
  ignition?: boolean;
  odometerKm?: number;
}

/** A fix or why it is not one, by field (the format's own field names). */
export type Mapped = { ok: true; fix: DeviceFix } | { ok: false; fields: Record<string, string> };

export const KMH_PER_KNOT = 1.852;
export const KMH_PER_MPS = 3.6;

/** Speeds and headings a feed says it does not know come as negative numbers (-1); they are left out. */
export const known = (value: number | undefined): number | undefined =>
  value === undefined || value < 0 ? undefined : value;

/** km/h to the tenth, as the positions table keeps it (single precision). */
export const kmh = (value: number | undefined, factor: number): number | undefined => {
  const v = known(value);
  return v === undefined ? undefined : Math.round(v * factor * 10) / 10;
};

/** A course of exactly 360° is north, stored as 0 like every other. */
export const heading = (value: number | undefined): number | undefined => {
  const v = known(value);
  return v === undefined ? undefined : v % 360;
};

/**
 * The idempotency key of a fix: its device and its own time, so a client that sends the same fix again (a
 * retry after a lost answer, a queue replayed after being offline) is counted as a duplicate. The OsmAnd and
 * Traccar routes share it, so a fix reaching both is stored once.
 */
export const fixEventId = (deviceId: string, at: Date): string =>
  `dev:${deviceId.slice(0, 60)}@${at.getTime()}`;

/**
 * A fix at 0°, 0° is a device without a fix reporting its default (Traccar then uses the last known
 * position); it is refused rather than drawn in the Gulf of Guinea.
 */
export const isNullIsland = (latitude: number, longitude: number): boolean =>
  latitude === 0 && longitude === 0;

/**
 * A device's time: Unix seconds or milliseconds (as OsmAnd clients send them; a number below 2^31 is seconds,
 * as Traccar reads it), an ISO time with its offset, or a wall time without one ("yyyy-MM-dd HH:mm:ss", or
 * ISO without a zone) read in UTC, the zone a GPS keeps (`feedTime.ts` says why), never in the server's own
 * zone. Null when it is none of these.
 */
export function feedTime(text: string): Date | null {
  const value = text.trim();
  if (/^\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    const at = new Date(n < 2 ** 31 ? Math.round(n * 1000) : Math.round(n));
    return Number.isNaN(at.getTime()) ? null : at;
  }
  return /^\d{4}-\d{2}-\d{2}[ T]/.test(value) ? feedInstant(value, 'UTC') : null;
}

/** Without its absent fields, so the canonical event carries no `undefined` keys. */
export function defined(fix: DeviceFix): DeviceFix {
  return Object.fromEntries(Object.entries(fix).filter(([, v]) => v !== undefined)) as unknown as DeviceFix;
}

/** Field → message of a failed parse, by the format's own field names. */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return fields;
}
