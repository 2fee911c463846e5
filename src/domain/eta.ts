/**
 * The speed model behind ETAs: a loaded truck on Indian national highways cruises at 40–55 km/h and halts
 * for food, rest and checks; 38 km/h over the whole remaining distance matches the 350–450 km a day
 * transporters quote for long haul.
 */
export const PLANNING_SPEED_KMH = 38;

/** Below this a truck is standing, not crawling (GPS jitter reports 1–3 km/h at rest). */
export const STANDING_KMH = 3;

const HOUR_MS = 3_600_000;

/** Expected arrival, given the road km left and the time of the last fix. */
export function etaAt(distanceLeftKm: number, from: Date, speedKmh = PLANNING_SPEED_KMH): Date {
  return new Date(from.getTime() + (Math.max(0, distanceLeftKm) / speedKmh) * HOUR_MS);
}

/** Transit days a lane without an agreed SLA is held to: 300 km a day, plus a day for loading and paperwork. */
export function defaultTransitDays(routeKm: number): number {
  return Math.ceil(routeKm / 300) + 1;
}

/** Minutes an ETA runs past the promised arrival (0 when on time). */
export function delayMinutes(eta: Date, promisedBy: Date): number {
  return Math.max(0, Math.round((eta.getTime() - promisedBy.getTime()) / 60_000));
}
