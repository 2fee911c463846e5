import { describe, expect, it } from 'vitest';
import type { TrackPoint } from '../../src/domain/schemas/tracking';
import { trackStops } from '../../src/domain/trackStops';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { formatDuration } from '../../src/i18n/formatDuration';
import { lineCollection, markerCollection } from '../../src/views/components/map/pathFeatures';

const point = (minute: number, latitude: number, longitude: number): TrackPoint => ({
  at: new Date(Date.UTC(2025, 0, 31, 6, minute)).toISOString(),
  latitude,
  longitude,
  speedKmh: null,
  heading: null,
  source: 'gps',
});

describe('trackStops', () => {
  it('finds a long halt within GPS jitter and ignores a short one', () => {
    const points = [
      point(0, 26.9, 75.8),
      point(10, 27.0, 75.9),
      point(12, 27.0001, 75.9001),
      point(40, 27.0002, 75.9),
      point(50, 27.1, 76.0),
      point(55, 27.1001, 76.0),
      point(60, 27.2, 76.1),
    ];
    expect(trackStops(points)).toEqual([
      {
        latitude: 27.0,
        longitude: 75.9,
        from: points[1]!.at,
        to: points[3]!.at,
        minutes: 30,
      },
    ]);
  });

  it('needs the standing to last the minimum: 15 minutes is a stop, 14 is not', () => {
    const standing = (minutes: number) => [
      point(0, 22.7, 75.8),
      point(5, 22.8, 75.9),
      point(5 + minutes, 22.8005, 75.9005),
      point(30, 22.9, 76.0),
    ];
    expect(trackStops(standing(15)).map((s) => s.minutes)).toEqual([15]);
    expect(trackStops(standing(14))).toEqual([]);
    expect(trackStops(standing(14), 10).map((s) => s.minutes)).toEqual([14]);
  });

  it('ends a stop at the first fix beyond the radius, and finds the next one after it', () => {
    const points = [
      point(0, 21.1, 79.0),
      point(20, 21.1001, 79.0001),
      // 0.4 km on: moving again, slowly.
      point(21, 21.1037, 79.0),
      point(22, 21.2, 79.1),
      point(45, 21.2, 79.1),
    ];
    const stops = trackStops(points);
    expect(stops.map((s) => [s.from, s.to, s.minutes])).toEqual([
      [points[0]!.at, points[1]!.at, 20],
      [points[3]!.at, points[4]!.at, 23],
    ]);
  });

  it('counts a halt at the end of the track', () => {
    expect(trackStops([point(0, 27, 76), point(20, 27, 76)])).toHaveLength(1);
    expect(trackStops([])).toEqual([]);
  });
});

describe('path features', () => {
  it('draws a line only from two points on, in lng/lat order', () => {
    expect(lineCollection([{ latitude: 1, longitude: 2 }]).features).toEqual([]);
    expect(
      lineCollection([
        { latitude: 1, longitude: 2 },
        { latitude: 3, longitude: 4 },
      ]).features[0]?.geometry.coordinates,
    ).toEqual([
      [2, 1],
      [4, 3],
    ]);
  });

  it('labels markers', () => {
    const markers = markerCollection([{ latitude: 1, longitude: 2, name: 'Kherki Daula' }], (m) => m.name);
    expect(markers.features[0]?.properties.label).toBe('Kherki Daula');
  });
});

describe('formatDuration', () => {
  it('reads like a dispatcher would say it', () => {
    const { t } = allLanguagesI18n('en');
    expect(formatDuration(t, 45)).toBe('45 min');
    expect(formatDuration(t, 125)).toBe('2 h 05 min');
    expect(formatDuration(t, 3 * 1440 + 250)).toBe('3 d 4 h');
  });

  it('in Hindi too', () => {
    const { t } = allLanguagesI18n('hi');
    expect(formatDuration(t, 45)).toBe('45 मिनट');
    expect(formatDuration(t, 125)).toBe('2 घं 05 मि');
  });
});
