import type { WebhookEvent } from '../../src/domain/schemas/webhookPayloads';
import type { DomainEvent } from '../events/domainEvents';

type EventBody = Omit<WebhookEvent, 'id' | 'occurredAt' | 'industryId'>;

/**
 * The public event (docs/webhooks.md) a committed domain event becomes, or null for what integrators are not
 * told (positions, tolls, e-way bills, notifications, sessions…). Each public shape is written out here from
 * the internal one, so a change of a socket payload cannot change the contract unnoticed.
 */
export function webhookEventOf(e: DomainEvent): { industryId: number; event: EventBody } | null {
  switch (e.type) {
    case 'order.status': {
      const { orderId, number, direction, status, at } = e.payload;
      return {
        industryId: e.industryId,
        event: {
          type: 'order.status_changed',
          data: { orderId, number, direction, status, plantId: e.plantId, at },
        },
      };
    }
    case 'bid.placed':
    case 'bid.withdrawn': {
      const { requestId, bidId, amountPaise, bidCount, biddingEndsAt } = e.payload;
      return {
        industryId: e.industryId,
        event: {
          type: e.type,
          data: { requestId, bidId, amountPaise, bidCount, biddingEndsAt, plantId: e.plantId },
        },
      };
    }
    case 'alert': {
      const { orderId, orderNumber, vehicleNumber, kind, message, at } = e.event;
      return {
        industryId: e.industryId,
        event: {
          type: 'alert.raised',
          data: {
            orderId,
            orderNumber,
            vehicleNumber,
            direction: e.direction,
            plantId: e.plantId,
            kind,
            message,
            at,
          },
        },
      };
    }
    case 'invoice.status':
      return {
        industryId: e.industryId,
        event: { type: `invoice.${e.payload.status}`, data: e.payload } as EventBody,
      };
    default:
      return null;
  }
}
