import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlertKind, VehicleState } from '../../src/domain/schemas/tracking';
import { createFleetStore } from '../../src/streams/fleetStore';
import { VehiclesToLookAt } from '../../src/views/components/map/shownVehicles';
import { type PushedVehicles, vehicleDiff } from '../../src/views/components/map/vehicleFeatures';
import {
  type BoardFilter,
  type BoardRow,
  boardRows,
  DEFAULT_FILTER,
  mergeRows,
  SORT_KEYS,
  sortedBoard,
} from '../../src/views/tracking/boardRows';
import { type BoardSummary, summariseBoard } from '../../src/views/tracking/boardSummary';
import { vehicle } from './vehicleFixture';

const ALL: BoardFilter = { ...DEFAULT_FILTER, tab: 'all' };
const ids = (rows: readonly BoardRow[]) => rows.map((row) => row.orderId);

const fleet = [
  vehicle({ orderId: 1, vehicleNumber: 'MH04AB1000', delayMinutes: 0 }),
  vehicle({ orderId: 2, vehicleNumber: 'GJ01CD2000', delayMinutes: 90, alerts: ['late'] }),
  vehicle({ orderId: 3, vehicleNumber: 'RJ09EF3000', delayMinutes: 90, alerts: ['late', 'long_stop'] }),
  vehicle({ orderId: 4, vehicleNumber: 'DL01GH4000', delayMinutes: 0, status: 'loading' }),
];

/** A fleet store holding `vehicles`, as the board reads it. */
const storeOf = (vehicles: readonly VehicleState[]) => {
  const store = createFleetStore();
  store.applySnapshot({ seq: 0, vehicles: [...vehicles] });
  return store;
};

describe('boardRows', () => {
  it('puts the most late first, then the most alerts, then the vehicle number', () => {
    expect(ids(boardRows(fleet, ALL))).toEqual([3, 2, 4, 1]);
    expect(ids(boardRows(fleet, { ...ALL, sort: 'vehicle' }))).toEqual([4, 2, 1, 3]);
    expect(ids(boardRows(fleet, { ...ALL, tab: 'at-plant' }))).toEqual([4]);
  });
});

describe('mergeRows', () => {
  it('takes the leaving rows out and puts the incoming ones in their places, ids alongside', () => {
    const board = sortedBoard(boardRows(fleet, ALL));
    const later = { ...fleet[0]!, delayMinutes: 300 };
    const merged = mergeRows(board, boardRows([fleet[0]!], ALL), boardRows([later], ALL));
    expect(ids(merged.rows)).toEqual([1, 3, 2, 4]);
    expect(merged.ids).toEqual([1, 3, 2, 4]);
    // Out of the middle and in at the end, in one merge.
    const earlier = { ...fleet[1]!, delayMinutes: 0, alerts: [] };
    const again = mergeRows(merged, boardRows([fleet[1]!], ALL), boardRows([earlier], ALL));
    expect(again.ids).toEqual([1, 3, 4, 2]);
    expect(ids(again.rows)).toEqual(again.ids);
  });
});

