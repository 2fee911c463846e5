import { and, eq, lte } from 'drizzle-orm';
import { requestLifecycle } from '../../src/machines/requestMachine';
import type { Database, Queryable } from '../db/database';
import { requests } from '../db/schema/requests';
import { countStandingBids, type RequestRecord, requestContextOf } from './requestRecord';

/**
 * Ends the bidding window of an open request whose time is up: closed with bids, expired without, as the
 * request machine decides. Call it under the request's row lock, before any other decision about it.
 */
export async function settleWindow(tx: Queryable, row: RequestRecord, now: Date): Promise<RequestRecord> {
  if (row.status !== 'open' || now < row.biddingEndsAt) return row;
  const context = requestContextOf(row, await countStandingBids(tx, row.id));
  const decision = requestLifecycle.decide(row.status, context, { type: 'window.close', at: now.getTime() });
  if (!decision.allowed) return row;
  const [updated] = await tx
    .update(requests)
    .set({ status: decision.status, updatedAt: now })
    .where(eq(requests.id, row.id))
    .returning();
  return updated ?? row;
}

/** Settles every open request whose window has run out; lists stay truthful without anyone bidding. */
export async function settleDueWindows(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.status, 'open'), lte(requests.biddingEndsAt, now)));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
      if (row) await settleWindow(tx, row, now);
    });
  }
  return due.length;
}
