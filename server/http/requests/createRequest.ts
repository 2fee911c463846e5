import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spotWindowMs } from '../../../src/domain/bidding';
import { ApiError } from '../../../src/domain/schemas/error';
import { RequestDetail, RequestInput, SpotRequestInput } from '../../../src/domain/schemas/requests';
import type { Direction } from '../../../src/domain/statuses';
import { requestLifecycle } from '../../../src/machines/requestMachine';
import { signedIn } from '../../auth/authHook';
import { industryOf, type SignedInUser } from '../../auth/signedInUser';
import { announceOfferChange } from '../../bidding/offerNews';
import type { Queryable } from '../../db/database';
import { forbidden, refused } from '../../errors/httpError';
import { withOutbox } from '../../events/outbox';
import { biddingWindowAt } from '../../requests/requestDefaults';
import { requireRequestPermission } from '../../requests/requestPermissions';
import { requestDetail } from '../../requests/requestQueries';
import { findRequest, requestContextOf } from '../../requests/requestRecord';
import { industryMayAddRequests, insertRequest, setRequestStatus } from '../../requests/requestWrite';
import { referenceErrors, signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';

/** The session's can-add-request flag is the industry's; the server enforces what the screen hides. */
async function requireCanAdd(db: Queryable, user: SignedInUser, direction: Direction): Promise<void> {
  requireRequestPermission(user, 'add', direction);
  if (!(await industryMayAddRequests(db, industryOf(user))))
    throw forbidden('Your industry is not allowed to add requests');
}

export const createRequestRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (
  app,
  { db, events },
) => {
  app.post(
    '/api/requests',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['requests'],
        summary: 'Create a draft request (publish it with POST /api/requests/:id/publish)',
        body: RequestInput,
        response: { 201: RequestDetail, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { direction, kind, ...values } = request.body;
      await requireCanAdd(db, user, direction);
      const id = await db.transaction((tx) => insertRequest(tx, user, direction, kind, values));
      return reply
        .status(201)
        .send(await requestDetail(db, await findRequest(db, user, id), app.clock.now()));
    },
  );

  app.post(
    '/api/requests/spot',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['requests'],
        summary: "Create a spot indent: published at once, bidding open for its plant's spot window from now",
        body: SpotRequestInput,
        response: { 201: RequestDetail, 409: ApiError, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { direction, ...values } = request.body;
      await requireCanAdd(db, user, direction);
      const now = app.clock.now().getTime();
      const biddingEndsAt = now + spotWindowMs(await biddingWindowAt(db, industryOf(user), values.plantId));
      const pickupAt = Math.max(Date.parse(values.pickupAt), biddingEndsAt);
      const id = await withOutbox(db, events, async (tx, outbox) => {
        const newId = await insertRequest(tx, user, direction, 'spot', {
          ...values,
          biddingStartsAt: new Date(now).toISOString(),
          biddingEndsAt: new Date(biddingEndsAt).toISOString(),
          pickupAt: new Date(pickupAt).toISOString(),
        });
        const row = await findRequest(tx, user, newId, { lock: true });
        const decision = requestLifecycle.decide(row.status, requestContextOf(row, 0), {
          type: 'request.publish',
          at: now,
        });
        if (!decision.allowed) throw refused(decision);
        await setRequestStatus(tx, newId, { status: decision.status, at: new Date(now) });
        // Open at once: it appears in the invited transporters' portals as it is saved.
        await announceOfferChange(tx, outbox, newId);
        return newId;
      });
      return reply.status(201).send(await requestDetail(db, await findRequest(db, user, id), new Date(now)));
    },
  );
};
