import { describe, expect, it } from 'vitest';
import { isImplausibleFix } from '../../src/domain/fixPlausibility';

const t0 = Date.parse('2026-11-30T06:00:00Z');
const fix = (latitude: number, longitude: number, seconds: number) => ({
  latitude,
  longitude,
  at: new Date(t0 + seconds * 1000),
});
const nagpur = fix(21.1458, 79.0882, 0);

describe('isImplausibleFix', () => {
  it('judges a 2,000 km jump in 9 seconds implausible', () => {
    expect(isImplausibleFix(nagpur, fix(28.6139, 77.209, 9))).toBe(true);
  });

  it('believes a truck at highway speed: 10 km in 10 minutes (60 km/h)', () => {
    expect(isImplausibleFix(nagpur, fix(21.1458 + 0.09, 79.0882, 600))).toBe(false);
  });

  it('judges 20 km in 5 minutes (240 km/h) implausible, and believes it over 10 minutes (120 km/h)', () => {
    const twentyKmNorth = 21.1458 + 0.18;
    expect(isImplausibleFix(nagpur, fix(twentyKmNorth, 79.0882, 300))).toBe(true);
    expect(isImplausibleFix(nagpur, fix(twentyKmNorth, 79.0882, 600))).toBe(false);
  });

  it('does not judge short hops, however fast GPS jitter makes them look', () => {
    // About 3.3 km in one second: jitter or a cold start, but not far enough to redraw the map.
    expect(isImplausibleFix(nagpur, fix(21.1458 + 0.03, 79.0882, 1))).toBe(false);
    expect(isImplausibleFix(nagpur, fix(21.1458, 79.0882, 0))).toBe(false);
  });

  it('judges a far jump with no time between the fixes implausible', () => {
    expect(isImplausibleFix(nagpur, fix(21.1458 + 0.2, 79.0882, 0))).toBe(true);
  });

  it('draws the line at 150 km/h just past 5 km', () => {
    // 0.1° of latitude is about 11.1 km: at 150 km/h that takes about 267 s.
    expect(isImplausibleFix(nagpur, fix(21.2458, 79.0882, 260))).toBe(true);
    expect(isImplausibleFix(nagpur, fix(21.2458, 79.0882, 275))).toBe(false);
  });
});
