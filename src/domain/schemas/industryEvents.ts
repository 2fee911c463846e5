import type { z } from 'zod';
import { AnnouncementPostedEvent, AnnouncementRemovedEvent } from './announcements';
import { BidPlacedEvent, NotificationNewEvent, OrderStatusEvent } from './notifications';

/**
 * The reliable socket events of requests, bids, orders, notifications and announcements (DESIGN.md §5, `domain.verb`), each
 * with the schema of its payload: the server publishes these shapes and the browser checks them on arrival.
 */
export const INDUSTRY_EVENTS = {
  'bid.placed': BidPlacedEvent,
  'bid.withdrawn': BidPlacedEvent,
  'order.status': OrderStatusEvent,
  'notification.new': NotificationNewEvent,
  'announcement.posted': AnnouncementPostedEvent,
  'announcement.removed': AnnouncementRemovedEvent,
} as const;

export type IndustryEventName = keyof typeof INDUSTRY_EVENTS;
export type IndustryEventPayload<N extends IndustryEventName> = z.infer<(typeof INDUSTRY_EVENTS)[N]>;
