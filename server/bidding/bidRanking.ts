import { and, asc, desc, eq, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { BidVisibility } from '../../src/domain/bidding';
import type { BidStatus } from '../../src/domain/statuses';
import type { Queryable } from '../db/database';
import { orders } from '../db/schema/orders';
import { bids, requestDropOffs } from '../db/schema/requests';
import { transporters } from '../db/schema/transporters';
import type { RequestRecord } from '../requests/requestRecord';

interface RankableBid {
  id: number;
  amountPaise: number;
  status: BidStatus;
  updatedAt: Date;
}

const ranked = (status: BidStatus) => status === 'placed' || status === 'revised' || status === 'accepted';

/**
 * L1, L2…: standing bids by amount, a tie going to whoever got there first (their latest amount's time).
 * Withdrawn and rejected bids have no rank.
 */
export function rankBids<T extends RankableBid>(list: readonly T[]): Map<number, number> {
  const order = list
    .filter((b) => ranked(b.status))
    .sort(
      (a, b) => a.amountPaise - b.amountPaise || a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id,
    );
  return new Map(order.map((b, i) => [b.id, i + 1]));
}

/** What a transporter is shown of the field beside their own bid. */
export interface FieldView {
  myRank: number | null;
  lowestBidPaise: number | null;
}

/**
 * The field as the request's visibility lets a bidder see it: their own rank, or the L1 amount (only once
 * they have a standing bid, so the price is not a free starting point), or nothing.
 */
export function fieldViewOf<T extends RankableBid>(
  visibility: BidVisibility,
  all: readonly T[],
  myBidId: number | undefined,
): FieldView {
  const ranks = rankBids(all);
  const mine = myBidId === undefined ? undefined : ranks.get(myBidId);
  if (mine === undefined || visibility === 'none') return { myRank: null, lowestBidPaise: null };
  if (visibility === 'rank') return { myRank: mine, lowestBidPaise: null };
  const l1 = all.find((b) => ranks.get(b.id) === 1);
  return { myRank: null, lowestBidPaise: l1?.amountPaise ?? null };
}

/**
 * The freight per vehicle last paid on this lane (same direction, pickup city and final drop-off city),
 * whatever transporter carried it, before this request: its own award is not its history. Rejected and
 * cancelled orders paid nothing.
 */
export async function lastPaidOnLane(db: Queryable, request: RequestRecord): Promise<number | null> {
  const [lastDrop] = await db
    .select({ cityId: requestDropOffs.cityId })
    .from(requestDropOffs)
    .where(eq(requestDropOffs.requestId, request.id))
    .orderBy(desc(requestDropOffs.seq))
    .limit(1);
  if (!lastDrop) return null;
  const [row] = await db
    .select({ freightPaise: orders.freightPaise })
    .from(orders)
    .where(
      and(
        eq(orders.industryId, request.industryId),
        eq(orders.direction, request.direction),
        eq(orders.originCityId, request.pickupCityId),
        eq(orders.destinationCityId, lastDrop.cityId),
        notInArray(orders.status, ['rejected', 'cancelled']),
        or(isNull(orders.requestId), ne(orders.requestId, request.id)),
      ),
    )
    .orderBy(desc(orders.pickupAt), asc(orders.id))
    .limit(1);
  return row?.freightPaise ?? null;
}

/** Every bid on a request (any status) with its transporter's name, for the shipper's bid list. */
export function bidsWithTransporters(db: Queryable, requestId: number) {
  return db
    .select({ bid: bids, transporterName: transporters.name })
    .from(bids)
    .innerJoin(transporters, eq(transporters.id, bids.transporterId))
    .where(eq(bids.requestId, requestId));
}
