import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { Direction } from '../../domain/statuses';
import type { GateStep } from './gateSteps';

/** The toast after a gate step: what happened to which truck, in the clerk's language. */
export function showGateSuccess(
  t: TFunction,
  step: GateStep,
  direction: Direction,
  truck: { vehicleNumber: string | null; orderNumber: string },
): void {
  const key = step === 'cargo' ? (direction === 'outbound' ? 'loading' : 'unloading') : step;
  notifications.show({
    color: 'green',
    // No title: under one, Mantine dims the message below AA contrast, and the message says it all.
    message: t(`gate.done.${key}`, { vehicle: truck.vehicleNumber ?? '—', order: truck.orderNumber }),
    'data-testid': 'gate-success',
  });
}
