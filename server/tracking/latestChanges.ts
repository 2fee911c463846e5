import type { AlertKind } from '../../src/domain/schemas/tracking';
import type { TrackingChange } from '../events/domainEvents';
import type { AlertChange } from './alertLog';
import { alertMessage, newAlerts } from './deriveAlerts';
import type { OrderContext } from './orderContext';
import { type LatestRow, toVehicleState } from './vehicleState';

/**
 * What a rewritten latest row means for the outside world: the vehicle's new state for the boards, one event
 * per alert it newly raised, and the alert log entry (raised and cleared kinds). Shared by the fix writer and
 * the time-based alert sweep, so that both announce a change the same way.
 */
export function latestRowChanges(
  industryId: number,
  context: OrderContext,
  row: LatestRow,
  alertsBefore: readonly string[],
  seq: number,
  now: Date,
): { changes: TrackingChange[]; alertChange: AlertChange } {
  const raised = newAlerts(alertsBefore as AlertKind[], row.alerts as AlertKind[]);
  const cleared = alertsBefore.filter((kind) => !row.alerts.includes(kind)) as AlertKind[];
  const changes: TrackingChange[] = [{ type: 'vehicle', industryId, state: toVehicleState(context, row) }];
  for (const kind of raised) {
    changes.push({
      type: 'alert',
      industryId,
      plantId: context.plantId,
      direction: context.direction,
      event: {
        seq,
        orderId: row.orderId,
        orderNumber: context.number,
        vehicleNumber: context.vehicleNumber,
        kind,
        at: now.toISOString(),
        message: alertMessage(kind, context.vehicleNumber),
      },
    });
  }
  return { changes, alertChange: { orderId: row.orderId, raised, cleared, at: now } };
}
