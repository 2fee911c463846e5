import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { listOrdersRoute } from './listOrders';
import { offlineOrdersRoute } from './offlineOrders';
import { type OrderRouteOptions, orderActionsRoute } from './orderActions';

/** Orders (awarded and offline): lists, detail with timeline, and the transitions of the order machine. */
export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, options) => {
  await app.register(listOrdersRoute, options);
  await app.register(orderActionsRoute, options);
  await app.register(offlineOrdersRoute, options);
};
