import { describe, expect, it } from 'vitest';
import { fixTimes, positionAt, type TimedFix } from '../../src/domain/positionAt';

const fix = (at: string, latitude: number, longitude: number, speedKmh: number | null): TimedFix => ({
  at,
  latitude,
  longitude,
  speedKmh,
  heading: 90,
});

const track = [
  fix('2026-03-01T10:00:00Z', 19, 73, 40),
  fix('2026-03-01T10:10:00Z', 19, 73.2, 60),
  fix('2026-03-01T10:20:00Z', 19.2, 73.2, null),
];
const times = fixTimes(track);
const t = (iso: string) => Date.parse(iso);

describe('positionAt', () => {
  it('has no position on an empty track', () => {
    expect(positionAt([], [], 0)).toBeNull();
  });

  it('interpolates lat/lng and speed between the fixes around t', () => {
    const p = positionAt(track, times, t('2026-03-01T10:05:00Z'));
    expect(p?.latitude).toBeCloseTo(19);
    expect(p?.longitude).toBeCloseTo(73.1);
    expect(p?.speedKmh).toBeCloseTo(50);
    expect(p?.heading).toBeCloseTo(90, 0);
    expect(p?.index).toBe(0);
  });

  it('heads along the leg, not the fix’s own heading', () => {
    const p = positionAt(track, times, t('2026-03-01T10:15:00Z'));
    expect(p?.latitude).toBeCloseTo(19.1);
    expect(p?.heading).toBeCloseTo(0, 0);
    // A missing speed takes the known one rather than inventing zero.
    expect(p?.speedKmh).toBe(60);
    expect(p?.index).toBe(1);
  });

  it('is exactly a fix at its instant', () => {
    const p = positionAt(track, times, t('2026-03-01T10:10:00Z'));
    expect(p).toMatchObject({ latitude: 19, longitude: 73.2, speedKmh: 60, index: 1 });
  });

  it('clamps before the first and after the last fix', () => {
    expect(positionAt(track, times, t('2026-03-01T09:00:00Z'))).toMatchObject({
      latitude: 19,
      longitude: 73,
      index: 0,
      at: times[0],
    });
    expect(positionAt(track, times, t('2026-03-01T11:00:00Z'))).toMatchObject({
      latitude: 19.2,
      longitude: 73.2,
      index: 2,
      at: times[2],
    });
  });

  it('stands still between two fixes at one place', () => {
    const parked = [fix('2026-03-01T10:00:00Z', 20, 75, 0), fix('2026-03-01T11:00:00Z', 20, 75, 0)];
    const p = positionAt(parked, fixTimes(parked), t('2026-03-01T10:30:00Z'));
    expect(p).toMatchObject({ latitude: 20, longitude: 75, speedKmh: 0, heading: 90 });
  });
});
