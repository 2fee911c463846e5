import { createMachine } from 'xstate';

/**
 * An order in each direction as the gate, the transporter and the accounts see it. Wrong-direction and
 * wrong-vehicle steps stay where they are: the real machine must refuse them. Abstract: no invoke, no after.
 */
const reject = { 'order.reject': '#orderModel.rejected' } as const;
const cancel = { 'order.cancel': '#orderModel.cancelled' } as const;

export const orderModel = createMachine({
  id: 'orderModel',
  initial: 'start',
  states: {
    start: { on: { 'order.outbound': 'outbound', 'order.inbound': 'inbound' } },
    outbound: {
      initial: 'created',
      states: {
        created: { on: { 'vehicle.assign': 'vehicleAssigned', ...cancel } },
        vehicleAssigned: {
          on: {
            'gate.arrive': 'atGate',
            'trip.start': 'vehicleAssigned',
            'gate.inOtherVehicle': 'vehicleAssigned',
            ...reject,
            ...cancel,
          },
        },
        atGate: { on: { 'gate.in': 'gateIn', ...reject } },
        gateIn: { on: { 'cargo.start': 'loading', 'delivery.confirm': 'gateIn' } },
        loading: { on: { 'gate.out': 'gateOut' } },
        gateOut: { on: { 'trip.start': 'inTransit', 'delivery.confirm': 'gateOut' } },
        inTransit: { on: { 'delivery.confirm': '#orderModel.delivered', 'gate.arrive': 'inTransit' } },
      },
    },
    inbound: {
      initial: 'created',
      states: {
        created: { on: { 'vehicle.assign': 'vehicleAssigned', 'gate.arrive': 'created', ...cancel } },
        vehicleAssigned: { on: { 'trip.start': 'inTransit', 'gate.arrive': 'vehicleAssigned', ...cancel } },
        inTransit: {
          on: { 'gate.arrive': 'atGate', 'delivery.confirm': 'inTransit', 'order.cancel': 'inTransit' },
        },
        atGate: { on: { 'gate.inOtherVehicle': 'atGate', 'gate.in': 'gateIn', ...reject } },
        gateIn: { on: { 'cargo.start': 'unloading', ...reject } },
        unloading: { on: { 'gate.out': 'gateOut' } },
        gateOut: { on: { 'trip.start': 'gateOut', 'delivery.confirm': '#orderModel.delivered' } },
      },
    },
    delivered: { on: { 'invoice.record': 'invoiced' } },
    invoiced: { on: { 'order.close': 'closed' } },
    closed: {},
    rejected: {},
    cancelled: {},
  },
});
