import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  IngestKey,
  IngestKeyInput,
  IngestKeyList,
  IssuedIngestKey,
} from '../../../src/domain/schemas/ingestKeys';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import { industryOf } from '../../auth/signedInUser';
import { notFound } from '../../errors/httpError';
import { createIngestKey, listIngestKeys, revokeIngestKey } from '../../tracking/ingestKeyStore';
import type { TrackingServices } from '../../tracking/trackingServices';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

const PATH = '/api/settings/ingest-keys';
/** Like the tracking alert thresholds: every user of the industry may see them, changing them is a setting. */
const EDIT_PERMISSION = 'add-edit-delete';

/**
 * The industry's ingest keys (Settings → Ingest keys): list, make one (shown once), revoke. A revoked key is
 * forgotten by this server's key cache at once; other nodes stop taking it within the cache's half minute.
 */
export const ingestKeyRoutes: FastifyPluginAsyncZod<{ services: TrackingServices }> = async (
  app,
  { services },
) => {
  const { db, keys } = services;

  app.get(
    PATH,
    {
      schema: {
        tags: ['settings'],
        operationId: 'listIngestKeys',
        summary: "The industry's ingest keys (never the keys themselves)",
        response: { 200: IngestKeyList, ...signedInErrors },
      },
    },
    async (request) => ({ items: await listIngestKeys(db, industryOf(signedIn(request))) }),
  );

  app.post(
    PATH,
    {
      config: { noStore: true },
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        tags: ['settings'],
        operationId: 'createIngestKey',
        summary: 'Make an ingest key for the feeds named; the answer is the only time the key is shown',
        body: IngestKeyInput.meta({ example: { name: 'Traccar Client phones', scopes: ['gps'] } }),
        response: { 201: IssuedIngestKey, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const issued = await createIngestKey(db, industryOf(signedIn(request)), request.body);
      return reply.status(201).send(issued);
    },
  );

  app.post(
    `${PATH}/:id/revoke`,
    {
      preHandler: requirePermission(EDIT_PERMISSION),
      schema: {
        tags: ['settings'],
        operationId: 'revokeIngestKey',
        summary: 'Revoke an ingest key: feeds sending it are refused from now on',
        params: IdParams,
        response: { 200: IngestKey, ...signedInErrors, 404: ApiError },
      },
    },
    async (request) => {
      const revoked = await revokeIngestKey(
        db,
        industryOf(signedIn(request)),
        request.params.id,
        app.clock.now(),
      );
      if (!revoked) throw notFound('This ingest key');
      keys.forget(revoked.id);
      return revoked;
    },
  );
};
