import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { CreateShareLink, SharedOrder, ShareLink } from '../../../src/domain/schemas/tracking';
import { signedIn } from '../../auth/authHook';
import { newSecret } from '../../auth/secrets';
import { HttpError, notFound } from '../../errors/httpError';
import { withOutbox } from '../../events/outbox';
import { trackableOrder } from '../../tracking/orderAccess';
import { createShareLink, latestOfOrder, liveShareLink, revokeShareLink } from '../../tracking/shareLinks';
import type { TrackingServices } from '../../tracking/trackingServices';
import { tollsOf, trackOf } from '../../tracking/tripHistory';
import { toVehicleState } from '../../tracking/vehicleState';
import { publicErrors, signedInErrors } from '../errorResponses';
import { byAddress, limitedBy } from '../requestLimits';
import { IdParams, OrderShareParams, ShareTokenParams } from '../routeParams';

const HOUR_MS = 3_600_000;

/**
 * Public tracking links for a consignee: created and revoked by a user who may track the order, read by
 * anyone holding the token until it expires. The token is the capability (32 random bytes).
 */
export const shareRoutes: FastifyPluginAsyncZod<{ services: TrackingServices }> = async (
  app,
  { services },
) => {
  const { db, contexts, events } = services;

  app.post(
    '/api/tracking/orders/:id/share',
    {
      config: { plantUsers: 'plants', noStore: true },
      schema: {
        tags: ['tracking'],
        summary: 'Create a public tracking link for an order',
        params: IdParams,
        body: CreateShareLink,
        response: { 201: ShareLink, ...signedInErrors, 404: ApiError },
      },
    },
    async (request, reply) => {
      const order = await trackableOrder(db, signedIn(request), request.params.id);
      const expiresAt = new Date(app.clock.now().getTime() + request.body.hours * HOUR_MS);
      const token = newSecret();
      await createShareLink(db, {
        industryId: order.industryId,
        orderId: order.id,
        token,
        kind: request.body.kind,
        expiresAt,
      });
      reply.status(201);
      return { token, kind: request.body.kind, expiresAt: expiresAt.toISOString() };
    },
  );

  app.delete(
    '/api/tracking/orders/:id/share/:token',
    {
      config: { plantUsers: 'plants', noStore: true },
      schema: {
        tags: ['tracking'],
        summary: 'Revoke a public tracking link; its open viewers are disconnected',
        params: OrderShareParams,
        response: { 204: z.null(), ...signedInErrors, 404: ApiError },
      },
    },
    async (request, reply) => {
      const order = await trackableOrder(db, signedIn(request), request.params.id);
      const { token } = request.params;
      await withOutbox(db, events, async (tx, outbox) => {
        if (!(await revokeShareLink(tx, order.id, token, app.clock.now())))
          throw notFound('This tracking link');
        outbox.add({ type: 'share.revoked', token });
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/share/:token',
    {
      config: { public: true, noStore: true },
      preHandler: limitedBy(app, [{ name: 'share.address', max: 60, key: byAddress }]),
      schema: {
        tags: ['tracking'],
        summary: 'What a public tracking link shows (no sign-in); 410 once expired or revoked',
        security: [],
        params: ShareTokenParams,
        response: { 200: SharedOrder, ...publicErrors, 404: ApiError, 410: ApiError },
      },
    },
    async (request) => {
      const link = await liveShareLink(db, request.params.token, app.clock.now());
      // A driver's link posts the truck's fixes; it is not a consignee's view of the trip.
      if (link === null || (link !== 'dead' && link.kind === 'driver')) throw notFound('This tracking link');
      if (link === 'dead')
        throw new HttpError(410, 'not_found', 'This tracking link has expired or was revoked');
      const context = (await contexts.load(link.industryId, [link.orderId])).get(link.orderId);
      if (!context) throw notFound('This tracking link');
      const latest = await latestOfOrder(db, link.orderId);
      const { plantId: _plant, ...vehicle } = toVehicleState(context, latest);
      const { points } = await trackOf(db, link.orderId, {});
      return {
        orderNumber: context.number,
        vehicleNumber: context.vehicleNumber || null,
        transporterName: context.transporterName,
        origin: context.origin,
        destination: context.destination,
        status: context.status,
        expiresAt: link.expiresAt.toISOString(),
        vehicle: context.tracked ? vehicle : null,
        planned: [...context.plan.polyline],
        points,
        tolls: await tollsOf(db, link.orderId),
      };
    },
  );
};
