import { z } from 'zod';
import { noticeRoute, pushTargetOf } from '../notificationTarget';
import { NOTIFICATION_KINDS } from '../statuses';
import { NOTICE_TOPICS, type NotificationNewEvent } from './notifications';

/**
 * GET /api/push/device-token: the token this user's pushes go to (the seed's stored deviceToken), and when it
 * was last saved or confirmed. Null when push is not registered for the user.
 */
export const DeviceTokenReply = z.object({
  deviceToken: z.string().nullable(),
  savedAt: z.string().nullable(),
});
export type DeviceTokenReply = z.infer<typeof DeviceTokenReply>;

/**
 * The data part of a push (seed-spec §3 push message payload: title, msg, type, requestType, referId). FCM
 * carries data values as strings only, so the numbers travel as text and are read back as numbers here.
 */
export const PushData = z.object({
  title: z.string(),
  msg: z.string(),
  type: z.enum(NOTIFICATION_KINDS),
  requestType: z.coerce.number().int(),
  referId: z.coerce.number().int(),
  /**
   * Our addition: the hash route a click on the system notification opens, worked out by the server from the
   * fields above, so the service worker does not need its own copy of the route rules.
   */
  link: z.string().optional(),
  /** Our addition: the notification's topic and subject (see NotificationNewEvent), when it has them. */
  topic: z.enum(NOTICE_TOPICS).optional().catch(undefined),
  subject: z.string().optional(),
});
export type PushData = z.infer<typeof PushData>;
type OptionalPushFields = 'topic' | 'subject';

type NewNotification = z.infer<typeof NotificationNewEvent>;

/** A new notification as FCM data: every value a string. */
export const pushDataOf = (
  n: NewNotification,
): Record<Exclude<keyof PushData, OptionalPushFields>, string> &
  Partial<Record<OptionalPushFields, string>> => {
  const target = pushTargetOf(n);
  return {
    title: n.title,
    msg: n.body,
    type: target.type,
    requestType: String(target.requestType),
    referId: String(target.referId),
    link: `/#${noticeRoute(n, target)}`,
    ...(n.topic ? { topic: n.topic } : {}),
    ...(n.subject ? { subject: n.subject } : {}),
  };
};
