import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settleDueWindows } from '../../requests/requestWindow';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { awardRoute } from './awardRoute';
import { createRequestRoute } from './createRequest';
import { editRequestRoute } from './editRequest';
import { listRequestsRoute } from './listRequests';
import { replicateRequestRoute } from './replicateRequest';
import { requestBidsRoute } from './requestBids';
import { requestDetailRoute } from './requestDetailRoute';
import { requestTransitionsRoute } from './requestTransitions';

/** Windows close on time even when nobody looks: a sweep every few seconds settles the due ones. */
const SWEEP_EVERY_MS = 10_000;

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
  const timer = setInterval(() => {
    settleDueWindows(options.db, options.publisher).catch((err: unknown) =>
      app.log.error({ err }, 'closing due bidding windows failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
