import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  Notification,
  NotificationListQuery,
  NotificationPage,
} from '../../../src/domain/schemas/notifications';
import { signedIn } from '../../auth/authHook';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/messaging';
import { notFound } from '../../errors/httpError';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

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

/** The signed-in user's own notifications (the rows are per user, so no other scoping is needed). */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with the unread count',
        querystring: NotificationListQuery,
        response: { 200: NotificationPage, ...signedInErrors },
      },
    },
    async (request) => {
      const { page, pageSize, filter } = request.query;
      const mine = eq(notifications.userId, signedIn(request).id);
      const conditions: SQL[] = [mine];
      if (filter === 'unread') conditions.push(isNull(notifications.readAt));
      if (filter === 'read') conditions.push(isNotNull(notifications.readAt));
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(and(...conditions))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(...conditions)),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(mine, isNull(notifications.readAt))),
      ]);
      return { rows: rows.map(toNotification), total: total?.n ?? 0, page, pageSize, unread: unread?.n ?? 0 };
    },
  );
  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: IdParams,
        response: { 200: Notification, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const [row] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, signedIn(request).id)))
        .returning();
      if (!row) throw notFound('This notification');
      return toNotification(row);
    },
  );
};
