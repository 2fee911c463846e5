import { describe, expect, it } from 'vitest';
import { type OrderContext, orderLifecycle } from '../../src/machines/orderMachine';
import { worded } from '../support/wordedDecision';

const outbound: OrderContext = { direction: 'outbound', vehicleNumber: 'MP19AB1234' };
const inbound: OrderContext = { direction: 'inbound', vehicleNumber: 'MP19AB1234' };

describe('order lifecycle from a persisted status', () => {
  it('the same event leads each direction its own way', () => {
    expect(worded(orderLifecycle.decide('gate_in', outbound, { type: 'cargo.start' }))).toMatchObject({
      status: 'loading',
    });
    expect(worded(orderLifecycle.decide('gate_in', inbound, { type: 'cargo.start' }))).toMatchObject({
      status: 'unloading',
    });
    expect(worded(orderLifecycle.decide('vehicle_assigned', inbound, { type: 'trip.start' }))).toMatchObject({
      status: 'in_transit',
    });
    expect(worded(orderLifecycle.decide('vehicle_assigned', outbound, { type: 'trip.start' }))).toMatchObject(
      {
        allowed: false,
        reason: 'An outbound order that is vehicle assigned cannot start its trip',
      },
    );
  });

  it('checks the vehicle at the gate, whatever its spacing and case', () => {
    expect(orderLifecycle.can('at_gate', outbound, { type: 'gate.in', vehicleNumber: 'mp 19 ab 1234' })).toBe(
      true,
    );
    expect(
      worded(orderLifecycle.decide('at_gate', outbound, { type: 'gate.in', vehicleNumber: 'RJ09CD5678' })),
    ).toMatchObject({
      allowed: false,
      reason: 'Vehicle RJ09CD5678 is not the one assigned to this order (MP19AB1234)',
    });
  });

  it('rejects and cancels only with a reason, only from the early states', () => {
    expect(
      worded(orderLifecycle.decide('vehicle_assigned', outbound, { type: 'order.reject', reason: ' ' })),
    ).toMatchObject({
      allowed: false,
      reason: 'Give a reason',
    });
    expect(
      worded(
        orderLifecycle.decide('created', outbound, { type: 'order.cancel', reason: 'Indent raised twice' }),
      ),
    ).toMatchObject({
      status: 'cancelled',
    });
    expect(orderLifecycle.can('in_transit', outbound, { type: 'order.cancel', reason: 'late' })).toBe(false);
  });
});
