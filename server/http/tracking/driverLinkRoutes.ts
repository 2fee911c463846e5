import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DriverFixBatch,
  DriverLinkIssued,
  DriverMilestoneInput,
  DriverTrip,
} from '../../../src/domain/schemas/driverLink';
import { ApiError } from '../../../src/domain/schemas/error';
import type { DriverAppFixIn } from '../../../src/domain/schemas/ingest';
import { IngestReply } from '../../../src/domain/schemas/ingest';
import { signedIn } from '../../auth/authHook';
import type { TextMessenger } from '../../messaging/textMessenger';
import { driverTripOf, markDriverMilestone } from '../../orders/driverMilestones';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { findOrder } from '../../orders/orderRecord';
import { driverLinkOrder, issueDriverLink } from '../../tracking/driverLinks';
import type { IngestPipeline } from '../../tracking/ingestPipeline';
import type { TrackingServices } from '../../tracking/trackingServices';
import { publicErrors, signedInErrors } from '../errorResponses';
import { byAddress, byLinkToken, limitedBy } from '../requestLimits';
import { IdParams, ShareTokenParams } from '../routeParams';

export interface DriverLinkRouteOptions {
  services: TrackingServices;
  ingest: IngestPipeline;
  messenger: TextMessenger;
  publicUrl: string;
}

const KMH_PER_MPS = 3.6;
/** A phone's speed past what a truck does is its own noise, not a reading to store. */
const MAX_SPEED_KMH = 200;

const driverErrors = { ...publicErrors, 404: ApiError, 409: ApiError, 410: ApiError };

/**
 * The driver's link: read the trip, post the phone's fixes and mark milestones, authorised by the link's token
 * alone (no sign-in, no ingest key), each for the link's own order only; and, for the shipper, a new link sent
 * to the driver again. The POD photo goes through the POD routes (podRoutes.ts), which parse multipart.
 */
export const driverLinkRoutes: FastifyPluginAsyncZod<DriverLinkRouteOptions> = async (
  app,
  { services, ingest, messenger, publicUrl },
) => {
  const { db, contexts, events } = services;
  const deps = { db, events, clock: app.clock };
  // A phone posts a fix every few seconds and, after a dead zone, its queue in a few posts.
  const limits = limitedBy(app, [
    { name: 'driver.link', max: 120, key: byLinkToken },
    { name: 'driver.address', max: 6_000, key: byAddress },
  ]);

  app.get(
    '/api/driver/:token',
    {
      config: { public: true, noStore: true },
      preHandler: limits,
      schema: {
        tags: ['tracking'],
        summary: "The trip as its driver's link shows it (no sign-in); 410 once the trip is over",
        security: [],
        params: ShareTokenParams,
        response: { 200: DriverTrip, ...driverErrors },
      },
    },
    async (request) => {
      const { link, order } = await driverLinkOrder(db, request.params.token, app.clock.now());
      return driverTripOf(db, contexts, link, order);
    },
  );

  app.post(
    '/api/driver/:token/fixes',
    {
      config: { public: true, noStore: true },
      preHandler: limits,
      schema: {
        tags: ['tracking'],
        summary:
          "The driver's phone's fixes, through the ingest pipeline as the driverApp source; a resent fix (same id) is stored once",
        security: [],
        params: ShareTokenParams,
        body: DriverFixBatch,
        response: { 200: IngestReply, 207: IngestReply, ...driverErrors },
      },
    },
    async (request, reply) => {
      const { order } = await driverLinkOrder(db, request.params.token, app.clock.now());
      const fixes = request.body.fixes.map(
        (fix): DriverAppFixIn => ({
          eventId: `driver-${order.id}-${fix.id}`,
          orderId: order.id,
          recordedAt: fix.recordedAt,
          latitude: fix.latitude,
          longitude: fix.longitude,
          ...(fix.speedMps === undefined
            ? {}
            : { speedKmh: Math.min(MAX_SPEED_KMH, fix.speedMps * KMH_PER_MPS) }),
          ...(fix.heading === undefined ? {} : { heading: fix.heading }),
        }),
      );
      const outcome = await ingest(order.industryId, 'driverApp', fixes);
      return reply.status(outcome.status).send(outcome.reply);
    },
  );

  app.post(
    '/api/driver/:token/milestones',
    {
      config: { public: true, noStore: true },
      preHandler: limits,
      schema: {
        tags: ['tracking'],
        summary:
          'A milestone the driver marked (reached pickup, loaded, reached destination, unloaded), moving the order where its lifecycle has the step',
        security: [],
        params: ShareTokenParams,
        body: DriverMilestoneInput,
        response: { 200: DriverTrip, ...driverErrors },
      },
    },
    async (request) => {
      const { token } = request.params;
      await markDriverMilestone(deps, token, request.body.milestone);
      const { link, order } = await driverLinkOrder(db, token, app.clock.now());
      return driverTripOf(db, contexts, link, order);
    },
  );

  app.post(
    '/api/orders/:id/driver-link',
    {
      config: { plantUsers: 'plants', noStore: true },
      schema: {
        tags: ['orders'],
        summary:
          "Make a new driver link for the order and send it to the driver's mobile; the link sent before stops working",
        params: IdParams,
        response: { 201: DriverLinkIssued, ...signedInErrors, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const order = await findOrder(db, user, request.params.id);
      requireOrderPermission(user, order.direction);
      const issued = await issueDriverLink({ db, messenger, publicUrl, clock: app.clock }, order);
      return reply.status(201).send(issued);
    },
  );
};
