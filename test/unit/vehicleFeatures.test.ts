import { describe, expect, it } from 'vitest';
import {
  alertSeverity,
  LARGE_FLEET,
  vehicleCollection,
  vehicleDiff,
  vehicleFeature,
  vehiclePushIntervalMs,
} from '../../src/views/components/map/vehicleFeatures';
import { vehicle } from './vehicleFixture';

describe('vehicleFeature', () => {
  it('places the vehicle at its last fix with its order id as feature id', () => {
    const feature = vehicleFeature(vehicle({ orderId: 9, alerts: ['late'] }));
    expect(feature).toEqual({
      type: 'Feature',
      id: 9,
      geometry: { type: 'Point', coordinates: [76.4, 27.5] },
      properties: { vehicleNumber: 'RJ14GB1234', severity: 1 },
    });
  });

  it('leaves out a vehicle that has no fix yet', () => {
    expect(vehicleFeature(vehicle({ lastFix: null }))).toBeNull();
    expect(vehicleCollection([vehicle({ lastFix: null }), vehicle({ orderId: 2 })]).features).toHaveLength(1);
  });

  it('ranks alerts: action needed over a look needed over none', () => {
    expect(alertSeverity([])).toBe(0);
    expect(alertSeverity(['long_stop', 'late'])).toBe(1);
    expect(alertSeverity(['late', 'off_route'])).toBe(2);
    expect(alertSeverity(['eway_bill_expiring'])).toBe(2);
  });
});

describe('vehicleDiff', () => {
  const a = vehicle({ orderId: 1 });
  const b = vehicle({ orderId: 2 });
  const c = vehicle({ orderId: 3 });

  it('adds, updates and removes by feature id, and leaves unchanged vehicles alone', () => {
    const pushed = new Map();
    expect(vehicleDiff(pushed, [a, b, c])?.add?.map((f) => f.id)).toEqual([1, 2, 3]);

    const moved = vehicle({
      orderId: 2,
      seq: 2,
      alerts: ['no_signal'],
      lastFix: { ...b.lastFix!, latitude: 28, longitude: 77 },
    });
    const d = vehicle({ orderId: 4 });
    const diff = vehicleDiff(pushed, [a, moved, d]);
    expect(diff?.add?.map((f) => f.id)).toEqual([4]);
    expect(diff?.remove).toEqual([3]);
    expect(diff?.update).toEqual([
      {
        id: 2,
        newGeometry: { type: 'Point', coordinates: [77, 28] },
        // Only what changed crosses to the map's worker: the place and the severity, not the number.
        addOrUpdateProperties: [{ key: 'severity', value: 2 }],
      },
    ]);
    expect([...pushed.keys()]).toEqual([1, 2, 4]);
  });

  it('sends a moved vehicle with unchanged properties as a new place alone', () => {
    const pushed = new Map();
    vehicleDiff(pushed, [a]);
    const moved = vehicle({ orderId: 1, seq: 2, lastFix: { ...a.lastFix!, latitude: 27.6 } });
    expect(vehicleDiff(pushed, [moved])?.update).toEqual([
      { id: 1, newGeometry: { type: 'Point', coordinates: [76.4, 27.6] } },
    ]);
  });

  it('is null when nothing changed, and removes a vehicle that lost its fix', () => {
    const pushed = new Map();
    vehicleDiff(pushed, [a, b]);
    expect(vehicleDiff(pushed, [a, b])).toBeNull();
    expect(vehicleDiff(pushed, [a, vehicle({ orderId: 2, seq: 3, lastFix: null })])).toEqual({
      add: [],
      update: [],
      remove: [2],
    });
    expect([...pushed.keys()]).toEqual([1]);
  });
});

describe('vehiclePushIntervalMs', () => {
  it('updates a smaller fleet on every board refresh and a large one every other refresh', () => {
    expect(vehiclePushIntervalMs(LARGE_FLEET - 1)).toBe(0);
    expect(vehiclePushIntervalMs(LARGE_FLEET)).toBe(2_000);
  });
});
