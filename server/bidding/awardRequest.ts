import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AwardInput } from '../../src/domain/schemas/bids';
import { bidLifecycle } from '../../src/machines/bidMachine';
import { requestLifecycle } from '../../src/machines/requestMachine';
import type { SignedInUser } from '../auth/signedInUser';
import { orderEvents, orders } from '../db/schema/orders';
import { bids, requestDropOffs, requests } from '../db/schema/requests';
import { HttpError, refused } from '../errors/httpError';
import { withOutbox } from '../events/outbox';
import { notify } from '../notifications/notify';
import { nextOrderNumbers } from '../orders/orderNumbers';
import { promiseOrders } from '../orders/orderPromise';
import {
  countStandingBids,
  findRequest,
  requestContextOf,
  STANDING_BID_STATUSES,
} from '../requests/requestRecord';
import { settleWindow } from '../requests/requestWindow';
import { requireOwnedReferences } from '../tenancy/ownedReferences';
import { announceAward } from './offerNews';
import type { BiddingDeps } from './transporterBids';

export interface AwardOutcome {
  requestId: number;
  status: 'awarded';
  orderIds: number[];
  /** The same orders with the numbers people read. */
  orders: { id: number; number: string }[];
  rejectedBidIds: number[];
}

const bidContextOf = (amountPaise: number, request: typeof requests.$inferSelect) => ({
  amountPaise,
  ceilingPaise: request.ceilingPaise,
  biddingStartsAt: request.biddingStartsAt.getTime(),
  biddingEndsAt: request.biddingEndsAt.getTime(),
  revision: 0,
});

/**
 * Awards a closed request whole or split: the chosen bids are accepted and each becomes one order per
 * vehicle at its amount; every other standing bid is rejected. One transaction: all of it or none.
 */
export async function awardRequest(
  deps: BiddingDeps,
  user: SignedInUser,
  requestId: number,
  input: AwardInput,
): Promise<AwardOutcome> {
  return withOutbox(deps.db, deps.events, async (tx, outbox) => {
    const now = deps.clock.now();
    const request = await settleWindow(
      tx,
      outbox,
      await findRequest(tx, user, requestId, { lock: true }),
      now,
    );
    await requireOwnedReferences(
      tx,
      user,
      input.awards.map((a, i) => ({ field: `awards.${i}.bidId`, kind: 'bid', id: a.bidId })),
    );
    const standing = await tx
      .select()
      .from(bids)
      .where(and(eq(bids.requestId, request.id), inArray(bids.status, [...STANDING_BID_STATUSES])));
    const fields: Record<string, string> = {};
    const chosen = input.awards.map((award, i) => {
      const bid = standing.find((b) => b.id === award.bidId);
      if (!bid) fields[`awards.${i}.bidId`] = 'Choose a standing bid on this request';
      else if (award.vehicles > bid.vehicleCount)
        fields[`awards.${i}.vehicles`] = `This transporter offered ${bid.vehicleCount} vehicles`;
      return { award, bid };
    });
    if (Object.keys(fields).length > 0)
      throw new HttpError(400, 'validation', 'Some fields are invalid', fields);
    const vehicles = input.awards.reduce((sum, a) => sum + a.vehicles, 0);
    const decision = requestLifecycle.decide(
      request.status,
      requestContextOf(request, await countStandingBids(tx, request.id)),
      { type: 'request.award', vehicles },
    );
    if (!decision.allowed) throw refused(decision);
    for (const { bid } of chosen) {
      const verdict = bidLifecycle.decide(bid!.status, bidContextOf(bid!.amountPaise, request), {
        type: 'bid.accept',
      });
      if (!verdict.allowed) throw refused(verdict);
    }
    const acceptedIds = chosen.map((c) => c.bid!.id);
    const rejectedIds = standing.filter((b) => !acceptedIds.includes(b.id)).map((b) => b.id);
    if (acceptedIds.length > 0)
      await tx.update(bids).set({ status: 'accepted', updatedAt: now }).where(inArray(bids.id, acceptedIds));
    if (rejectedIds.length > 0)
      await tx.update(bids).set({ status: 'rejected', updatedAt: now }).where(inArray(bids.id, rejectedIds));
    await tx
      .update(requests)
      .set({ status: decision.status, updatedAt: now })
      .where(eq(requests.id, request.id));

    const [lastDrop] = await tx
      .select({ cityId: requestDropOffs.cityId })
      .from(requestDropOffs)
      .where(eq(requestDropOffs.requestId, request.id))
      .orderBy(desc(requestDropOffs.seq))
      .limit(1);
    const numbers = await nextOrderNumbers(tx, request.industryId, request.direction, vehicles);
    const rows = chosen.flatMap(({ award, bid }) =>
      Array.from({ length: award.vehicles }, () => ({
        industryId: request.industryId,
        direction: request.direction,
        source: 'awarded' as const,
        requestId: request.id,
        bidId: bid!.id,
        plantId: request.plantId,
        transporterId: bid!.transporterId,
        clientId: request.clientId,
        vendorId: request.vendorId,
        productId: request.productId,
        originCityId: request.pickupCityId,
        destinationCityId: lastDrop?.cityId ?? request.pickupCityId,
        status: 'created' as const,
        weightKg: request.weightKg / request.vehicleCount,
        freightPaise: bid!.amountPaise,
        pickupAt: request.pickupAt,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const created = await tx
      .insert(orders)
      .values(rows.map((row, i) => ({ ...row, number: numbers[i]! })))
      .returning({ id: orders.id, number: orders.number });
    await tx.insert(orderEvents).values(
      created.map((o) => ({
        industryId: request.industryId,
        orderId: o.id,
        status: 'created' as const,
        at: now,
        note: `Awarded from ${request.number}`,
        byUserId: user.id,
      })),
    );
    await promiseOrders(
      tx,
      created.map((o) => o.id),
    );
    await notify(tx, outbox, {
      industryId: request.industryId,
      plantId: request.plantId,
      kind: 'request',
      notice: {
        type: 'requestAwarded',
        number: request.number,
        vehicles,
        transporters: acceptedIds.length,
      },
      refId: request.id,
      direction: request.direction,
      actorUserId: user.id,
      at: now,
    });
    const transporterOfBid = (id: number) => standing.find((b) => b.id === id)!.transporterId;
    await announceAward(
      tx,
      outbox,
      request,
      { winners: acceptedIds.map(transporterOfBid), losers: rejectedIds.map(transporterOfBid) },
      now,
    );
    return {
      requestId: request.id,
      status: 'awarded',
      orderIds: created.map((o) => o.id),
      orders: created,
      rejectedBidIds: rejectedIds,
    };
  });
}
