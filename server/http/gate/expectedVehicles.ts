import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExpectedVehicles, GateExpectedQuery } from '../../../src/domain/schemas/gate';
import { signedIn } from '../../auth/authHook';
import { expectedVehicles } from '../../gate/gateQueries';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';

export const expectedVehiclesRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/gate/expected',
    {
      schema: {
        tags: ['gate'],
        summary:
          'Vehicles expected at the gate, arrived or inside, whatever their pickup date, per plant and direction',
        querystring: GateExpectedQuery,
        response: { 200: ExpectedVehicles, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      requireOrderPermission(user, request.query.direction);
      return expectedVehicles(db, user, request.query);
    },
  );
};
