import { and, eq, inArray, lte, min } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { requestLifecycle } from '../../src/machines/requestMachine';
import type { Clock, Sweep } from '../clock';
import type { Database, Queryable } from '../db/database';
import { bids, requests } from '../db/schema/requests';
import type { EventBus } from '../events/eventBus';
import { type Outbox, withOutbox } from '../events/outbox';
import { notify } from '../notifications/notify';
import { startPeriodicSweep } from '../periodicSweep';
import {
  countStandingBids,
  type RequestRecord,
  requestContextOf,
  STANDING_BID_STATUSES,
} from './requestRecord';

/** Tells the plant's shipper users that bidding ended: how many bids and the lowest, or that none came. */
async function announceWindowEnd(
  tx: Queryable,
  outbox: Outbox,
  request: RequestRecord,
  standing: number,
  now: Date,
) {
  const [lowest] = await tx
    .select({ amount: min(bids.amountPaise) })
    .from(bids)
    .where(and(eq(bids.requestId, request.id), inArray(bids.status, [...STANDING_BID_STATUSES])));
  const closed = request.status === 'closed';
  await notify(tx, outbox, {
    industryId: request.industryId,
    plantId: request.plantId,
    kind: 'request',
    notice: closed
      ? { type: 'biddingClosed', number: request.number, bids: standing, lowestPaise: lowest?.amount ?? 0 }
      : { type: 'biddingExpired', number: request.number },
    refId: request.id,
    direction: request.direction,
    actorUserId: null,
    at: now,
  });
}

/**
 * Ends the bidding window of an open request whose time is up: closed with bids, expired without, as the
 * request machine decides, and tells the shipper. Call it under the request's row lock, before any other
 * decision about it.
 */
export async function settleWindow(
  tx: Queryable,
  outbox: Outbox,
  row: RequestRecord,
  now: Date,
): Promise<RequestRecord> {
  if (row.status !== 'open' || now < row.biddingEndsAt) return row;
  const standing = await countStandingBids(tx, row.id);
  const context = requestContextOf(row, standing);
  const decision = requestLifecycle.decide(row.status, context, { type: 'window.close', at: now.getTime() });
  if (!decision.allowed) return row;
  const [updated] = await tx
    .update(requests)
    .set({ status: decision.status, updatedAt: now })
    .where(eq(requests.id, row.id))
    .returning();
  if (!updated) return row;
  await announceWindowEnd(tx, outbox, updated, standing, now);
  return updated;
}

/** Settles every open request whose window has run out; lists stay truthful without anyone bidding. */
export async function settleDueWindows(db: Database, events: EventBus, now: Date): Promise<number> {
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.status, 'open'), lte(requests.biddingEndsAt, now)));
  for (const { id } of due) {
    await withOutbox(db, events, async (tx, outbox) => {
      const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
      if (row) await settleWindow(tx, outbox, row, now);
    });
  }
  return due.length;
}

/** Windows close on time even when nobody looks: every few seconds the due ones are settled. */
export const WINDOW_SWEEP_MS = 5_000;

export const startRequestWindowSweep = (
  clock: Clock,
  db: Database,
  events: EventBus,
  log: FastifyBaseLogger,
): Sweep =>
  startPeriodicSweep(
    clock,
    'bidding window sweep',
    WINDOW_SWEEP_MS,
    () => settleDueWindows(db, events, clock.now()),
    log,
  );
