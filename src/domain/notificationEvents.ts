import type { NoticeTopic } from './schemas/notifications';

/**
 * What a person can choose to hear about, and how. Each notice the server words (server/notifications/
 * noticeText.ts) belongs to one of these events; each event reaches a person on the channels they keep on.
 * These are the shipper app's events, chosen on the profile page.
 */
export const NOTIFICATION_EVENTS = [
  'bidReceived',
  'biddingEnded',
  'requestAwarded',
  'orderStatus',
  'trackingAlert',
] as const;

/**
 * A transporter company's events, chosen in its portal: its bid won a request, or another company's did.
 * Its in-app news of them is the portal's live banner, always on, so only push and e-mail are chosen.
 */
export const TRANSPORTER_NOTIFICATION_EVENTS = ['awardWon', 'bidLost'] as const;
export type TransporterNotificationEvent = (typeof TRANSPORTER_NOTIFICATION_EVENTS)[number];

/** Every event a choice is kept for (the notification_preferences table). */
export const ALL_NOTIFICATION_EVENTS = [...NOTIFICATION_EVENTS, ...TRANSPORTER_NOTIFICATION_EVENTS] as const;
export type NotificationEvent = (typeof ALL_NOTIFICATION_EVENTS)[number];

/** The event each notice is: a window's end with or without bids is one thing to hear about, as is an alert. */
export const EVENT_OF_TOPIC: Record<NoticeTopic, NotificationEvent> = {
  bidReceived: 'bidReceived',
  biddingClosed: 'biddingEnded',
  biddingExpired: 'biddingEnded',
  requestAwarded: 'requestAwarded',
  orderStatus: 'orderStatus',
  trackingAlert: 'trackingAlert',
  trackingAlerts: 'trackingAlert',
  awardWon: 'awardWon',
  bidLost: 'bidLost',
};

/** In the app (the socket's live notice and the notifications list), on a registered browser, by e-mail. */
export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The channels a transporter's person chooses (see TRANSPORTER_NOTIFICATION_EVENTS). */
export const TRANSPORTER_NOTIFICATION_CHANNELS = ['push', 'email'] as const;

export type ChannelChoice = Record<NotificationChannel, boolean>;

/**
 * What a person who never chose gets: everything in the app and on their devices, as before preferences
 * existed; e-mail only when asked for, since a busy request list would fill an inbox.
 */
export const DEFAULT_CHANNELS: ChannelChoice = { inApp: true, push: true, email: false };

/**
 * A transporter's person who never chose hears of every award by push and by e-mail: an award is rare and
 * waits for the company's acceptance. No stored in-app notice: the portal shows it live.
 */
export const DEFAULT_TRANSPORTER_CHANNELS: ChannelChoice = { inApp: false, push: true, email: true };

const TRANSPORTER_EVENTS: readonly NotificationEvent[] = TRANSPORTER_NOTIFICATION_EVENTS;

export const isTransporterEvent = (event: NotificationEvent): event is TransporterNotificationEvent =>
  TRANSPORTER_EVENTS.includes(event);

/** The channels of an event for someone who never chose. */
export const defaultChannelsOf = (event: NotificationEvent): ChannelChoice =>
  isTransporterEvent(event) ? DEFAULT_TRANSPORTER_CHANNELS : DEFAULT_CHANNELS;
