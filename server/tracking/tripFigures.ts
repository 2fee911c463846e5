import { distanceKm } from '../../src/domain/geo';
import type { TrackPoint } from '../../src/domain/schemas/tracking';
import { chartedSpeeds } from '../../src/domain/trackSpeed';
import { type Stop, trackStops } from '../../src/domain/trackStops';

export interface TripFigures {
  from: string | null;
  to: string | null;
  distanceKm: number;
  runningMinutes: number;
  stoppedMinutes: number;
  averageKmh: number | null;
  topKmh: number | null;
  stops: Stop[];
}

/**
 * The figures of a track of accepted fixes in time order. Stopped time is the stops the replay marks
 * (trackStops: 15 minutes and more within 300 m); shorter halts (signals, toll queues) count as running, as a
 * transporter's own log counts them. The top speed is the highest the speed chart draws (chartedSpeeds: the
 * device's reading unless the track grossly belies it), so the summary never shows a figure the chart does not.
 */
export function tripFigures(points: readonly TrackPoint[]): TripFigures {
  const first = points[0];
  const last = points.at(-1);
  const stops = trackStops(points);
  // A standing truck's receiver wanders a few metres each fix: over a night's halt that adds kilometres the
  // truck never drove, so legs within a stop are not counted.
  const stopped = new Set<number>();
  let s = 0;
  points.forEach((point, i) => {
    while (stops[s] && point.at > stops[s]!.to) s++;
    const stop = stops[s];
    if (stop && point.at >= stop.from && point.at <= stop.to) stopped.add(i);
  });
  let km = 0;
  for (let i = 1; i < points.length; i++)
    if (!(stopped.has(i - 1) && stopped.has(i))) km += distanceKm(points[i - 1]!, points[i]!);
  const spanMinutes = first && last ? (Date.parse(last.at) - Date.parse(first.at)) / 60_000 : 0;
  const stoppedMinutes = stops.reduce((sum, stop) => sum + stop.minutes, 0);
  const runningMinutes = Math.max(0, spanMinutes - stoppedMinutes);
  // A fold, not Math.max(...): a week's track holds more fixes than a call takes arguments.
  const topKmh = chartedSpeeds(points).reduce<number | null>(
    (top, speed) => (speed === null || (top !== null && top >= speed) ? top : speed),
    null,
  );
  return {
    from: first?.at ?? null,
    to: last?.at ?? null,
    distanceKm: km,
    runningMinutes,
    stoppedMinutes,
    averageKmh: runningMinutes > 0 ? km / (runningMinutes / 60) : null,
    topKmh,
    stops,
  };
}
