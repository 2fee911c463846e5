import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AwardInput, AwardResult } from '../../../src/domain/schemas/bids';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { awardRequest } from '../../bidding/awardRequest';
import { requireRequestPermission } from '../../requests/requestPermissions';
import { findRequest } from '../../requests/requestRecord';
import { referenceErrors, signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

export const awardRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db, events }) => {
  app.post(
    '/api/requests/:id/award',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['bids'],
        summary:
          'Award a closed request whole or split; creates one order per vehicle, rejects the other bids',
        params: IdParams,
        body: AwardInput,
        response: { 200: AwardResult, 404: ApiError, 409: ApiError, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const row = await findRequest(db, user, request.params.id);
      requireRequestPermission(user, 'edit', row.direction);
      return awardRequest({ db, events, clock: app.clock }, user, row.id, request.body);
    },
  );
};
