import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { AssignVehicleInput } from '../../../src/domain/schemas/orders';
import { TransporterOrder, TransporterOrderDetail } from '../../../src/domain/schemas/transporterOrders';
import { signedIn } from '../../auth/authHook';
import { transporterOf } from '../../auth/transporterOf';
import { findOrderOfTransporter } from '../../orders/orderRecord';
import {
  acceptAward,
  assignVehicleAsTransporter,
  transporterOrderDetail,
  transporterOrders,
} from '../../orders/transporterOrders';
import { issueDriverLink } from '../../tracking/driverLinks';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';
import type { OrderRouteOptions } from './orderActions';

const config = { transporterAllowed: true, planExempt: true };

/** The orders a transporter company won, of every industry, and its truck and driver on each. */
export const transporterOrderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, options) => {
  const deps = { ...options, clock: app.clock };
  app.get(
    '/api/transporter/orders',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary: 'Orders this transporter carries, of every industry, not yet closed, latest pickup first',
        response: { 200: z.array(TransporterOrder), ...signedInErrors },
      },
    },
    async (request) => transporterOrders(options.db, transporterOf(signedIn(request))),
  );
  app.get(
    '/api/transporter/orders/:id',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary:
          "One order it carries, of any industry, with its plant, gate times and papers; another company's order is 404 (its trip and alerts: /api/tracking/orders/:id/…)",
        params: IdParams,
        response: { 200: TransporterOrderDetail, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) =>
      transporterOrderDetail(options.db, transporterOf(signedIn(request)), request.params.id),
  );
  app.post(
    '/api/transporter/orders/:id/accept',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary:
          'Accept the award of an order it carries: the shipper sees when and who; pressed again, the first acceptance stands',
        description:
          'Awarded orders only, before the truck reaches the gate; assigning a vehicle accepts the award too. 409 for an offline order or one past the gate or ended.',
        params: IdParams,
        response: { 200: TransporterOrder, 404: ApiError, 409: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return acceptAward(deps, { userId: user.id, transporterId: transporterOf(user) }, request.params.id);
    },
  );
  app.post(
    '/api/transporter/orders/:id/vehicle',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary:
          "Assign (or change) the vehicle, driver and tracking method of an order it carries; with driverApp, a new driver link is sent to the driver's mobile",
        params: IdParams,
        body: AssignVehicleInput,
        response: { 200: TransporterOrder, 404: ApiError, 409: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const transporterId = transporterOf(user);
      const assigned = await assignVehicleAsTransporter(
        deps,
        { userId: user.id, transporterId },
        request.params.id,
        request.body,
      );
      // As on the shipper's assignment (orderActions.ts): sent after the commit, and a failed send never undoes it.
      if (request.body.trackingMethod === 'driverApp')
        await issueDriverLink(
          deps,
          await findOrderOfTransporter(deps.db, transporterId, request.params.id),
        ).catch((error) =>
          request.log.warn({ err: error, orderId: request.params.id }, 'driver link not sent'),
        );
      return assigned;
    },
  );
};
