import type { z } from 'zod';
import { AnnouncementPostedEvent, AnnouncementRemovedEvent } from './announcements';
import { InvoiceChangedEvent } from './invoiceChanged';
import { BidPlacedEvent, NotificationNewEvent, OrderStatusEvent } from './notifications';
import { OfferChangedEvent, OfferDecidedEvent } from './offerNews';

/**
 * The reliable socket events of requests, bids, orders, notifications, announcements and transporters' offers (DESIGN.md §5, `domain.verb`), each
 * with the schema of its payload: the server publishes these shapes and the browser checks them on arrival.
 */
export const INDUSTRY_EVENTS = {
  'bid.placed': BidPlacedEvent,
  'bid.withdrawn': BidPlacedEvent,
  'order.status': OrderStatusEvent,
  // The transporter took on an awarded order (its status unchanged): the order's pages show who and when.
  'order.accepted': OrderStatusEvent,
  'notification.new': NotificationNewEvent,
  'announcement.posted': AnnouncementPostedEvent,
  'announcement.removed': AnnouncementRemovedEvent,
  // A transporter company's news of the requests offered to it (its portal), in its own room only.
  'offer.changed': OfferChangedEvent,
  'offer.decided': OfferDecidedEvent,
  // A step on one of the company's invoices, in its own room only (its portal's My invoices).
  'invoice.changed': InvoiceChangedEvent,
} as const;

export type IndustryEventName = keyof typeof INDUSTRY_EVENTS;
export type IndustryEventPayload<N extends IndustryEventName> = z.infer<(typeof INDUSTRY_EVENTS)[N]>;
