import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  AllReadReply,
  Notification,
  NotificationListQuery,
  NotificationPage,
} from '../../../src/domain/schemas/notifications';
import { signedIn } from '../../auth/authHook';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/httpError';
import { markAllRead, markRead, notificationsOf } from '../../notifications/notificationQueries';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

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
    async (request) => notificationsOf(db, signedIn(request).id, request.query),
  );
  app.post(
    '/api/notifications/read-all',
    {
      config: { plantUsers: 'own' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: AllReadReply, ...signedInErrors },
      },
    },
    async (request) => ({ marked: await markAllRead(db, signedIn(request).id, app.clock.now()) }),
  );
  app.post(
    '/api/notifications/:id/read',
    {
      config: { plantUsers: 'own' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: IdParams,
        response: { 200: Notification, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const read = await markRead(db, signedIn(request).id, request.params.id, app.clock.now());
      if (!read) throw notFound('This notification');
      return read;
    },
  );
};
