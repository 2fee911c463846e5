import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { RequestDetail, RequestInput } from '../../../src/domain/schemas/requests';
import { requestLifecycle } from '../../../src/machines/requestMachine';
import { signedIn } from '../../auth/authHook';
import { fieldError, refused } from '../../errors/httpError';
import { requireRequestPermission } from '../../requests/requestPermissions';
import { requestDetail } from '../../requests/requestQueries';
import { countStandingBids, findRequest, requestContextOf } from '../../requests/requestRecord';
import { updateRequest } from '../../requests/requestWrite';
import { referenceErrors, signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

export const editRequestRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.put(
    '/api/requests/:id',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['requests'],
        summary: 'Edit a draft, or an open request nobody has bid on yet (the whole form)',
        params: IdParams,
        body: RequestInput,
        response: { 200: RequestDetail, 404: ApiError, 409: ApiError, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { direction, kind: _kind, ...values } = request.body;
      await db.transaction(async (tx) => {
        const row = await findRequest(tx, user, request.params.id, { lock: true });
        requireRequestPermission(user, 'edit', row.direction);
        if (direction !== row.direction)
          throw fieldError('direction', 'The direction of a request cannot change');
        const decision = requestLifecycle.decide(
          row.status,
          requestContextOf(row, await countStandingBids(tx, row.id)),
          {
            type: 'request.edit',
            biddingStartsAt: Date.parse(values.biddingStartsAt),
            biddingEndsAt: Date.parse(values.biddingEndsAt),
            vehicleCount: values.vehicleCount,
          },
        );
        if (!decision.allowed) throw refused(decision);
        await updateRequest(tx, user, row.id, values, decision.context.extensionsUsed, app.clock.now());
      });
      return requestDetail(db, await findRequest(db, user, request.params.id), app.clock.now());
    },
  );
};
