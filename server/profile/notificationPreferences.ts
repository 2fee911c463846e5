import { and, eq, inArray } from 'drizzle-orm';
import {
  type ChannelChoice,
  defaultChannelsOf,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  TRANSPORTER_NOTIFICATION_EVENTS,
} from '../../src/domain/notificationEvents';
import type {
  NotificationPreferences,
  TransporterNotificationPreferences,
} from '../../src/domain/schemas/profile';
import type { Database, Queryable } from '../db/database';
import { notificationPreferences } from '../db/schema/profile';

/** Whose choices: the person and their tenant, an industry's person or a transporter company's. */
type Chooser = { id: number } & ({ industryId: number } | { transporterId: number });

/** One person's choices for each of these events, the defaults where they never chose. */
async function choicesOf(
  db: Queryable,
  userId: number,
  events: readonly NotificationEvent[],
): Promise<Map<NotificationEvent, ChannelChoice>> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.event, r]));
  return new Map(
    events.map((event) => {
      const row = chosen.get(event);
      return [event, row ? { inApp: row.inApp, push: row.push, email: row.email } : defaultChannelsOf(event)];
    }),
  );
}

/** Replaces one person's choices of these events at once, inside the caller's transaction. */
async function saveChoices(
  tx: Queryable,
  user: Chooser,
  choices: ReadonlyMap<NotificationEvent, ChannelChoice>,
): Promise<void> {
  const events = [...choices.keys()];
  await tx
    .delete(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, user.id), inArray(notificationPreferences.event, events)));
  const tenant =
    'industryId' in user ? { industryId: user.industryId } : { transporterId: user.transporterId };
  await tx
    .insert(notificationPreferences)
    .values(events.map((event) => ({ userId: user.id, ...tenant, event, ...choices.get(event)! })));
}

/** A shipper-app person's choices for every event of the app (their profile). */
export async function notificationPreferencesOf(
  db: Queryable,
  userId: number,
): Promise<NotificationPreferences> {
  return Object.fromEntries(await choicesOf(db, userId, NOTIFICATION_EVENTS)) as NotificationPreferences;
}

export async function saveNotificationPreferences(
  tx: Queryable,
  user: { id: number; industryId: number },
  preferences: NotificationPreferences,
): Promise<void> {
  await saveChoices(tx, user, new Map(NOTIFICATION_EVENTS.map((event) => [event, preferences[event]])));
}

/** A transporter's person's choices: push and e-mail of each of the company's events. */
export async function transporterNotificationPreferencesOf(
  db: Queryable,
  userId: number,
): Promise<TransporterNotificationPreferences> {
  const choices = await choicesOf(db, userId, TRANSPORTER_NOTIFICATION_EVENTS);
  return Object.fromEntries(
    TRANSPORTER_NOTIFICATION_EVENTS.map((event) => {
      const { push, email } = choices.get(event)!;
      return [event, { push, email }];
    }),
  ) as TransporterNotificationPreferences;
}

/** Replaces a transporter's person's choices, all of them or none; what is stored now. */
export async function saveTransporterNotificationPreferences(
  db: Database,
  user: { id: number; transporterId: number },
  preferences: TransporterNotificationPreferences,
): Promise<TransporterNotificationPreferences> {
  return db.transaction(async (tx) => {
    await saveChoices(
      tx,
      user,
      new Map(
        TRANSPORTER_NOTIFICATION_EVENTS.map((event) => [event, { inApp: false, ...preferences[event] }]),
      ),
    );
    return transporterNotificationPreferencesOf(tx, user.id);
  });
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
    const choice = chosen.get(userId) ?? defaultChannelsOf(event);
    for (const channel of NOTIFICATION_CHANNELS) if (choice[channel]) channels[channel].push(userId);
  }
  return channels;
}
