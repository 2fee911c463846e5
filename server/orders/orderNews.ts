import type { DomainEvent } from '../events/domainEvents';
import type { OrderRecord } from './orderRecord';

/**
 * An order's news as the shipper's rooms, its watchers and its carrier's room hear it (events/socketDelivery.ts):
 * a step (`order.status`) or its award taken on (`order.accepted`), with the status it now has.
 */
export const orderNews = (
  type: 'order.status' | 'order.accepted',
  order: Pick<OrderRecord, 'id' | 'number' | 'direction' | 'industryId' | 'plantId' | 'transporterId'>,
  status: OrderRecord['status'],
  at: Date,
): DomainEvent => ({
  type,
  industryId: order.industryId,
  plantId: order.plantId,
  transporterId: order.transporterId,
  payload: {
    orderId: order.id,
    number: order.number,
    direction: order.direction,
    status,
    at: at.toISOString(),
  },
});
