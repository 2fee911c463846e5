import { describe, expect, it } from 'vitest';
import { positionBatches } from '../../server/events/positionBatches';
import { vehicle } from './vehicleFixture';

describe('positionBatches (server)', () => {
  it('cuts a flush into batches of at most the size, in order, each with its own highest seq', () => {
    const flush = Array.from({ length: 450 }, (_, i) => vehicle({ orderId: i + 1, seq: 1000 - i }));
    const batches = positionBatches(flush, 200);
    expect(batches.map((b) => b.vehicles.length)).toEqual([200, 200, 50]);
    expect(batches.flatMap((b) => b.vehicles)).toEqual(flush);
    expect(batches.map((b) => b.seq)).toEqual([1000, 800, 600]);
  });

  it('sends nothing for an empty flush', () => {
    expect(positionBatches([])).toEqual([]);
  });
});
