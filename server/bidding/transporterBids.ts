import { and, desc, eq } from 'drizzle-orm';
import type { TransporterBidReply } from '../../src/domain/schemas/bids';
import { type BidContext, type BidEvent, bidLifecycle } from '../../src/machines/bidMachine';
import { type RequestContext, type RequestEvent, requestLifecycle } from '../../src/machines/requestMachine';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { bids, requests, requestTransporters } from '../db/schema/requests';
import { industryTransporters } from '../db/schema/transporters';
import { forbidden, HttpError, notFound, refused } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { type Outbox, withOutbox } from '../events/outbox';
import { notify } from '../notifications/notify';
import {
  countStandingBids,
  hardCloseOf,
  type RequestRecord,
  requestContextOf,
} from '../requests/requestRecord';
import { settleWindow } from '../requests/requestWindow';
import { type FieldView, fieldViewOf } from './bidRanking';
import { offeredTo } from './offeredTo';
import { announceOfferChange } from './offerNews';

export interface BiddingDeps {
  db: Database;
  events: EventBus;
  /** Read inside the bid's transaction, once its request is locked: a window ends by the server's clock. */
  clock: Pick<Clock, 'now'>;
}

type BidRecord = typeof bids.$inferSelect;

/**
 * Locks the request row (every bid, revision, withdrawal and award on it queues here, so two bids racing at
 * the close see one window and one order of ranks), checks the transporter is invited and not blocked, and
 * closes the window first if its time is up.
 */
async function lockOffered(
  tx: Queryable,
  outbox: Outbox,
  transporterId: number,
  requestId: number,
  now: Date,
) {
  const [found] = await tx
    .select({ request: requests })
    .from(requests)
    .innerJoin(requestTransporters, offeredTo(transporterId))
    .where(eq(requests.id, requestId))
    .for('update', { of: requests });
  if (!found || found.request.status === 'draft') throw notFound('This request');
  const [link] = await tx
    .select({ status: industryTransporters.status })
    .from(industryTransporters)
    .where(
      and(
        eq(industryTransporters.industryId, found.request.industryId),
        eq(industryTransporters.transporterId, transporterId),
      ),
    );
  if (link?.status !== 'active') throw forbidden('This shipper has blocked your company from bidding');
  return settleWindow(tx, outbox, found.request, now);
}

const bidContext = (request: RequestRecord, lastAmount: number | null, revision: number): BidContext => ({
  amountPaise: lastAmount,
  ceilingPaise: request.ceilingPaise,
  biddingStartsAt: request.biddingStartsAt.getTime(),
  biddingEndsAt: request.biddingEndsAt.getTime(),
  revision,
});

/** The request machine moves first (is it open, is the window running), then the bid machine (the rules). */
async function decideOnRequest(tx: Queryable, request: RequestRecord, event: RequestEvent) {
  const decision = requestLifecycle.decide(
    request.status,
    requestContextOf(request, await countStandingBids(tx, request.id)),
    event,
  );
  if (!decision.allowed) throw refused(decision);
  return decision.context;
}

function decideOnBid(status: BidRecord['status'] | 'idle', context: BidContext, event: BidEvent) {
  const decision = bidLifecycle.decide(status, context, event);
  if (!decision.allowed) throw refused(decision);
  return decision;
}

async function fieldViewFor(tx: Queryable, request: RequestRecord, bidId: number): Promise<FieldView> {
  // Nothing to show: no need to read the field.
  if (request.bidVisibility === 'none') return fieldViewOf('none', [], bidId);
  const all = await tx.select().from(bids).where(eq(bids.requestId, request.id));
  return fieldViewOf(request.bidVisibility, all, bidId);
}

/** Writes the window the request machine decided: a late bid moved the close, within the hard close. */
async function extendWindow(tx: Queryable, request: RequestRecord, next: RequestContext, now: Date) {
  if (next.extensionsUsed === request.extensionsUsed) return request;
  const [updated] = await tx
    .update(requests)
    .set({ biddingEndsAt: new Date(next.biddingEndsAt), extensionsUsed: next.extensionsUsed, updatedAt: now })
    .where(eq(requests.id, request.id))
    .returning();
  return updated!;
}

async function announce(
  tx: Queryable,
  outbox: Outbox,
  request: RequestRecord,
  bid: BidRecord,
  event: 'bid.placed' | 'bid.withdrawn',
) {
  outbox.add({
    type: event,
    industryId: request.industryId,
    plantId: request.plantId,
    payload: {
      requestId: request.id,
      bidId: bid.id,
      amountPaise: bid.amountPaise,
      biddingEndsAt: request.biddingEndsAt.toISOString(),
      bidCount: await countStandingBids(tx, request.id),
    },
  });
  // The other bidders' ranks, L1 or window may have moved with it.
  await announceOfferChange(tx, outbox, request.id);
}

