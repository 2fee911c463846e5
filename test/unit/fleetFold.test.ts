import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { emptyFleet, type FleetState, foldDeltas, foldSnapshot } from '../../src/streams/fleetFold';
import { vehicle } from './vehicleFixture';

const at = (orderId: number, seq: number, progress = seq / 1000): VehicleState =>
  vehicle({ orderId, seq, progress });

const plain = (state: FleetState) => Object.fromEntries(state.vehicles);

describe('foldDeltas', () => {
  it('takes a newer delta and answers what it replaced', () => {
    const state = emptyFleet();
    expect(foldDeltas(state, [at(1, 5), at(2, 6)])).toEqual(
      new Map([
        [1, undefined],
        [2, undefined],
      ]),
    );
    const changes = foldDeltas(state, [at(1, 7), at(1, 8)]);
    // The state before the batch, not the one the batch's own first delta left.
    expect(changes).toEqual(new Map([[1, at(1, 5)]]));
    expect(state.vehicles.get(1)?.seq).toBe(8);
  });

  it('ignores a duplicate or older delta', () => {
    const state = emptyFleet();
    foldDeltas(state, [at(1, 5)]);
    expect(foldDeltas(state, [at(1, 5), at(1, 3)]).size).toBe(0);
    expect(state.vehicles.get(1)?.seq).toBe(5);
  });

  it('ignores deltas at or below the snapshot seq, even for vehicles the snapshot dropped', () => {
    const state = emptyFleet();
    foldSnapshot(state, { seq: 10, vehicles: [at(1, 8)] });
    foldDeltas(state, [at(2, 9), at(1, 10), at(3, 11)]);
    expect([...state.vehicles.keys()].sort()).toEqual([1, 3]);
    expect(state.vehicles.get(1)?.seq).toBe(8);
  });
});

describe('foldSnapshot', () => {
  it('keeps a vehicle whose delta overtook the snapshot, and drops the ones it no longer lists', () => {
    const state = emptyFleet();
    foldDeltas(state, [at(1, 12), at(2, 4), at(3, 15)]);
    const changes = foldSnapshot(state, { seq: 11, vehicles: [at(1, 9)] });
    expect(state.vehicles.get(1)?.seq).toBe(12);
    expect(state.vehicles.has(2)).toBe(false);
    expect(state.vehicles.get(3)?.seq).toBe(15);
    expect(changes).toEqual(new Map([[2, at(2, 4)]]));
    expect(state.floorSeq).toBe(11);
  });
});

/**
 * The resync rule as a property: the server numbers every change; the client may get any of them late, twice,
 * in any order and in any grouping, with the snapshot landing anywhere among them. It must end where applying
 * each change once, in order, ends.
 */
describe('any interleaving folds to the in-order result', () => {
  // Each change gets seq = its index + 1; the value is which vehicle it touched.
  const changes = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 40 });

  const inOrder = (touched: readonly number[]): Map<number, VehicleState> => {
    const vehicles = new Map<number, VehicleState>();
    touched.forEach((orderId, index) => {
      vehicles.set(orderId, at(orderId, index + 1));
    });
    return vehicles;
  };

  /** Deliveries: every change at least once, some twice, in any order, cut into batches of any size. */
  const deliveries = (count: number) =>
    fc
      .array(fc.nat(count - 1), { maxLength: count })
      .chain((duplicates) => {
        const all = [...Array.from({ length: count }, (_, i) => i), ...duplicates];
        return fc.tuple(
          fc.shuffledSubarray(all, { minLength: all.length }),
          fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 20 }),
        );
      })
      .map(([order, sizes]) => {
        const batches: number[][] = [];
        for (let i = 0, k = 0; i < order.length; k++) {
          const size = sizes[k % sizes.length]!;
          batches.push(order.slice(i, i + size));
          i += size;
        }
        return batches;
      });

  it('with deltas only', () => {
    fc.assert(
      fc.property(
        changes.chain((touched) => fc.tuple(fc.constant(touched), deliveries(touched.length))),
        ([touched, batches]) => {
          const state = emptyFleet();
          for (const batch of batches)
            foldDeltas(
              state,
              batch.map((i) => at(touched[i]!, i + 1)),
            );
          expect(plain(state)).toEqual(Object.fromEntries(inOrder(touched)));
        },
      ),
    );
  });

  it('with a snapshot taken at any point landing after any number of batches', () => {
    fc.assert(
      fc.property(
        changes.chain((touched) =>
          fc.tuple(
            fc.constant(touched),
            deliveries(touched.length),
            fc.integer({ min: 0, max: touched.length }),
            fc.nat(),
          ),
        ),
        ([touched, batches, snapshotSeq, landing]) => {
          const snapshot = {
            seq: snapshotSeq,
            vehicles: [...inOrder(touched.slice(0, snapshotSeq)).values()],
          };
          const landsAfter = landing % (batches.length + 1);
          const state = emptyFleet();
          batches.forEach((batch, index) => {
            if (index === landsAfter) foldSnapshot(state, snapshot);
            foldDeltas(
              state,
              batch.map((i) => at(touched[i]!, i + 1)),
            );
          });
          if (landsAfter === batches.length) foldSnapshot(state, snapshot);
          expect(plain(state)).toEqual(Object.fromEntries(inOrder(touched)));
        },
      ),
    );
  });
});
