import { describe, expect, it } from 'vitest';
import { positionBatches } from '../../server/events/positionBatches';
import { decodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { vehicle } from './vehicleFixture';

describe('positionBatches (server)', () => {
  it('cuts a flush into batches of at most the size, in order, each with its own highest seq', () => {
    const at = (minute: number) => `2025-01-31T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const flush = Array.from({ length: 450 }, (_, i) =>
      vehicle({
        orderId: i + 1,
        seq: 1000 - i,
        pickupAt: at(0),
        etaAt: at(59),
        lastFix: null,
        ewaybill: null,
      }),
    );
    const batches = positionBatches(flush, 200);
    expect(batches.map((b) => b.vehicles.orderId.length)).toEqual([200, 200, 50]);
    expect(batches.flatMap((b) => decodeVehicleColumns(b).vehicles)).toEqual(flush);
    expect(batches.map((b) => b.seq)).toEqual([1000, 800, 600]);
  });

  it('sends nothing for an empty flush', () => {
    expect(positionBatches([])).toEqual([]);
  });
});
