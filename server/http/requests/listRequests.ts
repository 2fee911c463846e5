import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RequestListQuery, RequestPage } from '../../../src/domain/schemas/requests';
import { signedIn } from '../../auth/authHook';
import { requireRequestPermission } from '../../requests/requestPermissions';
import { listRequests } from '../../requests/requestQueries';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';

export const listRequestsRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/requests',
    {
      schema: {
        tags: ['requests'],
        summary: 'Requests of one direction, by status tab, plant, pickup dates and search; paged',
        querystring: RequestListQuery,
        response: { 200: RequestPage, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      requireRequestPermission(user, 'list', request.query.direction);
      return listRequests(db, user, request.query);
    },
  );
};
