import { and, count, eq, inArray } from 'drizzle-orm';
import { type RequestContext, requestRules } from '../../src/machines/requestMachine';
import { plantScope } from '../auth/plantScope';
import type { SignedInUser } from '../auth/signedInUser';
import { industryOf } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { bids, requests } from '../db/schema/requests';
import { notFound } from '../errors/httpError';

export type RequestRecord = typeof requests.$inferSelect;

/** Bids that can still win: what the request machine counts (award needs one, edit needs none). */
export const STANDING_BID_STATUSES = ['placed', 'revised'] as const;
/** Every bid not withdrawn, won or lost: what lists show, so an awarded request keeps its bid count. */
export const RECEIVED_BID_STATUSES = ['placed', 'revised', 'accepted', 'rejected'] as const;

/**
 * A request of the user's industry (and plants, for a plant user), or 404 — the same answer for another
 * industry's id as for a missing one. `lock` takes the row lock that serialises bids, awards and edits.
 */
export async function findRequest(
  db: Queryable,
  user: SignedInUser,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RequestRecord> {
  const scope = plantScope(user, requests.plantId);
  const query = db
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.industryId, industryOf(user)), ...(scope ? [scope] : [])));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('This request');
  return row;
}

export async function countStandingBids(db: Queryable, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bids)
    .where(and(eq(bids.requestId, requestId), inArray(bids.status, [...STANDING_BID_STATUSES])));
  return row?.n ?? 0;
}

export const requestContextOf = (row: RequestRecord, activeBids: number): RequestContext => ({
  biddingStartsAt: row.biddingStartsAt.getTime(),
  biddingEndsAt: row.biddingEndsAt.getTime(),
  vehicleCount: row.vehicleCount,
  activeBids,
  policy: { extensionMs: row.extensionSeconds * 1000, maxExtensions: row.maxExtensions },
  extensionsUsed: row.extensionsUsed,
});

/** The latest the request's window can close (`domain/bidding.ts`). */
export const hardCloseOf = (row: RequestRecord): Date =>
  new Date(requestRules.hardCloseAt(requestContextOf(row, 0)));
