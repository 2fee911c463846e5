import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
} from '../../src/domain/schemas/notifications';
import type { Queryable } from '../db/database';
import { cappedCount, matchingRows } from '../db/listPage';
import { notifications } from '../db/schema/messaging';

const toNotification = (n: typeof notifications.$inferSelect): Notification => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  refId: n.refId,
  direction: n.direction,
  read: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});

/** One page of a user's own notifications, newest first, with their unread count. */
export async function notificationsOf(
  db: Queryable,
  userId: number,
  { page, pageSize, filter }: z.output<typeof NotificationListQuery>,
): Promise<z.output<typeof NotificationPage>> {
  const mine = eq(notifications.userId, userId);
  const conditions: SQL[] = [mine];
  if (filter === 'unread') conditions.push(isNull(notifications.readAt));
  if (filter === 'read') conditions.push(isNotNull(notifications.readAt));
  const [rows, counted, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(...conditions))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(
      db,
      matchingRows(db)
        .from(notifications)
        .where(and(...conditions)),
    ),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return { rows: rows.map(toNotification), ...counted, page, pageSize, unread: unread?.n ?? 0 };
}

/** Marks one of the user's notifications read; null when it is not theirs (or does not exist). */
export async function markRead(
  db: Queryable,
  userId: number,
  id: number,
  now: Date,
): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotification(row) : null;
}

/** Marks every unread notification of the user read at once; answers how many it marked. */
export async function markAllRead(db: Queryable, userId: number, now: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}
