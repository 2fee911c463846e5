import { describe, expect, it } from 'vitest';
import type { TrackPoint } from '../../src/domain/schemas/tracking';
import { chartedSpeeds } from '../../src/domain/trackSpeed';

const t0 = Date.parse('2026-11-30T06:00:00Z');
/** A point `km` north of 21°N at `seconds`, with the device's own speed. */
const point = (km: number, seconds: number, speedKmh: number | null): TrackPoint => ({
  at: new Date(t0 + seconds * 1000).toISOString(),
  latitude: 21 + km / 111.195,
  longitude: 79,
  speedKmh,
  heading: 0,
  source: 'gps',
});

describe('chartedSpeeds', () => {
  it('keeps the device’s speed where it agrees with the track', () => {
    // 1 km a minute is 60 km/h; the device says 55 and 65.
    expect(chartedSpeeds([point(0, 0, 55), point(1, 60, 65)])).toEqual([55, 65]);
  });

  it('charts the track’s speed where the device’s is grossly off', () => {
    const speeds = chartedSpeeds([point(0, 0, 60), point(1, 60, 250), point(2, 120, 0)]);
    expect(speeds[0]).toBe(60);
    expect(speeds[1]).toBeCloseTo(60, 0);
    expect(speeds[2]).toBeCloseTo(60, 0);
  });

  it('judges the first fix by the leg to the second', () => {
    expect(chartedSpeeds([point(0, 0, 200), point(1, 60, 60)])[0]).toBeCloseTo(60, 0);
  });

  it('leaves the device’s speed over a long gap, and charts nothing where the device reported none', () => {
    // Two hours between fixes: the average (0.5 km/h) hides a stop, so the device's 70 is kept.
    expect(chartedSpeeds([point(0, 0, 70), point(1, 7_200, 70)])).toEqual([70, 70]);
    expect(chartedSpeeds([point(0, 0, null), point(1, 60, null)])).toEqual([null, null]);
    expect(chartedSpeeds([])).toEqual([]);
  });
});
