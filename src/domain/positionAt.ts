import { bearingDeg, interpolate, type LatLng } from './geo';

/** What a replay needs of a recorded fix (TrackPoint satisfies it). */
export interface TimedFix extends LatLng {
  at: string;
  speedKmh: number | null;
  heading: number | null;
}

export interface ReplayPosition extends LatLng {
  /** The instant asked for, clamped to the track's span (ms since epoch). */
  at: number;
  speedKmh: number | null;
  heading: number | null;
  /** Index of the last fix at or before `at`: the driven part of the track is `points.slice(0, index + 1)`. */
  index: number;
}

/** Index of the last fix whose time is ≤ t (0 when t is before the first). Fixes are in time order. */
function lastFixAtOrBefore(times: readonly number[], t: number): number {
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((times[mid] ?? Number.POSITIVE_INFINITY) <= t) low = mid;
    else high = mid - 1;
  }
  return low;
}

const mix = (a: number | null, b: number | null, f: number): number | null => {
  if (a === null) return b;
  if (b === null) return a;
  return a + (b - a) * f;
};

/**
 * The vehicle at instant `t` of a recorded track: linear between the two fixes around `t` (lat/lng and speed),
 * heading along the leg. Before the first fix it stands at the first, after the last at the last; an empty
 * track has no position. `times` are the fixes' instants in ms, passed in so a player parses them once.
 */
export function positionAt(
  points: readonly TimedFix[],
  times: readonly number[],
  t: number,
): ReplayPosition | null {
  const first = points[0];
  const firstAt = times[0];
  if (first === undefined || firstAt === undefined) return null;
  const index = lastFixAtOrBefore(times, t);
  const a = points[index] ?? first;
  const b = points[index + 1];
  const aAt = times[index] ?? firstAt;
  const bAt = times[index + 1];
  if (b === undefined || bAt === undefined || t <= aAt) {
    const at = Math.min(Math.max(t, firstAt), aAt);
    return {
      latitude: a.latitude,
      longitude: a.longitude,
      speedKmh: a.speedKmh,
      heading: a.heading,
      at,
      index,
    };
  }
  const f = bAt === aAt ? 0 : (t - aAt) / (bAt - aAt);
  const moved = a.latitude !== b.latitude || a.longitude !== b.longitude;
  return {
    ...interpolate(a, b, f),
    at: t,
    speedKmh: mix(a.speedKmh, b.speedKmh, f),
    heading: moved ? bearingDeg(a, b) : a.heading,
    index,
  };
}

/** The fixes' instants in ms, for positionAt. */
export const fixTimes = (points: readonly TimedFix[]): number[] => points.map((p) => Date.parse(p.at));
