import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { CancelInput, RequestDetail } from '../../../src/domain/schemas/requests';
import { type RequestEvent, requestLifecycle } from '../../../src/machines/requestMachine';
import { signedIn } from '../../auth/authHook';
import type { SignedInUser } from '../../auth/signedInUser';
import { announceOfferChange } from '../../bidding/offerNews';
import { refused } from '../../errors/httpError';
import { withOutbox } from '../../events/outbox';
import { requireRequestPermission } from '../../requests/requestPermissions';
import { requestDetail } from '../../requests/requestQueries';
import { countStandingBids, findRequest, requestContextOf } from '../../requests/requestRecord';
import { settleWindow } from '../../requests/requestWindow';
import { adoptBiddingWindow, setRequestStatus } from '../../requests/requestWrite';
import { signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

/** Publish and cancel: the shipper's own transitions, under the row lock, decided by the request machine. */
async function move(
  { db, events }: LifecycleRouteOptions,
  user: SignedInUser,
  id: number,
  now: Date,
  event: (now: number) => RequestEvent,
) {
  await withOutbox(db, events, async (tx, outbox) => {
    const found = await settleWindow(tx, outbox, await findRequest(tx, user, id, { lock: true }), now);
    requireRequestPermission(user, 'edit', found.direction);
    const happening = event(now.getTime());
    const row = happening.type === 'request.publish' ? await adoptBiddingWindow(tx, found) : found;
    const decision = requestLifecycle.decide(
      row.status,
      requestContextOf(row, await countStandingBids(tx, row.id)),
      happening,
    );
    if (!decision.allowed) throw refused(decision);
    // The requests table has no reason column: the cancellation reason joins the notes, visible on the detail.
    const reason = happening.type === 'request.cancel' ? happening.reason : null;
    await setRequestStatus(tx, row.id, {
      status: decision.status,
      at: now,
      ...(reason ? { notes: `${row.notes}${row.notes ? '\n' : ''}Cancelled: ${reason}` } : {}),
    });
    // Published, it appears in the invited transporters' portals; cancelled, it leaves them.
    await announceOfferChange(tx, outbox, row.id);
  });
  return requestDetail(db, await findRequest(db, user, id), now);
}

const responses = { 200: RequestDetail, 404: ApiError, 409: ApiError, ...signedInErrors };

export const requestTransitionsRoute: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, options) => {
  app.post(
    '/api/requests/:id/publish',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['requests'],
        summary: 'Open a draft for bidding (its window must not have ended)',
        params: IdParams,
        response: responses,
      },
    },
    async (request) =>
      move(options, signedIn(request), request.params.id, app.clock.now(), (at) => ({
        type: 'request.publish',
        at,
      })),
  );
  app.post(
    '/api/requests/:id/cancel',
    {
      config: { plantUsers: 'plants' },
      schema: {
        tags: ['requests'],
        summary: 'Cancel a draft, open or closed request with a reason',
        params: IdParams,
        body: CancelInput,
        response: responses,
      },
    },
    async (request) =>
      move(options, signedIn(request), request.params.id, app.clock.now(), () => ({
        type: 'request.cancel',
        reason: request.body.reason,
      })),
  );
};
