import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { awardRoute } from './awardRoute';
import { createRequestRoute } from './createRequest';
import { editRequestRoute } from './editRequest';
import { listRequestsRoute } from './listRequests';
import { replicateRequestRoute } from './replicateRequest';
import { requestBidsRoute } from './requestBids';
import { requestDetailRoute } from './requestDetailRoute';
import { requestTransitionsRoute } from './requestTransitions';

/** The shipper's request screens: list, detail, create/spot, edit, replicate, publish/cancel, bids, award. */
export const requestRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, options) => {
  for (const plugin of [
    listRequestsRoute,
    createRequestRoute,
    requestDetailRoute,
    editRequestRoute,
    replicateRequestRoute,
    requestTransitionsRoute,
    requestBidsRoute,
    awardRoute,
  ]) {
    await app.register(plugin, options);
  }
};
