import { describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { OrderStatus } from '../../src/domain/statuses';
import { type OrderEvent, orderMachine } from '../../src/machines/orderMachine';
import { orderModel } from './order.model';

const VEHICLE = 'MP19 AB 1234';

/** The real machine is created by the first step, when the model picks a direction. */
const harness = () => {
  let actor: Actor<typeof orderMachine> | null = null;
  const real = () => {
    if (!actor) throw new Error('no order yet');
    return actor;
  };
  const send = (event: OrderEvent) => {
    const snapshot = real().getSnapshot();
    if (snapshot.status === 'done') expect(snapshot.can(event)).toBe(false);
    else real().send(event);
  };
  const start = (direction: 'inbound' | 'outbound') => {
    actor = createActor(orderMachine, { input: { direction } }).start();
  };
  return { real, send, start };
};

const statusOf: Record<string, OrderStatus> = {
  created: 'created',
  vehicleAssigned: 'vehicle_assigned',
  atGate: 'at_gate',
  gateIn: 'gate_in',
  loading: 'loading',
  unloading: 'unloading',
  gateOut: 'gate_out',
  inTransit: 'in_transit',
};

describe('order lifecycle (model-based)', () => {
  const model = createTestModel(orderModel);
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const h = harness();
      const is = (status: OrderStatus) => expect(h.real().getSnapshot().value).toBe(status);
      const directed = (direction: 'inbound' | 'outbound') =>
        Object.fromEntries(
          Object.entries(statusOf).map(([node, status]) => [
            `${direction}.${node}`,
            () => {
              is(status);
              expect(h.real().getSnapshot().context.direction).toBe(direction);
            },
          ]),
        );
      await path.test({
        states: {
          start: () => {},
          ...directed('outbound'),
          ...directed('inbound'),
          delivered: () => is('delivered'),
          invoiced: () => is('invoiced'),
          closed: () => is('closed'),
          rejected: () => is('rejected'),
          cancelled: () => is('cancelled'),
        },
        events: {
          'order.outbound': () => h.start('outbound'),
          'order.inbound': () => h.start('inbound'),
          'vehicle.assign': () => {
            h.send({ type: 'vehicle.assign', vehicleNumber: VEHICLE });
            expect(h.real().getSnapshot().context.vehicleNumber).toBe('MP19AB1234');
          },
          'gate.arrive': () => h.send({ type: 'gate.arrive' }),
          'gate.in': () => h.send({ type: 'gate.in', vehicleNumber: 'mp-19-ab-1234' }),
          'gate.inOtherVehicle': () => h.send({ type: 'gate.in', vehicleNumber: 'RJ09CD5678' }),
          'cargo.start': () => h.send({ type: 'cargo.start' }),
          'gate.out': () => h.send({ type: 'gate.out', vehicleNumber: VEHICLE }),
          'trip.start': () => h.send({ type: 'trip.start' }),
          'delivery.confirm': () => h.send({ type: 'delivery.confirm' }),
          'invoice.record': () => h.send({ type: 'invoice.record' }),
          'order.close': () => h.send({ type: 'order.close' }),
          'order.reject': () => h.send({ type: 'order.reject', reason: 'Driver without a valid licence' }),
          'order.cancel': () => h.send({ type: 'order.cancel', reason: 'Client postponed delivery' }),
        },
      });
    });
  }
});
