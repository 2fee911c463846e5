import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { expectedVehiclesRoute } from './expectedVehicles';
import { gatePassRoute } from './gatePass';

/** The gate-in-out screens: who is expected today, and gate passes that move orders. */
export const gateRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, options) => {
  await app.register(expectedVehiclesRoute, options);
  await app.register(gatePassRoute, options);
};
