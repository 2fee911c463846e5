import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Announcement,
  AnnouncementInput,
  AnnouncementListQuery,
  AnnouncementPage,
  AnnouncementsReadReply,
  UnreadAnnouncements,
} from '../../src/domain/schemas/announcements';
import { ApiError } from '../../src/domain/schemas/error';
import {
  announcementsFor,
  editAnnouncement,
  markAllRead,
  postAnnouncement,
  removeAnnouncement,
  unreadCount,
} from '../announcements/announcementStore';
import { signedIn } from '../auth/authHook';
import { requireOwner } from '../auth/requireOwner';
import { requirePermission } from '../auth/requirePermission';
import { industryOf } from '../auth/signedInUser';
import type { Database } from '../db/database';
import type { EventBus } from '../events/eventBus';
import { signedInErrors } from './errorResponses';
import { IdParams } from './routeParams';

const PATH = '/api/announcements';
const tags = ['announcements'];

/**
 * The industry's announcements on What's new: everyone with `list-whats-new` reads them and keeps their own
 * read marks; only an owner (user type 3) writes, edits or deletes one, as the industry speaks through them.
 */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Database; events: EventBus }> = async (
  app,
  { db, events },
) => {
  /** The signed-in user and their industry, as the store scopes every query by both. */
  const caller = (request: Parameters<typeof signedIn>[0]) => {
    const user = signedIn(request);
    return { userId: user.id, industryId: industryOf(user) };
  };
  const readers = { preHandler: requirePermission('list-whats-new') };
  const owners = { preHandler: requireOwner('write announcements') };

  app.get(
    PATH,
    {
      ...readers,
      schema: {
        tags,
        summary: "The industry's announcements, pinned first, then newest, with my read marks",
        querystring: AnnouncementListQuery,
        response: { 200: AnnouncementPage, ...signedInErrors },
      },
    },
    async (request) => announcementsFor(db, caller(request), request.query),
  );

  app.get(
    `${PATH}/unread`,
    {
      ...readers,
      schema: {
        tags,
        summary: 'How many announcements I have not read',
        response: { 200: UnreadAnnouncements, ...signedInErrors },
      },
    },
    async (request) => ({ unread: await unreadCount(db, caller(request)) }),
  );

  app.post(
    `${PATH}/read-all`,
    {
      ...readers,
      config: { plantUsers: 'own' },
      schema: {
        tags,
        summary: "Mark all the industry's announcements read for me",
        response: { 200: AnnouncementsReadReply, ...signedInErrors },
      },
    },
    async (request) => ({ marked: await markAllRead(db, caller(request), app.clock.now()) }),
  );

  app.post(
    PATH,
    {
      ...owners,
      schema: {
        tags,
        summary: 'Post an announcement (industry owners only); its readers hear of it at once',
        body: AnnouncementInput,
        response: { 201: Announcement, ...signedInErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await postAnnouncement(db, events, caller(request), request.body)),
  );

  app.put(
    `${PATH}/:id`,
    {
      ...owners,
      schema: {
        tags,
        summary: 'Edit an announcement (industry owners only)',
        params: IdParams,
        body: AnnouncementInput,
        response: { 200: Announcement, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) =>
      editAnnouncement(db, caller(request), request.params.id, request.body, app.clock.now()),
  );

  app.delete(
    `${PATH}/:id`,
    {
      ...owners,
      schema: {
        tags,
        summary: 'Delete an announcement (industry owners only)',
        params: IdParams,
        response: { 204: z.null(), 404: ApiError, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await removeAnnouncement(db, events, caller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