const reply = (bid: BidRecord, request: RequestRecord, field: FieldView): TransporterBidReply => ({
  id: bid.id,
  requestId: request.id,
  amountPaise: bid.amountPaise,
  vehicleCount: bid.vehicleCount,
  status: bid.status,
  revision: bid.revision,
  biddingEndsAt: request.biddingEndsAt.toISOString(),
  biddingHardCloseAt: hardCloseOf(request).toISOString(),
  ...field,
});

async function bidsOf(tx: Queryable, requestId: number, transporterId: number) {
  return tx
    .select()
    .from(bids)
    .where(and(eq(bids.requestId, requestId), eq(bids.transporterId, transporterId)))
    .orderBy(desc(bids.placedAt), desc(bids.id));
}

export async function placeBid(
  deps: BiddingDeps,
  input: { transporterId: number; requestId: number; amountPaise: number; vehicleCount?: number | undefined },
): Promise<TransporterBidReply> {
  return withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const now = deps.clock.now();
    let request = await lockOffered(tx, outbox, input.transporterId, input.requestId, now);
    const vehicleCount = input.vehicleCount ?? request.vehicleCount;
    if (vehicleCount > request.vehicleCount)
      throw new HttpError(400, 'validation', 'Some fields are invalid', {
        vehicleCount: `This request needs ${request.vehicleCount} vehicles at most`,
      });
    const mine = await bidsOf(tx, request.id, input.transporterId);
    const standing = mine.find((b) => b.status === 'placed' || b.status === 'revised');
    const event = { type: 'bid.place', amountPaise: input.amountPaise, at: now.getTime() } as const;
    decideOnBid(standing?.status ?? 'idle', bidContext(request, mine[0]?.amountPaise ?? null, 0), event);
    const next = await decideOnRequest(tx, request, { type: 'bid.land', at: now.getTime() });
    const [bid] = await tx
      .insert(bids)
      .values({
        industryId: request.industryId,
        requestId: request.id,
        transporterId: input.transporterId,
        amountPaise: input.amountPaise,
        vehicleCount,
        status: 'placed',
        placedAt: now,
        updatedAt: now,
      })
      .returning();
    request = await extendWindow(tx, request, next, now);
    await notify(tx, outbox, {
      industryId: request.industryId,
      plantId: request.plantId,
      kind: 'request',
      notice: { type: 'bidReceived', number: request.number },
      refId: request.id,
      direction: request.direction,
      // A transporter is never a recipient: every shipper user of the plant hears of the bid.
      actorUserId: null,
      at: now,
    });
    await announce(tx, outbox, request, bid!, 'bid.placed');
    return reply(bid!, request, await fieldViewFor(tx, request, bid!.id));
  });
}

async function ownStandingBid(tx: Queryable, requestId: number, transporterId: number, bidId: number) {
  const mine = await bidsOf(tx, requestId, transporterId);
  const bid = mine.find((b) => b.id === bidId);
  if (!bid) throw notFound('This bid');
  return bid;
}

export async function reviseBid(
  deps: BiddingDeps,
  input: { transporterId: number; requestId: number; bidId: number; amountPaise: number },
): Promise<TransporterBidReply> {
  return withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const now = deps.clock.now();
    let request = await lockOffered(tx, outbox, input.transporterId, input.requestId, now);
    const bid = await ownStandingBid(tx, request.id, input.transporterId, input.bidId);
    const decision = decideOnBid(bid.status, bidContext(request, bid.amountPaise, bid.revision), {
      type: 'bid.revise',
      amountPaise: input.amountPaise,
      at: now.getTime(),
    });
    const next = await decideOnRequest(tx, request, { type: 'bid.lower', at: now.getTime() });
    const [updated] = await tx
      .update(bids)
      .set({
        amountPaise: input.amountPaise,
        status: decision.status as BidRecord['status'],
        revision: decision.context.revision,
        updatedAt: now,
      })
      .where(eq(bids.id, bid.id))
      .returning();
    request = await extendWindow(tx, request, next, now);
    await announce(tx, outbox, request, updated!, 'bid.placed');
    return reply(updated!, request, await fieldViewFor(tx, request, bid.id));
  });
}

export async function withdrawBid(
  deps: BiddingDeps,
  input: { transporterId: number; requestId: number; bidId: number },
): Promise<TransporterBidReply> {
  return withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const now = deps.clock.now();
    const request = await lockOffered(tx, outbox, input.transporterId, input.requestId, now);
    const bid = await ownStandingBid(tx, request.id, input.transporterId, input.bidId);
    decideOnBid(bid.status, bidContext(request, bid.amountPaise, bid.revision), {
      type: 'bid.withdraw',
      at: now.getTime(),
    });
    await decideOnRequest(tx, request, { type: 'bid.withdraw' });
    const [updated] = await tx
      .update(bids)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(eq(bids.id, bid.id))
      .returning();
    await announce(tx, outbox, request, updated!, 'bid.withdrawn');
    return reply(updated!, request, fieldViewOf('none', [], undefined));
  });
}
