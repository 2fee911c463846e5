import type { z } from 'zod';
import type { NotificationNewEvent } from '../../domain/schemas/notifications';

/** A notification as it arrives while the app is open, by socket or by push. */
export type LiveNotification = z.infer<typeof NotificationNewEvent>;

/** Bid news is about one request: what grouping and the bids page on screen go by. */
export const isBidNews = (
  n: LiveNotification,
): n is LiveNotification & { refId: number; direction: NonNullable<LiveNotification['direction']> } =>
  n.topic === 'bidReceived' && n.kind === 'request' && n.refId !== null && n.direction !== null;
