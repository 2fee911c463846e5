import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  OfflineOrderInput,
  OfflineOrderListQuery,
  OrderDetail,
  OrderPage,
} from '../../../src/domain/schemas/orders';
import { orderLifecycle } from '../../../src/machines/orderMachine';
import { signedIn } from '../../auth/authHook';
import { conflict, notFound, refused } from '../../errors/httpError';
import { insertOfflineOrder, updateOfflineOrder } from '../../orders/offlineOrderWrite';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { listOrders, orderDetail } from '../../orders/orderQueries';
import { findOrder, orderContextOf } from '../../orders/orderRecord';
import { referenceErrors, signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

export const offlineOrdersRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, { db }) => {
  app.get(
    '/api/offline-orders',
    {
      schema: {
        tags: ['offline orders'],
        summary: 'Offline orders of one direction, with the order list filters',
        querystring: OfflineOrderListQuery,
        response: { 200: OrderPage, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      requireOrderPermission(user, request.query.direction, 'offline-list');
      return listOrders(db, user, request.query, 'offline');
    },
  );
  app.post(
    '/api/offline-orders',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['offline orders'],
        summary: 'Enter an order by hand',
        body: OfflineOrderInput,
        response: { 201: OrderDetail, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const input = request.body;
      requireOrderPermission(user, input.direction, 'offline-add');
      const id = await db.transaction((tx) => insertOfflineOrder(tx, user, input, app.clock.now()));
      return reply.status(201).send(await orderDetail(db, await findOrder(db, user, id)));
    },
  );
  app.get(
    '/api/offline-orders/:id',
    {
      schema: {
        tags: ['offline orders'],
        summary: 'One offline order',
        params: IdParams,
        response: { 200: OrderDetail, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const order = await findOrder(db, user, request.params.id);
      if (order.source !== 'offline') throw notFound('This offline order');
      requireOrderPermission(user, order.direction, 'offline-list');
      return orderDetail(db, order);
    },
  );
  app.put(
    '/api/offline-orders/:id',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['offline orders'],
        summary: 'Edit an offline order while it is created or has its vehicle assigned',
        params: IdParams,
        body: OfflineOrderInput,
        response: { 200: OrderDetail, 404: ApiError, 409: ApiError, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const input = request.body;
      await db.transaction(async (tx) => {
        const order = await findOrder(tx, user, request.params.id, { lock: true });
        if (order.source !== 'offline') throw notFound('This offline order');
        requireOrderPermission(user, order.direction, 'offline-add');
        if (input.direction !== order.direction) throw conflict('The direction of an order cannot change');
        if (!orderLifecycle.restore(order.status, orderContextOf(order)).hasTag('editable'))
          throw refused({ refusal: { code: 'orderNotEditable', status: order.status } });
        await updateOfflineOrder(tx, user, order.id, input, app.clock.now());
      });
      return orderDetail(db, await findOrder(db, user, request.params.id));
    },
  );
};
