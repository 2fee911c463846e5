import { describe, expect, it } from 'vitest';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { runToEnd } from '../../src/domain/slicedWork';
import { type ShownVehicles, VehiclesToLookAt } from '../../src/views/components/map/shownVehicles';
import {
  alertSeverity,
  degreesPerPixel,
  LARGE_FLEET,
  type PushedVehicles,
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
    const diff = runToEnd(
      vehicleDiff(new Map(), [1, 2], (orderId) =>
        orderId === 1 ? vehicle({ lastFix: null }) : vehicle({ orderId }),
      ),
    );
    expect(diff?.add?.map((feature) => feature.id)).toEqual([2]);
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
  /** The diff to a map that shows `next`, looking at every truck on the map or in `next`. */
  const diffTo = (pushed: PushedVehicles, next: readonly VehicleState[]) => {
    const byId = new Map(next.map((v) => [v.orderId, v]));
    return runToEnd(vehicleDiff(pushed, new Set([...pushed.keys(), ...byId.keys()]), (id) => byId.get(id)));
  };

  it('adds, updates and removes by feature id, and leaves unchanged vehicles alone', () => {
    const pushed = new Map();
    expect(diffTo(pushed, [a, b, c])?.add?.map((f) => f.id)).toEqual([1, 2, 3]);

    const moved = vehicle({
      orderId: 2,
      seq: 2,
      alerts: ['no_signal'],
      lastFix: { ...b.lastFix!, latitude: 28, longitude: 77 },
    });
    const d = vehicle({ orderId: 4 });
    const diff = diffTo(pushed, [a, moved, d]);
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
    diffTo(pushed, [a]);
    const moved = vehicle({ orderId: 1, seq: 2, lastFix: { ...a.lastFix!, latitude: 27.6 } });
    expect(diffTo(pushed, [moved])?.update).toEqual([
      { id: 1, newGeometry: { type: 'Point', coordinates: [76.4, 27.6] } },
    ]);
  });

  it('is null when nothing changed, and removes a vehicle that lost its fix', () => {
    const pushed = new Map();
    diffTo(pushed, [a, b]);
    expect(diffTo(pushed, [a, b])).toBeNull();
    expect(diffTo(pushed, [a, vehicle({ orderId: 2, seq: 3, lastFix: null })])).toEqual({
      add: [],
      update: [],
      remove: [2],
    });
    expect([...pushed.keys()]).toEqual([1]);
  });

  it('looks at the trucks it is asked to look at, and no other', () => {
    const pushed = new Map();
    diffTo(pushed, [a, b]);
    const movedA = vehicle({ orderId: 1, seq: 2, lastFix: { ...a.lastFix!, latitude: 27.6 } });
    const movedB = vehicle({ orderId: 2, seq: 2, lastFix: { ...b.lastFix!, latitude: 27.7 } });
    const now = new Map([
      [1, movedA],
      [2, movedB],
    ]);
    expect(runToEnd(vehicleDiff(pushed, [2], (id) => now.get(id)))?.update?.map((u) => u.id)).toEqual([2]);
    expect(pushed.get(1)).toBe(a);
    expect(pushed.get(2)).toBe(movedB);
  });

  describe('at a zoom', () => {
    // Zoom 5 over India: a pixel is about 0.022° of longitude, 4.9 km at the equator, 4.3 km at 27.5° N.
    const pixel = degreesPerPixel(5);
    const at = (seq: number, latitude: number, longitude: number, alerts: VehicleState['alerts'] = []) =>
      vehicle({ orderId: 1, seq, alerts, lastFix: { ...a.lastFix!, latitude, longitude } });
    const push = (pushed: PushedVehicles, next: VehicleState) =>
      runToEnd(vehicleDiff(pushed, [1], () => next, pixel));

    it('leaves a move of less than a pixel where the map draws it, and sends it once the moves add up', () => {
      const pushed: PushedVehicles = new Map([[1, a]]);
      // 0.01° east, 1 km: under a pixel.
      expect(push(pushed, at(2, 27.5, 76.41))).toBeNull();
      expect(pushed.get(1)).toBe(a);
      // 0.03° east of where it is drawn, in two moves that were each under a pixel.
      expect(push(pushed, at(3, 27.5, 76.43))?.update).toEqual([
        { id: 1, newGeometry: { type: 'Point', coordinates: [76.43, 27.5] } },
      ]);
      expect(pushed.get(1)?.seq).toBe(3);
    });

    it('measures north-south moves in the map’s pixels, which hold fewer degrees of latitude', () => {
      const pushed: PushedVehicles = new Map([[1, a]]);
      // 0.021° of latitude at 27.5° N is over a pixel (0.0195°), though under a pixel's 0.022° of longitude.
      expect(push(pushed, at(2, 27.521, 76.4))?.update).toHaveLength(1);
    });

    it('sends a change of colour at once, however small the move', () => {
      const pushed: PushedVehicles = new Map([[1, a]]);
      expect(push(pushed, at(2, 27.5, 76.401, ['no_signal']))?.update).toEqual([
        {
          id: 1,
          newGeometry: { type: 'Point', coordinates: [76.401, 27.5] },
          addOrUpdateProperties: [{ key: 'severity', value: 2 }],
        },
      ]);
    });

    it('halves a pixel’s degrees with every zoom level in', () => {
      expect(degreesPerPixel(0)).toBeCloseTo(360 / 512);
      expect(degreesPerPixel(6) / degreesPerPixel(7)).toBeCloseTo(2);
    });
  });
});

