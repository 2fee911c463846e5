import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ORDER_STEP_EVENTS, type OrderAction } from '../../domain/schemas/orders';

type Action = z.infer<typeof OrderAction>;
type StepEvent = (typeof ORDER_STEP_EVENTS)[number];

/**
 * The button text of an order machine's event, in the reader's language. The event names are the catalogue's
 * path (`domain.orderActions.vehicle.assign`), so every event has its text or the type check fails.
 */
export const orderActionLabel = (t: TFunction, action: Action): string => t(`domain.orderActions.${action}`);

/** The actions that are a plain step (no form): one click moves the order on. */
export const isStepEvent = (action: Action): action is StepEvent =>
  (ORDER_STEP_EVENTS as readonly string[]).includes(action);
