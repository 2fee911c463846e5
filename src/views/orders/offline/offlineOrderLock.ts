import type { OrderDetail } from '../../../domain/schemas/orders';
import { statusWords } from '../../../machines/lifecycle';
import { orderLifecycle } from '../../../machines/orderMachine';

/**
 * Why an offline order can no longer be edited, or null while it can. The order machine's `editable` tag
 * decides, as on the server, which refuses the same edit with a 409 in the same words.
 */
export function offlineOrderLock(order: OrderDetail): string | null {
  const snapshot = orderLifecycle.restore(order.status, {
    direction: order.direction,
    vehicleNumber: order.vehicleNumber,
  });
  return snapshot.hasTag('editable')
    ? null
    : `This order is ${statusWords(order.status)}: it can no longer be edited`;
}
