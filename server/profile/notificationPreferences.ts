import { and, eq, inArray } from 'drizzle-orm';
import {
  type ChannelChoice,
  DEFAULT_CHANNELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from '../../src/domain/notificationEvents';
import type { NotificationPreferences } from '../../src/domain/schemas/profile';
import type { Queryable } from '../db/database';
import { notificationPreferences } from '../db/schema/profile';

/** One person's choices for every event, the defaults where they never chose. */
export async function notificationPreferencesOf(
  db: Queryable,
  userId: number,
): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.event, r]));
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => {
      const row = chosen.get(event);
      return [event, row ? { inApp: row.inApp, push: row.push, email: row.email } : { ...DEFAULT_CHANNELS }];
    }),
  ) as NotificationPreferences;
}

/** Replaces one person's choices, every event at once, inside the caller's transaction. */
export async function saveNotificationPreferences(
  tx: Queryable,
  user: { id: number; industryId: number },
  preferences: NotificationPreferences,
): Promise<void> {
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
  await tx.insert(notificationPreferences).values(
    NOTIFICATION_EVENTS.map((event) => ({
      userId: user.id,
      industryId: user.industryId,
      event,
      ...preferences[event],
    })),
  );
}

/** Of these people, who hears of this event on each channel (server/notifications/notify.ts). */
export async function channelsFor(
  tx: Queryable,
  userIds: readonly number[],
  event: NotificationEvent,
): Promise<Record<NotificationChannel, number[]>> {
  const rows =
    userIds.length === 0
      ? []
      : await tx
          .select()
          .from(notificationPreferences)
          .where(
            and(
              inArray(notificationPreferences.userId, [...userIds]),
              eq(notificationPreferences.event, event),
            ),
          );
  const chosen = new Map<number, ChannelChoice>(rows.map((r) => [r.userId, r]));
  const channels = { inApp: [], push: [], email: [] } as Record<NotificationChannel, number[]>;
  for (const userId of userIds) {
    const choice = chosen.get(userId) ?? DEFAULT_CHANNELS;
    for (const channel of NOTIFICATION_CHANNELS) if (choice[channel]) channels[channel].push(userId);
  }
  return channels;
}
