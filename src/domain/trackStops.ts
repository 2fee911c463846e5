import { distanceKm, type LatLng } from './geo';

/** What stop detection needs of a fix (a TrackPoint satisfies it). */
export interface StopFix extends LatLng {
  at: string;
}

/**
 * A halt found in a track: where (its first fix), from when, to when, how long. Its place's name comes from the
 * server (server/tracking/stopPlaces.ts), which holds the PIN localities and the industry's own places.
 */
export interface Stop extends LatLng {
  from: string;
  to: string;
  minutes: number;
}

/** A truck that stays within this radius is standing, whatever its GPS jitter says. */
const STOP_RADIUS_KM = 0.3;
/** Shorter halts (signals, toll queues) are not worth a marker. */
export const MIN_STOP_MINUTES = 15;

/**
 * Stops along a recorded track: runs of fixes that stay within a small radius of the run's first fix for at
 * least MIN_STOP_MINUTES. Points must be in time order (the API returns them so). Pure, so the schedule map,
 * the trip detail and the server's tests find the same stops.
 */
export function trackStops(points: readonly StopFix[], minMinutes = MIN_STOP_MINUTES): Stop[] {
  const stops: Stop[] = [];
  let start = 0;
  const close = (end: number) => {
    const first = points[start];
    const last = points[end];
    if (!first || !last || end <= start) return;
    const minutes = (Date.parse(last.at) - Date.parse(first.at)) / 60_000;
    if (minutes >= minMinutes)
      stops.push({
        latitude: first.latitude,
        longitude: first.longitude,
        from: first.at,
        to: last.at,
        minutes,
      });
  };
  for (let i = 1; i < points.length; i++) {
    if (distanceKm(points[start]!, points[i]!) > STOP_RADIUS_KM) {
      close(i - 1);
      start = i;
    }
  }
  close(points.length - 1);
  return stops;
}
