import type { NoticeTopic } from './schemas/notifications';

/**
 * What a person can choose to hear about, and how. Each notice the server words (server/notifications/
 * noticeText.ts) belongs to one of these events; each event reaches a person on the channels they keep on.
 */
export const NOTIFICATION_EVENTS = [
  'bidReceived',
  'biddingEnded',
  'requestAwarded',
  'orderStatus',
  'trackingAlert',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The event each notice is: a window's end with or without bids is one thing to hear about, as is an alert. */
export const EVENT_OF_TOPIC: Record<NoticeTopic, NotificationEvent> = {
  bidReceived: 'bidReceived',
  biddingClosed: 'biddingEnded',
  biddingExpired: 'biddingEnded',
  requestAwarded: 'requestAwarded',
  orderStatus: 'orderStatus',
  trackingAlert: 'trackingAlert',
  trackingAlerts: 'trackingAlert',
};

/** In the app (the socket's live notice and the notifications list), on a registered browser, by e-mail. */
export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;

/**
 * What a person who never chose gets: everything in the app and on their devices, as before preferences
 * existed; e-mail only when asked for, since a busy request list would fill an inbox.
 */
export const DEFAULT_CHANNELS: ChannelChoice = { inApp: true, push: true, email: false };
