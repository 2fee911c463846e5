import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  FeedConnection,
  FeedConnectionCreate,
  FeedConnectionList,
  FeedConnectionUpdate,
} from '../../../src/domain/schemas/feedConnections';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import { industryOf } from '../../auth/signedInUser';
import {
  createFeedConnection,
  deleteFeedConnection,
  type FeedSettingsPolicy,
  feedConnectionAnswer,
  findFeedConnection,
  listFeedConnections,
  updateFeedConnection,
} from '../../feeds/feedConnectionStore';
import { type FeedPollerDeps, pollAndRecord } from '../../feeds/feedPollSweep';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

const PATH = '/api/settings/feeds';
/** Read like the tracking alert settings (every shipper user); changed like every industry setting. */
const EDIT_PERMISSION = 'add-edit-delete';
const oneErrors = { 404: ApiError, ...signedInErrors };

/**
 * Settings → Feeds: the industry's connections to NIC e-way bill details, ULIP FASTag and a SIM-location
 * service, polled by `feeds/feedPollSweep.ts`. Credentials are written here and never answered.
 */
export const feedConnectionRoutes: FastifyPluginAsyncZod<{
  poller: Omit<FeedPollerDeps, 'log'>;
  /** True on a test server only (TEST_ALLOW_LOOPBACK): this machine may be a provider. */
  allowLoopback: boolean;
}> = async (app, { poller, allowLoopback }) => {
  const { db } = poller;
  const policy: FeedSettingsPolicy = { credentialsKey: poller.credentialsKey, allowLoopback };

  app.get(
    PATH,
    {
      schema: {
        operationId: 'listFeedConnections',
        tags: ['settings'],
        summary: "The industry's feed connections with their last poll (credentials are never answered)",
        response: { 200: FeedConnectionList, ...signedInErrors },
      },
    },
    async (request) => ({
      connections: (await listFeedConnections(db, industryOf(signedIn(request)))).map(feedConnectionAnswer),
    }),
  );

  app.post(
    PATH,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        operationId: 'createFeedConnection',
        tags: ['settings'],
        summary: 'Connect a provider (one per kind); it is polled at once when enabled',
        body: FeedConnectionCreate,
        response: { 201: FeedConnection, 409: ApiError, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const row = await createFeedConnection(db, industryOf(signedIn(request)), request.body, policy);
      return reply.code(201).send(feedConnectionAnswer(row));
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        operationId: 'updateFeedConnection',
        tags: ['settings'],
        summary: 'Change, pause or resume a connection; credentials are replaced only when sent',
        params: IdParams,
        body: FeedConnectionUpdate,
        response: { 200: FeedConnection, 409: ApiError, ...oneErrors },
      },
    },
    async (request) =>
      feedConnectionAnswer(
        await updateFeedConnection(
          db,
          industryOf(signedIn(request)),
          request.params.id,
          request.body,
          app.clock.now(),
          policy,
        ),
      ),
  );

  app.delete(
    `${PATH}/:id`,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        operationId: 'deleteFeedConnection',
        tags: ['settings'],
        summary: 'Remove a connection and its stored credentials (what it brought in stays)',
        params: IdParams,
        response: { 204: z.null(), ...oneErrors },
      },
    },
    async (request, reply) => {
      await deleteFeedConnection(db, industryOf(signedIn(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${PATH}/:id/check`,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        operationId: 'checkFeedConnection',
        tags: ['settings'],
        summary:
          'Check a connection: poll the provider once now (paused or not), store what it answers and keep the outcome',
        params: IdParams,
        response: { 200: FeedConnection, ...oneErrors },
      },
    },
    async (request) => {
      const row = await findFeedConnection(db, industryOf(signedIn(request)), request.params.id);
      const polled = await pollAndRecord({ ...poller, log: request.log }, row, app.clock.now());
      return feedConnectionAnswer(polled ?? row);
    },
  );
};
