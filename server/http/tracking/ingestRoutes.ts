import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  INGEST_SOURCES,
  IngestEnvelope,
  IngestReply,
  type IngestSource,
  ingestBatchOf,
} from '../../../src/domain/schemas/ingest';
import type { IngestPipeline } from '../../tracking/ingestPipeline';
import type { TrackingServices } from '../../tracking/trackingServices';
import { INGEST_SECURITY, ingestingIndustry, ingestKeyCheck } from './ingestKeyCheck';

/** 5,000 events of a few hundred bytes each. */
export const INGEST_BODY_LIMIT = 8 * 1024 * 1024;

/** What each feed's route is called in the API's documentation. */
const SUMMARY: Record<IngestSource, string> = {
  gps: 'GPS fixes',
  sim: 'SIM (driver phone) fixes',
  fastag: 'FASTag toll-plaza reads',
  ewaybill: 'E-way bill events',
};

/**
 * POST /api/ingest/{gps,sim,fastag,ewaybill}: feed batches in the canonical shapes, authenticated by the
 * industry's API key, handed to the one ingest pipeline (server/tracking/ingestPipeline.ts).
 */
export const ingestRoutes: FastifyPluginAsyncZod<{
  services: TrackingServices;
  ingest: IngestPipeline;
}> = async (app, { services, ingest }) => {
  for (const source of INGEST_SOURCES) {
    app.post(
      `/api/ingest/${source}`,
      {
        ...ingestKeyCheck(app, services.keys, source),
        bodyLimit: INGEST_BODY_LIMIT,
        schema: {
          operationId: `ingest${source[0]!.toUpperCase()}${source.slice(1)}`,
          tags: ['ingest'],
          summary: SUMMARY[source],
          description:
            "Send the industry's ingest key in `x-api-key` (or as `?key=`). Each event is validated on its own: " +
            'good ones are stored, bad ones are listed in `rejected` (status 207). A body whose every event is bad ' +
            'answers 400. Repeated event ids count as `duplicates`. A GPS fix or FASTag read older than the ' +
            "trip of the order it names, or its vehicle's, is kept against the vehicle, not drawn into the trip.",
          security: INGEST_SECURITY,
          body: IngestEnvelope,
          documentedBody: ingestBatchOf(source),
          response: {
            200: IngestReply,
            207: IngestReply,
            400: ApiError,
            401: ApiError,
            403: ApiError,
            413: ApiError,
            429: ApiError,
          },
        },
      },
      async (request, reply) => {
        const outcome = await ingest(ingestingIndustry(request), source, request.body.events);
        reply.status(outcome.status);
        return outcome.reply;
      },
    );
  }
};
