import { describe, expect, it } from 'vitest';
import { OwedPositions } from '../../server/events/owedPositions';
import { vehicle } from './vehicleFixture';

describe('OwedPositions (server)', () => {
  it('owes a skipping socket the latest state of each order it missed, across flushes', () => {
    const owed = new OwedPositions();
    owed.skip(
      ['slow'],
      [vehicle({ orderId: 1, seq: 1, status: 'vehicle_assigned' }), vehicle({ orderId: 2, seq: 2 })],
    );
    owed.skip(['slow'], [vehicle({ orderId: 1, seq: 3, status: 'gate_in' })]);
    expect(owed.sockets()).toEqual(['slow']);
    const missed = owed.settle('slow');
    expect(missed.map((v) => [v.orderId, v.seq, v.status])).toEqual([
      [1, 3, 'gate_in'],
      [2, 2, vehicle({}).status],
    ]);
    expect(owed.sockets()).toEqual([]);
    expect(owed.settle('slow')).toEqual([]);
  });

  it('leaves out what the flush that settles it sends anyway, which is newer', () => {
    const owed = new OwedPositions();
    owed.skip(['slow'], [vehicle({ orderId: 1, seq: 1 }), vehicle({ orderId: 2, seq: 2 })]);
    expect(owed.settle('slow', [vehicle({ orderId: 1, seq: 5 })]).map((v) => v.orderId)).toEqual([2]);
  });

  it('owes nothing to a socket that is gone', () => {
    const owed = new OwedPositions();
    owed.skip(['gone', 'slow'], [vehicle({ orderId: 1, seq: 1 })]);
    owed.forget('gone');
    expect(owed.sockets()).toEqual(['slow']);
  });
});
