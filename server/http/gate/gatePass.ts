import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayOverrideGeofence } from '../../../src/domain/gateSupervisor';
import { checkNetWeight } from '../../../src/domain/gateWeights';
import { ApiError } from '../../../src/domain/schemas/error';
import { GatePassInput } from '../../../src/domain/schemas/gate';
import { OrderDetail } from '../../../src/domain/schemas/orders';
import type { GateEventKind } from '../../../src/domain/statuses';
import { type OrderEvent, orderLifecycle } from '../../../src/machines/orderMachine';
import { signedIn } from '../../auth/authHook';
import type { SignedInUser } from '../../auth/signedInUser';
import { fieldError, forbidden, refused } from '../../errors/httpError';
import { withOutbox } from '../../events/outbox';
import { gatePassNote } from '../../gate/gatePassNote';
import { recordGatePass } from '../../gate/gatePassRecord';
import { truckPosition } from '../../gate/truckPosition';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { orderDetail } from '../../orders/orderQueries';
import { findOrder, orderContextOf } from '../../orders/orderRecord';
import { transitionOrder } from '../../orders/orderTransition';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

/** A minute of slack for clocks that run ahead of the server's. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Records a gate pass and moves the order through the machine, which checks the vehicle is the assigned one.
 * Gate-in also checks the truck's last known fix against the plant's geofence: outside it, only a supervisor
 * with a note lets it in; a truck that never reported is let in (nothing says it is elsewhere).
 */
export const gatePassRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, deps) => {
  const pass = async (user: SignedInUser, id: number, kind: GateEventKind, input: GatePassInput) => {
    const now = app.clock.now();
    const at = input.at ? new Date(input.at) : now;
    if (at.getTime() > now.getTime() + CLOCK_SKEW_MS)
      throw fieldError('at', 'The gate time cannot be in the future');
    await withOutbox(deps.db, deps.events, async (tx, outbox) => {
      const order = await findOrder(tx, user, id, { lock: true });
      requireOrderPermission(user, order.direction);
      const event: OrderEvent = {
        type: kind === 'gate_in' ? 'gate.in' : 'gate.out',
        vehicleNumber: input.vehicleNumber,
      };
      // The machine's refusal (wrong truck, wrong step) comes first: the geofence matters only for a pass it allows.
      const decision = orderLifecycle.decide(order.status, orderContextOf(order), event);
      if (!decision.allowed) throw refused(decision);
      const position = await truckPosition(tx, order);
      const distanceFromPlantM = position.state === 'unknown' ? null : position.distanceM;
      const outside = kind === 'gate_in' && position.state === 'outside';
      if (outside && !input.overrideNote)
        throw refused({
          refusal: {
            code: 'outsideGeofence',
            km: Math.round(position.distanceM / 100) / 10,
            radiusM: position.radiusM,
          },
        });
      if (outside && !mayOverrideGeofence(user.userType, user.permissions))
        throw forbidden(
          'Only the owner or a user who may edit plants can let in a truck outside the geofence',
        );
      const override = outside && input.overrideNote ? input.overrideNote : null;
      const weight = checkNetWeight(input.grossWeightKg, input.tareWeightKg, order.weightKg);
      const note = gatePassNote({
        grossWeightKg: input.grossWeightKg,
        tareWeightKg: input.tareWeightKg,
        weight,
        override:
          override && distanceFromPlantM !== null ? { note: override, distanceM: distanceFromPlantM } : null,
      });
      await transitionOrder(tx, outbox, order, event, { at, byUserId: user.id, note });
      await recordGatePass(tx, order, {
        kind,
        at,
        vehicleNumber: input.vehicleNumber,
        byUserId: user.id,
        grossWeightKg: input.grossWeightKg ?? null,
        tareWeightKg: input.tareWeightKg ?? null,
        weightDifferenceKg: weight?.differenceKg ?? null,
        distanceFromPlantM,
        geofenceOverrideNote: override,
      });
    });
    return orderDetail(deps.db, await findOrder(deps.db, user, id));
  };
  const responses = { 200: OrderDetail, 404: ApiError, 409: ApiError, ...signedInErrors };
  app.post(
    '/api/gate/orders/:id/in',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['gate'],
        summary:
          'Record gate-in of the assigned vehicle; outside the plant geofence only a supervisor with overrideNote',
        params: IdParams,
        body: GatePassInput,
        response: responses,
      },
    },
    async (request) => pass(signedIn(request), request.params.id, 'gate_in', request.body),
  );
  app.post(
    '/api/gate/orders/:id/out',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['gate'],
        summary: 'Record gate-out of the assigned vehicle, with the weighbridge readings',
        params: IdParams,
        body: GatePassInput,
        response: responses,
      },
    },
    async (request) => pass(signedIn(request), request.params.id, 'gate_out', request.body),
  );
};
