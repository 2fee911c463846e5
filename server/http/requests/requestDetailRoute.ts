import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { RequestDetail } from '../../../src/domain/schemas/requests';
import { signedIn } from '../../auth/authHook';
import { requireRequestPermission } from '../../requests/requestPermissions';
import { requestDetail } from '../../requests/requestQueries';
import { findRequest } from '../../requests/requestRecord';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

export const requestDetailRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/requests/:id',
    {
      schema: {
        tags: ['requests'],
        summary: 'One request with drop-offs, invited transporters and the actions its machine allows now',
        params: IdParams,
        response: { 200: RequestDetail, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const row = await findRequest(db, user, request.params.id);
      requireRequestPermission(user, 'detail', row.direction);
      return requestDetail(db, row, app.clock.now());
    },
  );
};