describe('summariseBoard', () => {
  it('keeps the ids, counts and choices of the last summary while they hold', () => {
    const store = storeOf(fleet);
    const first = summariseBoard(store.getView(), ALL, null);
    expect(first.ids).toEqual([3, 2, 4, 1]);
    expect(first.counts).toEqual({ all: 4, 'on-road': 3, 'at-plant': 1, alerts: 2 });
    expect(first.choices).toEqual({
      plants: [{ value: '3', label: 'Jaipur Works' }],
      transporters: ['Shree Logistics'],
    });

    store.applyDeltas([{ ...fleet[0]!, seq: 9, placeName: 'Pune' }]);
    const second = summariseBoard(store.getView(), ALL, first);
    expect(second.ids).toBe(first.ids);
    expect(second.counts).toBe(first.counts);
    expect(second.choices).toBe(first.choices);
    // The map hears of the moved truck alone.
    expect(second.since).toBe(first.version);
    expect([...second.changed]).toEqual([1]);
    expect(second.shown(1)?.placeName).toBe('Pune');

    store.applyDeltas([{ ...fleet[0]!, seq: 10, delayMinutes: 300, transporterName: 'Apex Roadways' }]);
    const third = summariseBoard(store.getView(), ALL, second);
    expect(third.ids).toEqual([1, 3, 2, 4]);
    expect(third.choices.transporters).toEqual(['Apex Roadways', 'Shree Logistics']);
  });

  it('counts the tabs and the heading under the filters, and reads the pickup day in India', () => {
    const store = storeOf([
      ...fleet,
      vehicle({ orderId: 5, vehicleNumber: 'UP32JK5000', plantId: 7, plantName: 'Lucknow Depot' }),
      // 20:00 UTC is 01:30 the next morning in India.
      vehicle({ orderId: 6, vehicleNumber: 'UP32JK6000', pickupAt: '2025-01-30T20:00:00Z' }),
    ]);
    const atLucknow = summariseBoard(store.getView(), { ...ALL, plantId: 7 }, null);
    expect(atLucknow.ids).toEqual([5]);
    expect(atLucknow.counts).toEqual({ all: 1, 'on-road': 1, 'at-plant': 0, alerts: 0 });
    expect(atLucknow.total).toBe(6);
    // The pickers still offer every plant with trucks, so the choice can be changed from the narrowed board.
    expect(atLucknow.choices.plants.map((p) => p.label)).toEqual(['Jaipur Works', 'Lucknow Depot']);

    const onThe31st = summariseBoard(store.getView(), { ...ALL, from: '2025-01-31', to: '2025-01-31' }, null);
    expect(onThe31st.ids).toContain(6);
    expect(onThe31st.counts.all).toBe(6);
    const onThe30th = summariseBoard(store.getView(), { ...ALL, from: '2025-01-30', to: '2025-01-30' }, null);
    expect(onThe30th.ids).toEqual([]);
    expect(onThe30th.counts).toEqual({ all: 0, 'on-road': 0, 'at-plant': 0, alerts: 0 });
  });

  /**
   * The refresh looks only at what changed since the last summary; as a property, it must always show what a
   * summary of the whole fleet shows: the same rows in the same order, counts and filter choices, and a map
   * that takes only the changes (pushing after some refreshes, not all) the same trucks in the same states.
   */
  it('from the last summary, always equals a summary of the whole fleet', () => {
    const STATUSES = ['in_transit', 'loading', 'at_gate', 'gate_out'] as const;
    const ALERTS: AlertKind[][] = [[], ['late'], ['no_signal', 'late'], ['off_route']];
    const change = fc.record({
      orderId: fc.integer({ min: 1, max: 12 }),
      delayMinutes: fc.integer({ min: 0, max: 3 }).map((d) => d * 30),
      status: fc.constantFrom(...STATUSES),
      alerts: fc.constantFrom(...ALERTS),
      plantId: fc.integer({ min: 1, max: 3 }),
      transporterName: fc.constantFrom('Apex Roadways', 'Shree Logistics', 'Vayu Carriers'),
      progress: fc.integer({ min: 0, max: 10 }).map((p) => p / 10),
      // Late evening in India is the next calendar day there: the date filter must read India's day.
      pickupAt: fc.constantFrom('2025-01-30T10:00:00Z', '2025-01-30T20:00:00Z', '2025-02-02T08:00:00Z'),
    });
    // A refresh sees one or more batches of changes, or a snapshot that replaces the fleet.
    const step = fc.oneof(
      { weight: 4, arbitrary: fc.record({ deltas: fc.array(change, { minLength: 1, maxLength: 5 }) }) },
      { weight: 1, arbitrary: fc.record({ snapshot: fc.array(change, { maxLength: 8 }) }) },
    );
    const filter = fc.record({
      tab: fc.constantFrom('all', 'on-road', 'at-plant', 'alerts'),
      plantId: fc.constantFrom(null, 1, 2),
      from: fc.constantFrom(null, '2025-01-31'),
      to: fc.constantFrom(null, '2025-01-31', '2025-02-05'),
      transporter: fc.constantFrom(null, 'Apex Roadways'),
      alert: fc.constantFrom(null, 'late'),
      search: fc.constantFrom('', 'mh'),
      sort: fc.constantFrom(...SORT_KEYS),
    }) as fc.Arbitrary<BoardFilter>;

    fc.assert(
      fc.property(
        filter,
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (f, refreshes, pushes) => {
          const store = createFleetStore();
          let seq = 0;
          const toVehicle = (
            c: Partial<VehicleState> & { orderId: number; plantId: number },
          ): VehicleState => {
            seq += 1;
            return vehicle({
              ...c,
              seq,
              plantName: `Plant ${c.plantId}`,
              vehicleNumber: `${c.orderId % 2 ? 'MH' : 'KA'}01AB${1000 + c.orderId}`,
            });
          };
          let summary: BoardSummary = summariseBoard(store.getView(), f, null);
          const onMap: PushedVehicles = new Map();
          const lookAt = new VehiclesToLookAt();
          const push = () => vehicleDiff(onMap, lookAt.drain(summary, onMap.keys()), summary.shown);
          lookAt.take(summary);
          push();
          for (const [refresh, batches] of refreshes.entries()) {
            for (const batch of batches) {
              if ('deltas' in batch) store.applyDeltas(batch.deltas.map(toVehicle));
              else {
                const vehicles = batch.snapshot.map(toVehicle);
                store.applySnapshot({ seq, vehicles });
              }
            }
            summary = summariseBoard(store.getView(), f, summary);
            const whole = summariseBoard(store.getView(), f, null);
            expect(summary.ids).toEqual(whole.ids);
            lookAt.take(summary);
            if (pushes[refresh] || refresh === refreshes.length - 1) {
              push();
              const byOrder = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
              expect(byOrder(onMap.keys()).map((id) => onMap.get(id))).toEqual(
                byOrder(whole.ids).map((id) => whole.shown(id)),
              );
            }
            expect(summary.counts).toEqual(whole.counts);
            expect(summary.choices).toEqual(whole.choices);
            expect(summary.total).toBe(whole.total);
          }
        },
      ),
    );
  });
});
