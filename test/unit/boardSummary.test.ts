import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoardFilter,
  type BoardRow,
  boardRow,
  boardRows,
  compareRows,
  DEFAULT_FILTER,
  SORT_KEYS,
} from '../../src/domain/boardRows';
import type { AlertKind, VehicleState } from '../../src/domain/schemas/tracking';
import { runToEnd } from '../../src/domain/slicedWork';
import { createFleetStore } from '../../src/streams/fleetStore';
import { VehiclesToLookAt } from '../../src/views/components/map/shownVehicles';
import { type PushedVehicles, vehicleDiff } from '../../src/views/components/map/vehicleFeatures';
import { mergeRows, sortedBoard } from '../../src/views/tracking/boardRefresh';
import { type BoardSummary, summariseBoard, summarisingBoard } from '../../src/views/tracking/boardSummary';
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
    const merged = runToEnd(mergeRows(board, boardRows([fleet[0]!], ALL), boardRows([later], ALL)));
    expect(ids(merged.rows)).toEqual([1, 3, 2, 4]);
    expect(merged.ids).toEqual([1, 3, 2, 4]);
    // Out of the middle and in at the end, in one merge.
    const earlier = { ...fleet[1]!, delayMinutes: 0, alerts: [] };
    const again = runToEnd(mergeRows(merged, boardRows([fleet[1]!], ALL), boardRows([earlier], ALL)));
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
   * A refresh runs in slices while the fleet moves on (`during`): it shows the fleet as it was when it began,
   * and the next one catches up.
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
        fc.array(
          fc.record({
            batches: fc.array(step, { minLength: 1, maxLength: 3 }),
            during: fc.array(step, { maxLength: 2 }),
          }),
          { maxLength: 8 },
        ),
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
          const push = () => runToEnd(vehicleDiff(onMap, lookAt.drain(summary, onMap.keys()), summary.shown));
          lookAt.take(summary);
          push();
          const apply = (batches: readonly (typeof step extends fc.Arbitrary<infer B> ? B : never)[]) => {
            for (const batch of batches) {
              if ('deltas' in batch) store.applyDeltas(batch.deltas.map(toVehicle));
              else {
                const vehicles = batch.snapshot.map(toVehicle);
                store.applySnapshot({ seq, vehicles });
              }
            }
          };
          for (const [refresh, { batches, during }] of refreshes.entries()) {
            apply(batches);
            const last = refresh === refreshes.length - 1;
            const summarising = summarisingBoard(store.getView(), f, summary);
            // The first slice reads the fleet; the rest may run after the store took more changes.
            summarising.next();
            const whole = summariseBoard(store.getView(), f, null);
            if (!last) apply(during);
            summary = runToEnd(summarising);
            expect(summary.ids).toEqual(whole.ids);
            lookAt.take(summary);
            // The map reads each truck as it is when it pushes: it matches a summary only of the fleet then.
            if (pushes[refresh] || last) push();
            if ((pushes[refresh] || last) && (last || during.length === 0)) {
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

describe('a board of thousands, in slices', () => {
  /** Many ties on the sort key, so the vehicle number and the order id decide much of the order. */
  const big = (count: number, salt: number) =>
    Array.from({ length: count }, (_, i) =>
      vehicle({
        orderId: i + 1,
        seq: salt * count + i + 1,
        vehicleNumber: `MH01AB${String((i * 7919 + salt) % 5000).padStart(4, '0')}`,
        delayMinutes: ((i * 31 + salt * 17) % 7) * 15,
        status: (i + salt) % 5 === 0 ? 'loading' : 'in_transit',
        alerts: (i + salt) % 11 === 0 ? ['late'] : [],
      }),
    );

  it('sorts as one sort of the whole would, however many pauses it takes', () => {
    const vehicles = big(9_000, 1);
    const rows = boardRows(vehicles, ALL);
    const once = vehicles.map((v) => boardRow(v, 'delay')).sort(compareRows);
    expect(ids(rows)).toEqual(ids(once));
  });

  it('refreshes from the changes to what a summary of the whole fleet shows, pausing on the way', () => {
    const onRoad: BoardFilter = { ...ALL, tab: 'on-road' };
    const store = storeOf(big(6_000, 1));
    let summary = summariseBoard(store.getView(), onRoad, null);
    for (const salt of [2, 3]) {
      // A third of the fleet changes its place; some trucks reach the plant and leave the tab, others leave it.
      store.applyDeltas(big(6_000, salt).filter((v) => v.orderId % 3 === salt % 3));
      const summarising = summarisingBoard(store.getView(), onRoad, summary);
      let pauses = 0;
      let step = summarising.next();
      for (; !step.done; step = summarising.next()) pauses += 1;
      summary = step.value;
      expect(pauses).toBeGreaterThan(10);
      const whole = summariseBoard(store.getView(), onRoad, null);
      expect(summary.ids).toEqual(whole.ids);
      expect(summary.counts).toEqual(whole.counts);
    }
  });
});
