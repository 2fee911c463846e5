import { describe, expect, it } from 'vitest';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { type BoardFilter, boardRows, DEFAULT_FILTER } from '../../src/views/tracking/boardRows';
import { summariseBoard } from '../../src/views/tracking/boardSummary';
import { vehicle } from './vehicleFixture';

const ALL: BoardFilter = { ...DEFAULT_FILTER, tab: 'all' };
const numbers = (rows: readonly VehicleState[]) => rows.map((v) => v.vehicleNumber);

const fleet = [
  vehicle({ orderId: 1, vehicleNumber: 'MH04AB1000', delayMinutes: 0 }),
  vehicle({ orderId: 2, vehicleNumber: 'GJ01CD2000', delayMinutes: 90, alerts: ['late'] }),
  vehicle({ orderId: 3, vehicleNumber: 'RJ09EF3000', delayMinutes: 90, alerts: ['late', 'long_stop'] }),
  vehicle({ orderId: 4, vehicleNumber: 'DL01GH4000', delayMinutes: 0, status: 'loading' }),
];

describe('boardRows', () => {
  it('puts the most late first, then the most alerts, then the vehicle number', () => {
    expect(numbers(boardRows(fleet, ALL))).toEqual(['RJ09EF3000', 'GJ01CD2000', 'DL01GH4000', 'MH04AB1000']);
    expect(numbers(boardRows(fleet, { ...ALL, sort: 'vehicle' }))).toEqual([
      'DL01GH4000',
      'GJ01CD2000',
      'MH04AB1000',
      'RJ09EF3000',
    ]);
    expect(numbers(boardRows(fleet, { ...ALL, tab: 'at-plant' }))).toEqual(['DL01GH4000']);
  });

  it('orders the same whatever order the last refresh left the rows in', () => {
    const stale = new Map([
      [4, 0],
      [1, 1],
      [3, 2],
    ]);
    expect(boardRows(fleet, ALL, stale)).toEqual(boardRows(fleet, ALL));
  });
});

describe('summariseBoard', () => {
  it('keeps the ids, counts and choices of the last summary while they hold', () => {
    const first = summariseBoard(fleet, ALL, null);
    expect(first.ids).toEqual([3, 2, 4, 1]);
    expect(first.counts).toEqual({ all: 4, 'on-road': 3, 'at-plant': 1, alerts: 2 });

    const moved = fleet.map((v) => (v.orderId === 1 ? { ...v, seq: 9, placeName: 'Pune' } : v));
    const second = summariseBoard(moved, ALL, first);
    expect(second.ids).toBe(first.ids);
    expect(second.counts).toBe(first.counts);
    expect(second.choices).toBe(first.choices);
    expect(second.vehicles.find((v) => v.orderId === 1)?.placeName).toBe('Pune');

    const later = moved.map((v) => (v.orderId === 1 ? { ...v, seq: 10, delayMinutes: 300 } : v));
    expect(summariseBoard(later, ALL, second).ids).toEqual([1, 3, 2, 4]);
  });
});
