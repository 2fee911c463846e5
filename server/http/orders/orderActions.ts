import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  AssignVehicleInput,
  OrderDetail,
  OrderStepInput,
  ReasonInput,
} from '../../../src/domain/schemas/orders';
import type { OrderEvent } from '../../../src/machines/orderMachine';
import { signedIn } from '../../auth/authHook';
import type { SignedInUser } from '../../auth/signedInUser';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { EventBus } from '../../events/eventBus';
import { withOutbox } from '../../events/outbox';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { orderDetail } from '../../orders/orderQueries';
import { findOrder } from '../../orders/orderRecord';
import { type TransitionOptions, transitionOrder } from '../../orders/orderTransition';
import { vehicleAssignment } from '../../orders/vehicleAssignment';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

/** Locks the order, checks the permission of its direction, and lets the order machine move it. */
export async function moveOrder(
  deps: { db: Database; events: EventBus; clock: Pick<Clock, 'now'> },
  user: SignedInUser,
  id: number,
  event: OrderEvent,
  options: Omit<TransitionOptions, 'byUserId' | 'at'> = {},
) {
  await withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const order = await findOrder(tx, user, id, { lock: true });
    requireOrderPermission(user, order.direction);
    await transitionOrder(tx, outbox, order, event, {
      ...options,
      at: deps.clock.now(),
      byUserId: user.id,
    });
  });
  return orderDetail(deps.db, await findOrder(deps.db, user, id));
}

const responses = { 200: OrderDetail, 404: ApiError, 409: ApiError, ...signedInErrors };

export const orderActionsRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, options) => {
  const deps = { ...options, clock: app.clock };
  app.post(
    '/api/orders/:id/vehicle',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['orders'],
        summary: 'Assign (or change) the vehicle, driver and tracking method',
        params: IdParams,
        body: AssignVehicleInput,
        response: responses,
      },
    },
    async (request) => {
      const { event, options } = vehicleAssignment(request.body);
      return moveOrder(deps, signedIn(request), request.params.id, event, options);
    },
  );
  app.post(
    '/api/orders/:id/cancel',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel with a reason (before the vehicle reaches the gate)',
        params: IdParams,
        body: ReasonInput,
        response: responses,
      },
    },
    async (request) =>
      moveOrder(deps, signedIn(request), request.params.id, {
        type: 'order.cancel',
        reason: request.body.reason,
      }),
  );
  app.post(
    '/api/orders/:id/reject',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['orders'],
        summary: 'Reject the vehicle with a reason (up to gate-in)',
        params: IdParams,
        body: ReasonInput,
        response: responses,
      },
    },
    async (request) =>
      moveOrder(deps, signedIn(request), request.params.id, {
        type: 'order.reject',
        reason: request.body.reason,
      }),
  );
  app.post(
    '/api/orders/:id/step',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['orders'],
        summary:
          'Move to the next step that needs no form: gate.arrive, cargo.start, trip.start, order.close (an order is invoiced by entering its invoice)',
        params: IdParams,
        body: OrderStepInput,
        response: responses,
      },
    },
    async (request) =>
      moveOrder(
        deps,
        signedIn(request),
        request.params.id,
        { type: request.body.event },
        { note: request.body.note ?? null },
      ),
  );
};
