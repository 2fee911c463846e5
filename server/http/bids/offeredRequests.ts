import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OfferedRequest } from '../../../src/domain/schemas/bids';
import { signedIn } from '../../auth/authHook';
import { transporterOf } from '../../auth/transporterOf';
import { offeredRequests } from '../../bidding/offeredRequests';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';

export const offeredRequestsRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/transporter/requests',
    {
      config: { transporterAllowed: true, planExempt: true },
      schema: {
        tags: ['transporter'],
        summary: 'Open requests this transporter is invited to, with its own bid and (when shown) rank',
        response: { 200: z.array(OfferedRequest), ...signedInErrors },
      },
    },
    async (request) => offeredRequests(db, transporterOf(signedIn(request)), app.clock.now()),
  );
};
