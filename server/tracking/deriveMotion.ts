import { delayMinutes as delayPast, etaAt as etaFrom, STANDING_KMH } from '../../src/domain/eta';
import { distanceKm, type LatLng, placeOnLine } from '../../src/domain/geo';
import { nearestTown, ROAD_FACTOR } from '../../src/domain/shortestRoute';

/** What a trip is measured against. */
export interface TripPlan {
  polyline: readonly LatLng[];
  /** Road km of the planned route. */
  km: number;
  /** Arrival the SLA promises (trip start + transit days). */
  promisedBy: Date;
}

export interface Fix extends LatLng {
  at: Date;
  speedKmh: number | null;
}

/** The part of the previous latest state the next one depends on. */
export interface PriorMotion extends LatLng {
  lastFixAt: Date;
  stoppedSince: Date | null;
}

export interface Motion {
  /** Reported speed, or the speed between the previous and this fix for feeds that report none (SIM). */
  speedKmh: number | null;
  stoppedSince: Date | null;
  progress: number;
  distanceLeftKm: number;
  offRouteKm: number;
  etaAt: Date;
  delayMinutes: number;
  placeName: string;
}

/** Only infer speed over a minute or more: coarse fixes seconds apart make nonsense speeds. */
const MIN_INFER_MS = 60_000;

function inferredSpeed(fix: Fix, prior: PriorMotion | null): number | null {
  if (fix.speedKmh !== null) return fix.speedKmh;
  if (!prior) return null;
  const ms = fix.at.getTime() - prior.lastFixAt.getTime();
  if (ms < MIN_INFER_MS) return null;
  return (distanceKm(prior, fix) / ms) * 3_600_000;
}

/** Progress, distance left, ETA, delay and standstill after a fix; `prior` is the state before it. */
export function deriveMotion(plan: TripPlan, fix: Fix, prior: PriorMotion | null): Motion {
  const place = placeOnLine(fix, plan.polyline);
  const lineKm = plan.km / ROAD_FACTOR;
  const progress = lineKm > 0 ? Math.min(1, Math.max(0, place.alongKm / lineKm)) : 1;
  // Off the route, the way back to it counts as distance still to drive.
  const distanceLeftKm = Math.max(0, plan.km * (1 - progress) + place.offKm * ROAD_FACTOR);
  const speedKmh = inferredSpeed(fix, prior);
  const standing = speedKmh !== null && speedKmh < STANDING_KMH;
  const stoppedSince = standing
    ? (prior?.stoppedSince ?? fix.at)
    : speedKmh === null
      ? (prior?.stoppedSince ?? null)
      : null;
  const eta = etaFrom(distanceLeftKm, fix.at);
  return {
    speedKmh,
    stoppedSince,
    progress,
    distanceLeftKm,
    offRouteKm: place.offKm,
    etaAt: eta,
    delayMinutes: delayPast(eta, plan.promisedBy),
    placeName: nearestTown(fix).town.name,
  };
}
