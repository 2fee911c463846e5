import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DCSA_EXAMPLE_EVENT, DcsaIngestBody } from '../../../src/domain/schemas/dcsaEvents';
import { ApiError } from '../../../src/domain/schemas/error';
import { IngestReply } from '../../../src/domain/schemas/ingest';
import { ingestContainerEvents } from '../../containers/containerIngest';
import type { AppMetrics } from '../../operations/metrics';
import { countedBatch } from '../../tracking/ingestPipeline';
import type { TrackingServices } from '../../tracking/trackingServices';
import { INGEST_SECURITY, ingestingIndustry, ingestKeyCheck } from './ingestKeyCheck';
import { INGEST_BODY_LIMIT } from './ingestRoutes';

/**
 * POST /api/ingest/container: DCSA Track & Trace 2.2 events (equipment, transport, shipment) from a carrier's
 * or a visibility platform's subscription, authenticated by the industry's ingest key like every feed.
 */
export const containerIngestRoutes: FastifyPluginAsyncZod<{
  services: TrackingServices;
  maxFutureSkewMs: number;
  metrics?: Pick<AppMetrics, 'ingestBatch'>;
}> = async (app, { services, maxFutureSkewMs, metrics }) => {
  app.post(
    '/api/ingest/container',
    {
      ...ingestKeyCheck(app, services.keys, 'container'),
      bodyLimit: INGEST_BODY_LIMIT,
      schema: {
        operationId: 'ingestContainerEvents',
        tags: ['ingest'],
        summary: 'Container milestones: DCSA Track & Trace 2.2 events',
        description:
          'Send `x-api-key`. The body is `{events: [...]}` or a bare array of DCSA events, as DCSA subscription ' +
          'callbacks send. EQUIPMENT events name their container in `equipmentReference` (ISO 6346); TRANSPORT ' +
          'events reach the containers aboard their vessel (`transportCall.vessel.vesselIMONumber`) and SHIPMENT ' +
          'events the containers whose events named their `documentID`; any event may name containers in ' +
          '`references` of type `EQ`. A container must be on one of your orders. Each event is validated on its ' +
          'own: good ones are stored, bad ones are listed in `rejected` (status 207); a body whose every event ' +
          'is bad answers 400. `eventID` is the idempotency key: repeats count as `duplicates`.',
        security: INGEST_SECURITY,
        body: DcsaIngestBody.meta({ examples: [{ events: [DCSA_EXAMPLE_EVENT] }] }),
        response: {
          200: IngestReply,
          207: IngestReply,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const events = Array.isArray(request.body) ? request.body : request.body.events;
      const outcome = await countedBatch(metrics, 'container', events.length, () =>
        ingestContainerEvents(
          { db: services.db, events: services.events, maxFutureSkewMs },
          ingestingIndustry(request),
          events,
          app.clock.now(),
        ),
      );
      reply.status(outcome.status);
      return outcome.reply;
    },
  );
};
