import { assertEvent, assign, setup } from 'xstate';
import type { Direction, OrderStatus } from '../domain/statuses';
import { normaliseVehicleNumber } from '../domain/vehicleNumber';
import { createLifecycle } from './lifecycle';
import type { Refusal } from './refusal';

export interface OrderContext {
  direction: Direction;
  /** Normalised registration of the assigned vehicle; null until one is assigned. */
  vehicleNumber: string | null;
}

export type OrderInput = { direction: Direction; vehicleNumber?: string | null };

export type OrderEvent =
  | { type: 'vehicle.assign'; vehicleNumber: string }
  | { type: 'gate.arrive' }
  | { type: 'gate.in'; vehicleNumber: string }
  | { type: 'cargo.start' }
  | { type: 'gate.out'; vehicleNumber: string }
  | { type: 'trip.start' }
  | { type: 'delivery.confirm' }
  | { type: 'invoice.record' }
  | { type: 'order.close' }
  | { type: 'order.reject'; reason: string }
  | { type: 'order.cancel'; reason: string };

export const orderRules = {
  /** The gate lets in only the truck that was assigned: a swapped vehicle is a different contract. */
  vehicleMatches: (ctx: OrderContext, plate: string) =>
    ctx.vehicleNumber !== null && normaliseVehicleNumber(plate) === ctx.vehicleNumber,
  hasReason: (reason: string) => reason.trim().length > 0,
};

// The guards' parameters, read from the event that carries them.
const plate = ({ event }: { event: { vehicleNumber: string } }) => ({ plate: event.vehicleNumber });
const reason = ({ event }: { event: { reason: string } }) => ({ reason: event.reason });

const vehicleMatches = { type: 'vehicleMatches', params: plate } as const;
/** Gate-in before transit (outbound) or after it (inbound): the direction decides which state admits the truck. */
const admits = (direction: Direction) =>
  ({
    type: 'admitsVehicle',
    params: ({ event }: { event: { vehicleNumber: string } }) => ({ plate: event.vehicleNumber, direction }),
  }) as const;
const rejectable = {
  'order.reject': { guard: { type: 'hasReason', params: reason }, target: 'rejected' },
} as const;
const cancellable = {
  'order.cancel': { guard: { type: 'hasReason', params: reason }, target: 'cancelled' },
} as const;

/**
 * An order is one truck trip. Outbound loads at our gate then travels; inbound travels then unloads at our
 * gate, so the same gate states sit before transit for one direction and after it for the other
 * (src/domain/statuses.ts). Gate-in may skip `at_gate` when nobody marked the arrival.
 */
export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
  },
  guards: {
    isOutbound: ({ context }) => context.direction === 'outbound',
    isInbound: ({ context }) => context.direction === 'inbound',
    vehicleMatches: ({ context }, params: { plate: string }) =>
      orderRules.vehicleMatches(context, params.plate),
    admitsVehicle: ({ context }, params: { plate: string; direction: Direction }) =>
      context.direction === params.direction && orderRules.vehicleMatches(context, params.plate),
    hasReason: (_, params: { reason: string }) => orderRules.hasReason(params.reason),
  },
  actions: {
    rememberVehicle: assign({
      vehicleNumber: ({ event }) => {
        assertEvent(event, 'vehicle.assign');
        return normaliseVehicleNumber(event.vehicleNumber);
      },
    }),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({ direction: input.direction, vehicleNumber: input.vehicleNumber ?? null }),
  initial: 'created',
  states: {
    created: {
      tags: ['editable'],
      on: {
        'vehicle.assign': { target: 'vehicle_assigned', actions: 'rememberVehicle' },
        ...cancellable,
      },
    },
    vehicle_assigned: {
      tags: ['awaitingGate', 'editable'],
      on: {
        'vehicle.assign': { target: 'vehicle_assigned', actions: 'rememberVehicle' },
        'gate.arrive': { guard: 'isOutbound', target: 'at_gate' },
        'gate.in': { guard: admits('outbound'), target: 'gate_in' },
        'trip.start': { guard: 'isInbound', target: 'in_transit' },
        ...rejectable,
        ...cancellable,
      },
    },
    in_transit: {
      tags: ['moving'],
      on: {
        'gate.arrive': { guard: 'isInbound', target: 'at_gate' },
        'gate.in': { guard: admits('inbound'), target: 'gate_in' },
        'delivery.confirm': { guard: 'isOutbound', target: 'delivered' },
      },
    },
    at_gate: {
      tags: ['awaitingGate', 'atPlant'],
      on: { 'gate.in': { guard: vehicleMatches, target: 'gate_in' }, ...rejectable },
    },
    gate_in: {
      tags: ['atPlant'],
      on: {
        'cargo.start': [
          { guard: 'isOutbound', target: 'loading' },
          { guard: 'isInbound', target: 'unloading' },
        ],
        'gate.out': { guard: vehicleMatches, target: 'gate_out' },
        ...rejectable,
      },
    },
    loading: { tags: ['atPlant'], on: { 'gate.out': { guard: vehicleMatches, target: 'gate_out' } } },
    unloading: { tags: ['atPlant'], on: { 'gate.out': { guard: vehicleMatches, target: 'gate_out' } } },
    gate_out: {
      on: {
        'trip.start': { guard: 'isOutbound', target: 'in_transit' },
        'delivery.confirm': { guard: 'isInbound', target: 'delivered' },
      },
    },
    delivered: { on: { 'invoice.record': 'invoiced' } },
    invoiced: { on: { 'order.close': 'closed' } },
    closed: { type: 'final', tags: ['done'] },
    rejected: { type: 'final', tags: ['done'] },
    cancelled: { type: 'final', tags: ['done'] },
  },
});

function explainOrder(status: OrderStatus, context: OrderContext, event: OrderEvent): Refusal {
  const handles = Object.keys(orderMachine.states[status]?.on ?? {}).includes(event.type);
  if (handles && (event.type === 'order.reject' || event.type === 'order.cancel'))
    return { code: 'reasonRequired' };
  if (handles && (event.type === 'gate.in' || event.type === 'gate.out') && context.vehicleNumber === null)
    return { code: 'assignVehicleFirst' };
  if (
    handles &&
    (event.type === 'gate.in' || event.type === 'gate.out') &&
    !orderRules.vehicleMatches(context, event.vehicleNumber)
  )
    return {
      code: 'wrongVehicle',
      plate: normaliseVehicleNumber(event.vehicleNumber),
      assigned: context.vehicleNumber ?? '',
    };
  return { code: 'orderStep', direction: context.direction, status, event: event.type };
}

export const orderLifecycle = createLifecycle<typeof orderMachine, OrderStatus>(orderMachine, explainOrder);
