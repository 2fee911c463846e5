import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { GatePassInput } from '../../../src/domain/schemas/gate';
import { OrderDetail } from '../../../src/domain/schemas/orders';
import type { GateEventKind } from '../../../src/domain/statuses';
import { signedIn } from '../../auth/authHook';
import type { SignedInUser } from '../../auth/signedInUser';
import { fieldError } from '../../errors/httpError';
import { withOutbox } from '../../events/outbox';
import { recordGatePass } from '../../gate/gateQueries';
import { requireOrderPermission } from '../../orders/orderPermissions';
import { orderDetail } from '../../orders/orderQueries';
import { findOrder } from '../../orders/orderRecord';
import { transitionOrder } from '../../orders/orderTransition';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

/** A minute of slack for clocks that run ahead of the server's. */
const CLOCK_SKEW_MS = 60_000;

const weightsNote = (input: GatePassInput) =>
  [
    input.grossWeightKg ? `gross ${input.grossWeightKg} kg` : null,
    input.tareWeightKg ? `tare ${input.tareWeightKg} kg` : null,
  ]
    .filter(Boolean)
    .join(', ') || null;

/** Records a gate pass and moves the order through the machine, which checks the vehicle is the assigned one. */
export const gatePassRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, deps) => {
  const pass = async (user: SignedInUser, id: number, kind: GateEventKind, input: GatePassInput) => {
    const at = input.at ? new Date(input.at) : new Date();
    if (at.getTime() > Date.now() + CLOCK_SKEW_MS)
      throw fieldError('at', 'The gate time cannot be in the future');
    await withOutbox(deps.db, deps.events, async (tx, outbox) => {
      const order = await findOrder(tx, user, id, { lock: true });
      requireOrderPermission(user, order.direction);
      await transitionOrder(
        tx,
        outbox,
        order,
        { type: kind === 'gate_in' ? 'gate.in' : 'gate.out', vehicleNumber: input.vehicleNumber },
        { at, byUserId: user.id, note: weightsNote(input) },
      );
      await recordGatePass(tx, order, { kind, at, vehicleNumber: input.vehicleNumber, byUserId: user.id });
    });
    return orderDetail(deps.db, await findOrder(deps.db, user, id));
  };
  const responses = { 200: OrderDetail, 404: ApiError, 409: ApiError, ...signedInErrors };
  app.post(
    '/api/gate/orders/:id/in',
    {
      schema: {
        tags: ['gate'],
        summary: 'Record gate-in of the assigned vehicle',
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
      schema: {
        tags: ['gate'],
        summary: 'Record gate-out of the assigned vehicle',
        params: IdParams,
        body: GatePassInput,
        response: responses,
      },
    },
    async (request) => pass(signedIn(request), request.params.id, 'gate_out', request.body),
  );
};
