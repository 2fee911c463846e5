import { describe, expect, it } from 'vitest';
import { createFleetStore } from '../../src/streams/fleetStore';
import { vehicle } from './vehicleFixture';

describe('the fleet store journal', () => {
  it('names the vehicles changed or removed since a version, with their states at that version', () => {
    const store = createFleetStore();
    const one = vehicle({ orderId: 1, seq: 1 });
    const two = vehicle({ orderId: 2, seq: 1 });
    store.applySnapshot({ seq: 1, vehicles: [one, two] });
    const first = store.getView();
    expect(first.changedSince(first.version)).toEqual(new Map());

    store.applyDeltas([vehicle({ orderId: 2, seq: 2 })]);
    store.applyDeltas([vehicle({ orderId: 2, seq: 3 }), vehicle({ orderId: 3, seq: 3 })]);
    store.applySnapshot({
      seq: 3,
      vehicles: [vehicle({ orderId: 2, seq: 3 }), vehicle({ orderId: 3, seq: 3 })],
    });
    const view = store.getView();
    expect(view.changedSince(first.version)).toEqual(
      new Map([
        [2, two],
        [3, undefined],
        [1, one],
      ]),
    );
    expect(view.changedSince(view.version - 1)).toEqual(new Map([[1, one]]));
    expect(view.byId.has(1)).toBe(false);
  });

  it('answers null for a version older than it remembers', () => {
    const store = createFleetStore();
    const start = store.getView().version;
    for (let seq = 1; seq <= 300; seq += 1) store.applyDeltas([vehicle({ orderId: 1, seq })]);
    const view = store.getView();
    expect(view.changedSince(start)).toBeNull();
    expect([...(view.changedSince(view.version - 10)?.keys() ?? [])]).toEqual([1]);
  });
});
