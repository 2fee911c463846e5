import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { NotificationNewEvent } from '../../src/domain/schemas/notifications';
import { pushDataOf } from '../../src/domain/schemas/push';
import type { Database } from '../db/database';
import type { IndustryEvents, IndustryPublisher } from '../realtime/industryPublisher';
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

const isNewNotification = (
  event: keyof IndustryEvents,
  _payload: IndustryEvents[keyof IndustryEvents],
): _payload is NewNotification => event === 'notification.new';

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
 * Every `notification.new` addressed to users (see notifications/notify.ts) also goes to those users'
 * registered browsers through the push service. It hooks the publisher rather than notify() because the
 * publisher is what runs after the transaction commits, and whatever else tells users something (alerts
 * included) gets push without knowing about it. A push failure is logged and never fails the request that
 * caused it: the notification row and the socket event are already out.
 */
export function deliverNotificationsByPush<P extends IndustryPublisher>(
  publisher: P,
  deps: PushDeliveryDeps,
): P {
  const { db, sender, publicUrl, log } = deps;

  const push = async (userIds: readonly number[], notification: NewNotification) => {
    const tokens = await deviceTokensOf(db, userIds);
    if (tokens.length === 0) return;
    const { staleTokens } = await sender.send(tokens, pushMessageOf(notification, publicUrl));
    await forgetDeviceTokens(db, staleTokens);
  };

  return {
    ...publisher,
    publishToUsers(userIds, event, payload) {
      publisher.publishToUsers(userIds, event, payload);
      if (!sender.enabled || !isNewNotification(event, payload)) return;
      push(userIds, payload).catch((error: unknown) =>
        log.warn({ err: error, users: userIds.length }, 'push delivery failed'),
      );
    },
  };
}
