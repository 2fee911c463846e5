import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { OsmAndQuery, TraccarClientBody } from '../../../src/domain/schemas/feeds';
import { fieldErrors } from '../../errors/httpError';
import { issueFields } from '../../feeds/deviceFix';
import { ingestDeviceFixes } from '../../feeds/ingestDeviceFixes';
import { fromOsmAnd, fromTraccarClient, osmAndFields } from '../../feeds/osmand';
import type { AppMetrics } from '../../operations/metrics';
import type { IngestPipeline } from '../../tracking/ingestPipeline';
import type { TrackingServices } from '../../tracking/trackingServices';
import { answerFixes, fixResponses } from './feedAnswer';
import { INGEST_SECURITY, ingestingIndustry, ingestKeyCheck } from './ingestKeyCheck';

const PATH = '/api/ingest/osmand';
/** How phone trackers other than Traccar Client send a fix in the body. */
const FORM = 'application/x-www-form-urlencoded';
/** A Traccar Client JSON body of a few hundred kept locations, or one form. */
const BODY_LIMIT = 512 * 1024;

const DESCRIPTION =
  'The OsmAnd protocol that Traccar Client and most phone and device trackers speak. Paste ' +
  "`https://<host>/api/ingest/osmand?key=<ingest key>` as the client's server URL. The fields come in the query " +
  "string (GET, or POST with an empty body), a form body, or Traccar Client's JSON body. `speed` is in knots " +
  '(JSON: m/s), stored as km/h. `timestamp` without a zone is read as UTC; without a timestamp the fix is ' +
  'dated at its arrival. The device `id` is a GPS device issued to a truck (its IMEI) or the number of a ' +
  'vehicle on a running trip; a fix of any other device is taken and kept against the device. Answers `OK`; ' +
  'a bad fix is a 400 naming its fields (cell towers or Wi-Fi alone, without `lat` and `lon`, is one); a ' +
  'repeated fix (same device and time) is taken again without being stored twice.';

const formExample = {
  id: '356938035643809',
  lat: '23.2599',
  lon: '77.4126',
  timestamp: '1767225600',
  speed: '27.5',
  bearing: '92',
  altitude: '512',
  accuracy: '8',
  batt: '76',
};
const jsonExample = {
  location: {
    timestamp: '2026-01-01T00:00:00.000Z',
    coords: { latitude: 23.2599, longitude: 77.4126, speed: 14.2, heading: 92, altitude: 512, accuracy: 8 },
    is_moving: true,
    odometer: 154_200,
    battery: { level: 0.76, is_charging: false },
  },
  device_id: 'MP04HE1234',
};

/**
 * The body as it came: Traccar Client's JSON, or form fields; which one is told apart in the handler. None at
 * all (Fastify validates it as null) when the fix is in the query of a POST, as Traccar Client for Android
 * before version 9 sends it.
 */
const OsmAndBody = z
  .union([TraccarClientBody, z.record(z.string(), z.string())])
  .nullish()
  .meta({
    examples: [jsonExample, formExample],
    description: 'Traccar Client JSON, or the OsmAnd fields as a form',
  });

/**
 * GET and POST /api/ingest/osmand: OsmAnd fixes (query, form or Traccar Client JSON) through the adapter in
 * server/feeds to the one ingest pipeline. Form bodies are parsed here only (this plugin's own parser), with
 * Node's URLSearchParams.
 */
export const osmandRoutes: FastifyPluginAsyncZod<{
  services: TrackingServices;
  ingest: IngestPipeline;
  metrics?: Pick<AppMetrics, 'ingestBatch'>;
}> = async (app, { services, ingest, metrics }) => {
  const adapter = { db: services.db, ingest, metrics };
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );
  const keyCheck = ingestKeyCheck(app, services.keys, 'gps');
  const schema = {
    tags: ['ingest'],
    description: DESCRIPTION,
    security: INGEST_SECURITY,
    querystring: OsmAndQuery.meta({ example: { key: 'fd_…', ...formExample } }),
    response: { ...fixResponses, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
  };

  const fromQueryAndForm = async (
    industryId: number,
    query: Record<string, unknown>,
    form: Record<string, unknown> | undefined,
  ) => {
    const fix = fromOsmAnd(osmAndFields(query, form ?? {}), app.clock.now());
    return ingestDeviceFixes(adapter, industryId, 'osmand', [fix]);
  };

  app.get(
    PATH,
    {
      ...keyCheck,
      schema: { ...schema, operationId: 'ingestOsmAndQuery', summary: 'OsmAnd fix (query string)' },
    },
    async (request, reply) =>
      answerFixes(reply, await fromQueryAndForm(ingestingIndustry(request), request.query, undefined)),
  );

  app.post(
    PATH,
    {
      ...keyCheck,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...schema,
        operationId: 'ingestOsmAnd',
        summary: 'OsmAnd fix (query, form body or Traccar Client JSON)',
        consumes: ['application/json', FORM],
        body: OsmAndBody,
      },
    },
    async (request, reply) => {
      const industryId = ingestingIndustry(request);
      const body = request.body;
      if (body && typeof body.location === 'object') {
        const parsed = TraccarClientBody.safeParse(body);
        if (!parsed.success) throw fieldErrors(issueFields(parsed.error));
        const mapped = fromTraccarClient(parsed.data);
        return answerFixes(reply, await ingestDeviceFixes(adapter, industryId, 'osmand', mapped));
      }
      return answerFixes(reply, await fromQueryAndForm(industryId, request.query, body ?? undefined));
    },
  );
};
