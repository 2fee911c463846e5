import { z } from 'zod';
import { PushData } from '../domain/schemas/push';

/**
 * What the service worker (public/service-worker.js) posts to the open pages: a push that arrived while
 * one was visible (shown in the app's own dialog instead of a system notification), or a click on a system
 * notification (opens its link in the page that was focused).
 */
export const PUSH_RECEIVED = 'freightdesk.push.received';
export const PUSH_OPENED = 'freightdesk.push.opened';

/** The push as FCM hands it to a web push service worker; only its data part matters to the app. */
export const ForegroundPush = z.object({
  type: z.literal(PUSH_RECEIVED),
  payload: z.object({ data: PushData }),
});

export const OpenedPush = z.object({ type: z.literal(PUSH_OPENED), link: z.string().startsWith('/#/') });
