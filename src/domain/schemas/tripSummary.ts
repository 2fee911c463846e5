import { z } from 'zod';

/**
 * Where a stop happened: one of the industry's own places (a plant, a client's or vendor's address) when the
 * truck stood within a small radius of it, else the nearest locality of India's PIN dataset with its district
 * and state. Names are data as stored or shipped, never translated.
 */
export const StopPlace = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('own'), name: z.string() }),
  z.object({ kind: z.literal('locality'), name: z.string(), district: z.string(), state: z.string() }),
]);
export type StopPlace = z.infer<typeof StopPlace>;

export const NamedStop = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** Arrival and departure: the stop's first and last fix. */
  from: z.string(),
  to: z.string(),
  minutes: z.number(),
  /** Null only where no locality lies within 50 km (no PIN dataset's place to name it by). */
  place: StopPlace.nullable(),
});
export type NamedStop = z.infer<typeof NamedStop>;

/**
 * A trip's figures from its accepted fixes (implausible ones are off the track): the distance along them, the
 * time between the first and last fix split into stopped (the stops the replay marks) and running, the average
 * speed while running and the top speed the speed chart shows.
 */
export const TripSummary = z.object({
  orderId: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  distanceKm: z.number(),
  runningMinutes: z.number(),
  stoppedMinutes: z.number(),
  /** km/h over the running time; null with no running time. */
  averageKmh: z.number().nullable(),
  /** km/h; null on a track with no speed readings (FASTag and SIM fixes carry none). */
  topKmh: z.number().nullable(),
  stops: z.array(NamedStop),
});
export type TripSummary = z.infer<typeof TripSummary>;

export const TRIP_REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export const TripReportQuery = z.object({ format: z.enum(TRIP_REPORT_FORMATS) });

/** A stop's place in one line: the own place's name, or "Kuchinda, Sambalpur, Odisha" (a repeated name once). */
export function stopPlaceLabel(place: StopPlace | null): string {
  if (!place) return '-';
  if (place.kind === 'own') return place.name;
  const parts = [place.name, place.district, place.state].filter((part) => part !== '');
  return parts.filter((part, i) => parts.indexOf(part) === i).join(', ');
}
