import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BidInput, BidReviseInput, TransporterBidReply } from '../../../src/domain/schemas/bids';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { transporterOf } from '../../auth/transporterOf';
import { placeBid, reviseBid, withdrawBid } from '../../bidding/transporterBids';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { BidParams, IdParams } from '../routeParams';

const responses = { 404: ApiError, 409: ApiError, ...signedInErrors };
const config = { transporterAllowed: true, planExempt: true };

/** The bidding API of transporters (type-2 tokens): place, lower, withdraw. Refusals are 409 with the rule. */
export const transporterBidRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, options) => {
  const deps = { ...options, clock: app.clock };
  app.post(
    '/api/transporter/requests/:id/bids',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary: 'Place a bid (per vehicle, in rupees); a bid in the last minutes extends the window',
        params: IdParams,
        body: BidInput,
        response: { 201: TransporterBidReply, ...responses },
      },
    },
    async (request, reply) => {
      const bid = await placeBid(deps, {
        transporterId: transporterOf(signedIn(request)),
        requestId: request.params.id,
        amountPaise: request.body.amountInr,
        vehicleCount: request.body.vehicleCount,
      });
      return reply.status(201).send(bid);
    },
  );
  app.patch(
    '/api/transporter/requests/:id/bids/:bidId',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary: 'Lower a standing bid (each revision must be lower than the last)',
        params: BidParams,
        body: BidReviseInput,
        response: { 200: TransporterBidReply, ...responses },
      },
    },
    async (request) =>
      reviseBid(deps, {
        transporterId: transporterOf(signedIn(request)),
        requestId: request.params.id,
        bidId: request.params.bidId,
        amountPaise: request.body.amountInr,
      }),
  );
  app.delete(
    '/api/transporter/requests/:id/bids/:bidId',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary: 'Withdraw a standing bid while the window runs',
        params: BidParams,
        response: { 200: TransporterBidReply, ...responses },
      },
    },
    async (request) =>
      withdrawBid(deps, {
        transporterId: transporterOf(signedIn(request)),
        requestId: request.params.id,
        bidId: request.params.bidId,
      }),
  );
};
