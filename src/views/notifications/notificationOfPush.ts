import { directionOfRequestType } from '../../domain/notificationTarget';
import type { PushData } from '../../domain/schemas/push';
import type { LiveNotification } from './liveNotification';

/** A push in the shape the socket's `notification.new` has, so one dialog shows both (referId ≤ 0: no record). */
export const notificationOfPush = (push: PushData, receivedAt: Date): LiveNotification => ({
  kind: push.type,
  title: push.title,
  body: push.msg,
  refId: push.referId > 0 ? push.referId : null,
  direction: directionOfRequestType(push.requestType),
  createdAt: receivedAt.toISOString(),
  ...(push.topic ? { topic: push.topic } : {}),
  ...(push.subject ? { subject: push.subject } : {}),
});