describe('VehiclesToLookAt', () => {
  const handOver = (
    version: number,
    since: number | null,
    changed: number[],
    ids: number[],
  ): ShownVehicles => ({
    version,
    since,
    changed: new Set(changed),
    ids,
    shown: () => undefined,
  });

  it('gathers the changes of every hand-over until the map pushes', () => {
    const lookAt = new VehiclesToLookAt();
    const first = handOver(1, null, [], [1, 2]);
    lookAt.take(first);
    // The first push looks at every truck shown.
    expect([...lookAt.drain(first, [])]).toEqual([1, 2]);
    lookAt.take(handOver(2, 1, [2], [1, 2]));
    const third = handOver(3, 2, [3], [1, 2, 3]);
    lookAt.take(third);
    expect([...lookAt.drain(third, [1, 2])]).toEqual([2, 3]);
    expect([...lookAt.drain(third, [1, 2, 3])]).toEqual([]);
  });

  it('looks at every truck again after a hand-over it cannot count from', () => {
    const lookAt = new VehiclesToLookAt();
    lookAt.take(handOver(1, null, [], [1, 2]));
    lookAt.drain(handOver(1, null, [], [1, 2]), []);
    // A hand-over the map never saw came between (version 2): what changed in it is not known here.
    const fourth = handOver(4, 3, [1], [1, 4]);
    lookAt.take(fourth);
    expect([...lookAt.drain(fourth, [1, 2])].sort()).toEqual([1, 2, 4]);
    // A new filter: the same.
    const filtered = handOver(5, null, [], [4]);
    lookAt.take(filtered);
    expect([...lookAt.drain(filtered, [1, 4])].sort()).toEqual([1, 4]);
  });

  it('finds no news in a hand-over taken again, and looks at every truck when asked to (a zoom in)', () => {
    const lookAt = new VehiclesToLookAt();
    const first = handOver(1, null, [], [1, 2]);
    lookAt.take(first);
    lookAt.drain(first, []);
    const second = handOver(2, 1, [2], [1, 2]);
    lookAt.take(second);
    lookAt.take(second);
    expect([...lookAt.drain(second, [1, 2])]).toEqual([2]);
    // A new filter of the same fleet version is a hand-over of its own.
    const filtered = handOver(2, null, [], [1]);
    lookAt.take(filtered);
    expect([...lookAt.drain(filtered, [1, 2])].sort()).toEqual([1, 2]);
    lookAt.lookAtEveryTruck();
    expect([...lookAt.drain(filtered, [1])]).toEqual([1]);
    expect([...lookAt.drain(filtered, [1])]).toEqual([]);
  });
});

describe('vehiclePushIntervalMs', () => {
  it('updates a smaller fleet on every board refresh and a large one every other refresh', () => {
    expect(vehiclePushIntervalMs(LARGE_FLEET - 1)).toBe(0);
    expect(vehiclePushIntervalMs(LARGE_FLEET)).toBe(2_000);
  });
});
