import { z } from 'zod';
import { DIRECTIONS, NOTIFICATION_KINDS, ORDER_STATUSES } from '../statuses';
import { ListQuery, pageOf } from './list';

export const NotificationListQuery = ListQuery.pick({ page: true, pageSize: true }).extend({
  filter: z.enum(['all', 'unread', 'read']).default('all'),
});

export const Notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Request or order id; null opens the list (the seed's referId ≤ 0). */
  refId: z.number().int().nullable(),
  direction: z.enum(DIRECTIONS).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;
export const NotificationPage = pageOf(Notification).extend({ unread: z.number().int() });
/** POST /api/notifications/read-all: how many were unread and are read now. */
export const AllReadReply = z.object({ marked: z.number().int() });

/** What a notification says, by name (server/notifications/noticeText.ts words each one). */
export const NOTICE_TOPICS = [
  'bidReceived',
  'requestAwarded',
  'orderStatus',
  'biddingClosed',
  'biddingExpired',
  'trackingAlert',
  'trackingAlerts',
  /** A transporter company's own news, in its portal: its bid won, or the request went to another. */
  'awardWon',
  'bidLost',
] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** Socket payloads (room industry:<id>). */
export const NotificationNewEvent = Notification.omit({ id: true, read: true }).extend({
  /** Lets the browser tell bid news, which must not interrupt work, from the rest. */
  topic: z.enum(NOTICE_TOPICS).optional(),
  /** The number people read of the request or order it is about, for a grouped notice's wording. */
  subject: z.string().optional(),
});
export const BidPlacedEvent = z.object({
  requestId: z.number().int(),
  bidId: z.number().int(),
  amountPaise: z.number().int(),
  biddingEndsAt: z.string(),
  bidCount: z.number().int(),
});
export const OrderStatusEvent = z.object({
  orderId: z.number().int(),
  number: z.string(),
  direction: z.enum(DIRECTIONS),
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
});
