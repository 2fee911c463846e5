import type { OrderDetail } from '../../../domain/schemas/orders';
import { orderLifecycle } from '../../../machines/orderMachine';
import type { Refusal } from '../../../machines/refusal';

/**
 * Why an offline order can no longer be edited, or null while it can. The order machine's `editable` tag
 * decides, as on the server, which refuses the same edit with a 409 in the same words.
 */
export function offlineOrderLock(order: OrderDetail): Refusal | null {
  const snapshot = orderLifecycle.restore(order.status, {
    direction: order.direction,
    vehicleNumber: order.vehicleNumber,
  });
  return snapshot.hasTag('editable') ? null : { code: 'orderNotEditable', status: order.status };
}
