import { describe, expect, it } from 'vitest';
import { createFleetStore } from '../../src/streams/fleetStore';
import { vehicle } from './vehicleFixture';

describe('the fleet store journal', () => {
  it('names the vehicles changed or removed since a version', () => {
    const store = createFleetStore();
    store.applySnapshot({
      seq: 1,
      vehicles: [vehicle({ orderId: 1, seq: 1 }), vehicle({ orderId: 2, seq: 1 })],
    });
    const first = store.getView();
    expect(first.changedSince(first.version)).toEqual(new Set());

    store.applyDeltas([vehicle({ orderId: 2, seq: 2 })]);
    store.applyDeltas([vehicle({ orderId: 3, seq: 3 })]);
    store.applySnapshot({
      seq: 3,
      vehicles: [vehicle({ orderId: 2, seq: 2 }), vehicle({ orderId: 3, seq: 3 })],
    });
    const view = store.getView();
    expect(view.changedSince(first.version)).toEqual(new Set([1, 2, 3]));
    expect(view.changedSince(view.version - 1)).toEqual(new Set([1]));
    expect(view.byId.has(1)).toBe(false);
  });

  it('answers null for a version older than it remembers', () => {
    const store = createFleetStore();
    const start = store.getView().version;
    for (let seq = 1; seq <= 300; seq += 1) store.applyDeltas([vehicle({ orderId: 1, seq })]);
    const view = store.getView();
    expect(view.changedSince(start)).toBeNull();
    expect(view.changedSince(view.version - 10)).toEqual(new Set([1]));
  });
});
