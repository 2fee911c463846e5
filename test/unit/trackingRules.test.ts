import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS } from '../../server/tracking/alertThresholds';
import { deriveAlerts, newAlerts } from '../../server/tracking/deriveAlerts';
import { deriveMotion, type TripPlan } from '../../server/tracking/deriveMotion';
import { defaultTransitDays, delayMinutes, etaAt, PLANNING_SPEED_KMH } from '../../src/domain/eta';
import { canExtend, validityDays, validUntil } from '../../src/domain/ewayBill';
import { shortestRoute } from '../../src/domain/shortestRoute';

const H = 3_600_000;
const t0 = new Date('2025-03-01T06:00:00Z');
const route = shortestRoute('Satna', 'Jabalpur')!;
const plan: TripPlan = {
  polyline: route.polyline,
  km: route.km,
  promisedBy: new Date(t0.getTime() + 24 * H),
};

describe('e-way bill validity', () => {
  it('gives one day per 200 km or part of it', () => {
    expect(validityDays(1)).toBe(1);
    expect(validityDays(200)).toBe(1);
    expect(validityDays(201)).toBe(2);
    expect(validityDays(1_000)).toBe(5);
    expect(validUntil(t0, 450).getTime() - t0.getTime()).toBe(3 * 24 * H);
  });

  it('allows extension only from 8 h before to 8 h after expiry', () => {
    const expiry = new Date(t0.getTime() + 48 * H);
    expect(canExtend(expiry, new Date(expiry.getTime() - 8 * H - 1))).toBe(false);
    expect(canExtend(expiry, new Date(expiry.getTime() - 8 * H))).toBe(true);
    expect(canExtend(expiry, expiry)).toBe(true);
    expect(canExtend(expiry, new Date(expiry.getTime() + 8 * H))).toBe(true);
    expect(canExtend(expiry, new Date(expiry.getTime() + 8 * H + 1))).toBe(false);
  });
});

describe('ETA and delay', () => {
  it('drives the distance left at the planning speed', () => {
    expect(etaAt(PLANNING_SPEED_KMH * 2, t0).getTime()).toBe(t0.getTime() + 2 * H);
    expect(delayMinutes(new Date(t0.getTime() + 90 * 60_000), t0)).toBe(90);
    expect(delayMinutes(t0, new Date(t0.getTime() + H))).toBe(0);
    expect(defaultTransitDays(650)).toBe(4);
  });
});

describe('deriveMotion', () => {
  it('measures progress, distance left and off-route distance along the plan', () => {
    const start = deriveMotion(plan, { ...route.polyline[0]!, at: t0, speedKmh: 40 }, null);
    expect(start.progress).toBeCloseTo(0, 3);
    expect(start.distanceLeftKm).toBeCloseTo(route.km, 0);
    const end = deriveMotion(plan, { ...route.polyline.at(-1)!, at: t0, speedKmh: 40 }, null);
    expect(end.progress).toBeCloseTo(1, 3);
    expect(end.distanceLeftKm).toBeCloseTo(0, 1);
    expect(end.placeName).toBe('Jabalpur');
  });

  it('never reports progress outside 0..1 and the distance left never exceeds the route plus the way back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 27, noNaN: true }),
        fc.double({ min: 78, max: 84, noNaN: true }),
        (latitude, longitude) => {
          const m = deriveMotion(plan, { latitude, longitude, at: t0, speedKmh: null }, null);
          expect(m.progress).toBeGreaterThanOrEqual(0);
          expect(m.progress).toBeLessThanOrEqual(1);
          expect(m.distanceLeftKm).toBeLessThanOrEqual(route.km + m.offRouteKm * 1.2 + 1e-6);
        },
      ),
    );
  });

  it('keeps the start of a standstill and infers speed for feeds without it', () => {
    const p = route.polyline[1]!;
    const first = deriveMotion(plan, { ...p, at: t0, speedKmh: 0 }, null);
    expect(first.stoppedSince).toEqual(t0);
    const later = new Date(t0.getTime() + 30 * 60_000);
    const still = deriveMotion(
      plan,
      { ...p, at: later, speedKmh: null },
      { ...p, lastFixAt: t0, stoppedSince: t0 },
    );
    expect(still.speedKmh).toBeCloseTo(0, 5);
    expect(still.stoppedSince).toEqual(t0);
    const moving = deriveMotion(
      plan,
      { ...route.polyline[2]!, at: later, speedKmh: 45 },
      { ...p, lastFixAt: t0, stoppedSince: t0 },
    );
    expect(moving.stoppedSince).toBeNull();
  });
});

describe('deriveAlerts', () => {
  const quiet = {
    lastFixAt: t0,
    stoppedSince: null,
    offRouteKm: 0,
    etaAt: new Date(t0.getTime() + 5 * H),
    delayMinutes: 0,
    progress: 0.5,
    ewaybillValidUntil: new Date(t0.getTime() + 48 * H),
  };
  const T = DEFAULT_ALERT_THRESHOLDS;

  it('raises nothing for a healthy truck', () => {
    expect(deriveAlerts(quiet, t0, T)).toEqual([]);
  });

  it('raises each alert past its threshold, not before', () => {
    const at = (min: number) => new Date(t0.getTime() + min * 60_000);
    expect(deriveAlerts(quiet, at(T.noSignalMinutes), T)).toEqual([]);
    expect(deriveAlerts(quiet, at(T.noSignalMinutes + 1), T)).toEqual(['no_signal']);
    expect(deriveAlerts({ ...quiet, stoppedSince: at(-T.longStopMinutes - 1) }, t0, T)).toEqual([
      'long_stop',
    ]);
    expect(
      deriveAlerts({ ...quiet, stoppedSince: at(-T.longStopMinutes - 1), progress: 0.995 }, t0, T),
    ).toEqual([]);
    expect(deriveAlerts({ ...quiet, offRouteKm: T.offRouteKm + 0.1 }, t0, T)).toEqual(['off_route']);
    expect(deriveAlerts({ ...quiet, ewaybillValidUntil: at(60) }, t0, T)).toEqual(['eway_bill_expiring']);
    expect(deriveAlerts({ ...quiet, delayMinutes: 1 }, t0, T)).toEqual(['late']);
  });

  it('names only the alerts that are new', () => {
    expect(newAlerts(['late'], ['no_signal', 'late'])).toEqual(['no_signal']);
    expect(newAlerts(['late'], [])).toEqual([]);
  });
});
