import type { FastifyBaseLogger } from 'fastify';
import type { Subscription } from 'rxjs';
import type { z } from 'zod';
import type { NotificationNewEvent } from '../../src/domain/schemas/notifications';
import { pushDataOf } from '../../src/domain/schemas/push';
import type { Database } from '../db/database';
import type { EventBus } from '../events/eventBus';
import { deviceTokensOf, forgetDeviceTokens } from './deviceTokens';
import type { PushMessage, PushSender } from './pushSender';

type NewNotification = z.infer<typeof NotificationNewEvent>;

interface PushDeliveryDeps {
  db: Database;
  sender: PushSender;
  /** Base of the absolute link a click opens; FCM takes https links only. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const pushMessageOf = (notification: NewNotification, publicUrl: string): PushMessage => {
  const data = pushDataOf(notification);
  return {
    title: notification.title,
    body: notification.body,
    data,
    ...(publicUrl.startsWith('https://') ? { link: `${publicUrl}${data.link}` } : {}),
  };
};

/**
 * Every `notification.new` on the event bus (see notifications/notify.ts) also goes to its users' registered
 * browsers through the push service. It listens to the bus rather than hooking notify() because the bus
 * carries only what committed, and whatever else tells users something (alerts included) gets push without
 * knowing about it. A push failure is logged and never fails the request that caused it: the notification
 * row and the socket event are already out.
 */
export function deliverNotificationsByPush(events: EventBus, deps: PushDeliveryDeps): Subscription {
  const { db, sender, publicUrl, log } = deps;

  const push = async (userIds: readonly number[], notification: NewNotification) => {
    const tokens = await deviceTokensOf(db, userIds);
    if (tokens.length === 0) return;
    const { staleTokens } = await sender.send(tokens, pushMessageOf(notification, publicUrl));
    await forgetDeviceTokens(db, staleTokens);
  };

  return events.published$.subscribe((published) => {
    if (!sender.enabled) return;
    for (const e of published) {
      // Those who keep this event's push on (notifications/notify.ts), not everyone who hears of it.
      if (e.type !== 'notification.new' || e.pushUserIds.length === 0) continue;
      push(e.pushUserIds, e.payload).catch((error: unknown) =>
        log.warn({ err: error, users: e.pushUserIds.length }, 'push delivery failed'),
      );
    }
  });
}
