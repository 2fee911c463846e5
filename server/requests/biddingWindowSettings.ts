import { eq } from 'drizzle-orm';
import { type BiddingWindowValues, DEFAULT_BIDDING_WINDOW } from '../../src/domain/bidding';
import type { Queryable } from '../db/database';
import { biddingWindowSettings } from '../db/schema/requests';

export type SavedBiddingWindow = typeof biddingWindowSettings.$inferSelect;

/** The industry's saved settings row; undefined when it uses the defaults. */
export async function savedBiddingWindow(db: Queryable, industryId: number) {
  const [row] = await db
    .select()
    .from(biddingWindowSettings)
    .where(eq(biddingWindowSettings.industryId, industryId));
  return row;
}

export const valuesOf = (row: SavedBiddingWindow | undefined): BiddingWindowValues =>
  row
    ? {
        spotWindowMinutes: row.spotWindowMinutes,
        extensionMinutes: row.extensionMinutes,
        maxExtensions: row.maxExtensions,
      }
    : DEFAULT_BIDDING_WINDOW;

/** What applies to the industry's next published request. Read afresh: it changes rarely and is cheap. */
export const biddingWindowOf = async (db: Queryable, industryId: number): Promise<BiddingWindowValues> =>
  valuesOf(await savedBiddingWindow(db, industryId));

export async function saveBiddingWindow(
  db: Queryable,
  industryId: number,
  values: BiddingWindowValues,
  now: Date,
): Promise<SavedBiddingWindow> {
  const set = { ...values, updatedAt: now };
  const [row] = await db
    .insert(biddingWindowSettings)
    .values({ industryId, ...set })
    .onConflictDoUpdate({ target: biddingWindowSettings.industryId, set })
    .returning();
  return row!;
}

/** Back to the product's defaults. Requests already published keep the policy they were published with. */
export async function resetBiddingWindow(db: Queryable, industryId: number): Promise<void> {
  await db.delete(biddingWindowSettings).where(eq(biddingWindowSettings.industryId, industryId));
}
