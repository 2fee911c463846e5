import type { z } from 'zod';
import type { ORDER_STEP_EVENTS, OrderAction } from '../../domain/schemas/orders';

type Action = z.infer<typeof OrderAction>;
type StepEvent = (typeof ORDER_STEP_EVENTS)[number];

/** Button texts for the order machine's events. */
export const ORDER_ACTION_LABELS: Readonly<Record<Action, string>> = {
  'vehicle.assign': 'Assign vehicle',
  'gate.arrive': 'Arrived at gate',
  'gate.in': 'Gate in',
  'cargo.start': 'Start loading / unloading',
  'gate.out': 'Gate out',
  'trip.start': 'Start trip',
  'delivery.confirm': 'Confirm delivery (POD)',
  'invoice.record': 'Record invoice',
  'order.close': 'Close order',
  'order.reject': 'Reject',
  'order.cancel': 'Cancel order',
};

const STEP_EVENTS: readonly string[] = [
  'gate.arrive',
  'cargo.start',
  'trip.start',
  'invoice.record',
  'order.close',
];

/** The actions that are a plain step (no form): one click moves the order on. */
export const isStepEvent = (action: Action): action is StepEvent => STEP_EVENTS.includes(action);
