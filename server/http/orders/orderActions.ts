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
import type { TextMessenger } from '../../messaging/textMessenger';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { orderDetail } from '../../orders/orderQueries';
import { findOrder } from '../../orders/orderRecord';
import { type TransitionOptions, transitionOrder } from '../../orders/orderTransition';
import { vehicleAssignment } from '../../orders/vehicleAssignment';
import { issueDriverLink } from '../../tracking/driverLinks';
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

/** What assigning a vehicle needs beyond the lifecycle: where a driver link is sent and what it points at. */
export interface OrderRouteOptions extends LifecycleRouteOptions {
  messenger: TextMessenger;
  publicUrl: string;
}

const responses = { 200: OrderDetail, 404: ApiError, 409: ApiError, ...signedInErrors };

export const orderActionsRoute: FastifyPluginAsyncZod<OrderRouteOptions> = async (app, options) => {
  const deps = { ...options, clock: app.clock };
  app.post(
    '/api/orders/:id/vehicle',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['orders'],
        summary:
          "Assign (or change) the vehicle, driver and tracking method; with driverApp, a new driver link is sent to the driver's mobile",
        params: IdParams,
        body: AssignVehicleInput,
        response: responses,
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { event, options } = vehicleAssignment(request.body);
      const detail = await moveOrder(deps, user, request.params.id, event, options);
      // The link goes after the assignment committed: a message that fails to send can be sent again from
      // the order's page, and must not undo the assignment.
      if (request.body.trackingMethod === 'driverApp')
        await issueDriverLink(deps, await findOrder(deps.db, user, request.params.id)).catch((error) =>
          request.log.warn({ err: error, orderId: request.params.id }, 'driver link not sent'),
        );
      return detail;
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
