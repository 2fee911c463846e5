import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  OfflineOrderInput,
  OfflineOrderListQuery,
  OrderDetail,
  OrderPage,
} from '../../../src/domain/schemas/orders';
import { english } from '../../../src/i18n/english';
import { refusalText } from '../../../src/i18n/refusalText';
import { orderLifecycle } from '../../../src/machines/orderMachine';
import { signedIn } from '../../auth/authHook';
import { plantScope } from '../../auth/plantScope';
import { industryOf, type SignedInUser } from '../../auth/signedInUser';
import type { Queryable } from '../../db/database';
import { cities } from '../../db/schema/geo';
import { orderEvents, orders } from '../../db/schema/orders';
import { clients, vendors } from '../../db/schema/parties';
import { plants } from '../../db/schema/plants';
import { industryTransporters } from '../../db/schema/transporters';
import { conflict, HttpError, notFound } from '../../errors/httpError';
import { nextOrderNumbers } from '../../orders/orderNumbers';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { listOrders, orderDetail } from '../../orders/orderQueries';
import { findOrder, orderContextOf } from '../../orders/orderRecord';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

/** Each id of the form must be the industry's own (and in the plant user's scope); one 400 lists the bad ones. */
async function checkReferences(tx: Queryable, user: SignedInUser, input: OfflineOrderInput): Promise<void> {
  const industryId = industryOf(user);
  const fields: Record<string, string> = {};
  const scope = plantScope(user, plants.id);
  const found = async (ok: Promise<unknown[]>) => (await ok).length > 0;
  if (
    !(await found(
      tx
        .select({ id: plants.id })
        .from(plants)
        .where(
          and(eq(plants.id, input.plantId), eq(plants.industryId, industryId), ...(scope ? [scope] : [])),
        ),
    ))
  )
    fields.plantId = 'Choose one of your plants';
  if (
    !(await found(
      tx
        .select({ id: industryTransporters.id })
        .from(industryTransporters)
        .where(
          and(
            eq(industryTransporters.industryId, industryId),
            eq(industryTransporters.transporterId, input.transporterId),
            eq(industryTransporters.status, 'active'),
          ),
        ),
    ))
  )
    fields.transporterId = 'Choose one of your active transporters';
  if (
    input.clientId &&
    !(await found(
      tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, input.clientId), eq(clients.industryId, industryId))),
    ))
  )
    fields.clientId = 'Choose one of your clients';
  if (
    input.vendorId &&
    !(await found(
      tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.id, input.vendorId), eq(vendors.industryId, industryId))),
    ))
  )
    fields.vendorId = 'Choose one of your vendors';
  for (const key of ['originCityId', 'destinationCityId'] as const)
    if (!(await found(tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input[key])))))
      fields[key] = 'Choose a city';
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'validation', 'Some fields are invalid', fields);
}

const columnsOf = (input: OfflineOrderInput) => ({
  plantId: input.plantId,
  transporterId: input.transporterId,
  clientId: input.direction === 'outbound' ? (input.clientId ?? null) : null,
  vendorId: input.direction === 'inbound' ? (input.vendorId ?? null) : null,
  productId: input.productId ?? null,
  originCityId: input.originCityId,
  destinationCityId: input.destinationCityId,
  weightKg: input.weightKg,
  freightPaise: input.freightInr,
  pickupAt: new Date(input.pickupAt),
});

/** Orders entered by hand (no request, no bid). Editable until the vehicle reaches the gate. */
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
      schema: {
        tags: ['offline orders'],
        summary: 'Enter an order by hand',
        body: OfflineOrderInput,
        response: { 201: OrderDetail, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const input = request.body;
      requireOrderPermission(user, input.direction, 'offline-add');
      const id = await db.transaction(async (tx) => {
        await checkReferences(tx, user, input);
        const [number] = await nextOrderNumbers(tx, industryOf(user), input.direction, 1);
        const now = new Date();
        const [row] = await tx
          .insert(orders)
          .values({
            industryId: industryOf(user),
            number: number!,
            direction: input.direction,
            source: 'offline',
            status: 'created',
            ...columnsOf(input),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: orders.id });
        await tx.insert(orderEvents).values({
          industryId: industryOf(user),
          orderId: row!.id,
          status: 'created',
          at: now,
          note: 'Entered offline',
          byUserId: user.id,
        });
        return row!.id;
      });
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
      schema: {
        tags: ['offline orders'],
        summary: 'Edit an offline order while it is created or has its vehicle assigned',
        params: IdParams,
        body: OfflineOrderInput,
        response: { 200: OrderDetail, 404: ApiError, 409: ApiError, ...signedInErrors },
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
          throw conflict(refusalText(english, { code: 'orderNotEditable', status: order.status }));
        await checkReferences(tx, user, input);
        await tx
          .update(orders)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(eq(orders.id, order.id));
      });
      return orderDetail(db, await findOrder(db, user, request.params.id));
    },
  );
};
