import { distanceKm } from './geo';
import type { TrackPoint } from './schemas/tracking';

/**
 * How far a device's own speed may stray from the speed its track implies before the chart believes the
 * track: speedometers of cheap units report 0 or 250 km/h while the truck plainly covers ground at 60.
 */
export const GROSS_SPEED_GAP_KMH = 50;
/**
 * Only a leg this short says how fast the truck was going at its end: over a longer gap (a sampled week, a
 * lost signal) the average hides stops and the device's instant reading is the better one.
 */
const LEG_MAX_MS = 10 * 60_000;

/** km/h between two fixes, or null when they say nothing about speed (same instant, or too far apart). */
function legKmh(a: TrackPoint, b: TrackPoint): number | null {
  const ms = Math.abs(Date.parse(b.at) - Date.parse(a.at));
  if (ms === 0 || ms > LEG_MAX_MS) return null;
  return distanceKm(a, b) / (ms / 3_600_000);
}

/**
 * The speed to chart at each fix of a track (its accepted fixes, in time order): the device's, unless it
 * disagrees grossly with the distance over time to the fix before (the one after, for the first), then the
 * track's. A fix with no device speed stays without one, so a feed that reports none still charts nothing.
 */
export function chartedSpeeds(points: readonly TrackPoint[]): (number | null)[] {
  return points.map((p, i) => {
    if (p.speedKmh === null) return null;
    const neighbour = i > 0 ? points[i - 1] : points[i + 1];
    const track = neighbour ? legKmh(neighbour, p) : null;
    return track !== null && Math.abs(p.speedKmh - track) > GROSS_SPEED_GAP_KMH ? track : p.speedKmh;
  });
}
