import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { OrderDetail, OrderListQuery, OrderPage } from '../../../src/domain/schemas/orders';
import { signedIn } from '../../auth/authHook';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { listOrders, orderDetail } from '../../orders/orderQueries';
import { findOrder } from '../../orders/orderRecord';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

export const listOrdersRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Orders of one direction by status tab, plant, pickup/gate-in/gate-out/rejected dates; paged',
        querystring: OrderListQuery,
        response: { 200: OrderPage, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      requireOrderPermission(user, request.query.direction);
      return listOrders(db, user, request.query);
    },
  );
  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order with its status timeline and the actions its machine allows now',
        params: IdParams,
        response: { 200: OrderDetail, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const order = await findOrder(db, user, request.params.id);
      requireOrderPermission(user, order.direction, order.source === 'offline' ? 'offline-list' : 'order');
      return orderDetail(db, order);
    },
  );
};
