import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { TraccarForward } from '../../../src/domain/schemas/feeds';
import { ingestDeviceFixes } from '../../feeds/ingestDeviceFixes';
import { fromTraccarForward } from '../../feeds/traccarForward';
import type { AppMetrics } from '../../operations/metrics';
import type { IngestPipeline } from '../../tracking/ingestPipeline';
import type { TrackingServices } from '../../tracking/trackingServices';
import { answerFixes, fixResponses } from './feedAnswer';
import { INGEST_SECURITY, ingestingIndustry, ingestKeyCheck } from './ingestKeyCheck';

const example = {
  position: {
    id: 981_234,
    deviceId: 17,
    protocol: 'teltonika',
    deviceTime: '2026-01-01T00:00:00.000+00:00',
    fixTime: '2026-01-01T00:00:00.000+00:00',
    serverTime: '2026-01-01T00:00:02.000+00:00',
    valid: true,
    latitude: 23.2599,
    longitude: 77.4126,
    altitude: 512,
    speed: 27.5,
    course: 92,
    accuracy: 0,
    attributes: { ignition: true, odometer: 154_200_000, motion: true, sat: 12 },
  },
  device: { id: 17, name: 'MP04HE1234', uniqueId: '356938035643809', status: 'online' },
};

/** POST /api/ingest/traccar: a Traccar server's JSON position forwarding, through the one ingest pipeline. */
export const traccarRoutes: FastifyPluginAsyncZod<{
  services: TrackingServices;
  ingest: IngestPipeline;
  metrics?: Pick<AppMetrics, 'ingestBatch'>;
}> = async (app, { services, ingest, metrics }) => {
  app.post(
    '/api/ingest/traccar',
    {
      ...ingestKeyCheck(app, services.keys, 'gps'),
      schema: {
        tags: ['ingest'],
        operationId: 'ingestTraccarForward',
        summary: 'Traccar server position forwarding',
        description:
          'Set in traccar.xml: `forward.enable` true, `forward.json` true, `forward.url` ' +
          '`https://<host>/api/ingest/traccar` and `forward.header` `x-api-key: <ingest key>` (or `?key=` in ' +
          'the URL). `speed` is in knots, stored as km/h; `attributes.ignition` and `attributes.odometer` ' +
          '(metres) are kept. The device is found by its `uniqueId` (the IMEI of a GPS device issued to a ' +
          'truck), else by its `uniqueId` or `name` as the number of a vehicle on a running trip; a position ' +
          'of any other device is taken (200) and kept against the device, and one older than the trip its ' +
          'truck is on is kept against the truck, not drawn into the trip.',
        security: INGEST_SECURITY,
        querystring: z.object({ key: z.string().optional() }),
        body: TraccarForward.meta({ examples: [example] }),
        response: { ...fixResponses, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const fix = fromTraccarForward(request.body);
      const outcome = await ingestDeviceFixes(
        { db: services.db, ingest, metrics },
        ingestingIndustry(request),
        'traccar',
        [fix],
      );
      return answerFixes(reply, outcome);
    },
  );
};
