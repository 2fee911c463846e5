import { eq } from 'drizzle-orm';
import { DEFAULT_GTA_GST_RATES, type GtaGstRates } from '../../src/domain/gtaGst';
import type { Queryable } from '../db/database';
import { freightGstSettings } from '../db/schema/billing';

export type SavedFreightGst = typeof freightGstSettings.$inferSelect;

/** The industry's saved rates; undefined while the defaults apply. */
export async function savedFreightGst(db: Queryable, industryId: number) {
  const [row] = await db
    .select()
    .from(freightGstSettings)
    .where(eq(freightGstSettings.industryId, industryId));
  return row;
}

export const ratesOf = (row: SavedFreightGst | undefined): GtaGstRates =>
  row
    ? { reverseChargePercent: row.reverseChargePercent, forwardChargePercent: row.forwardChargePercent }
    : DEFAULT_GTA_GST_RATES;

/** The rates an invoice entered or revised now is taxed at; an invoice keeps the rate it was taxed at. */
export const freightGstRatesOf = async (db: Queryable, industryId: number): Promise<GtaGstRates> =>
  ratesOf(await savedFreightGst(db, industryId));

export async function saveFreightGst(db: Queryable, industryId: number, rates: GtaGstRates, now: Date) {
  const set = { ...rates, updatedAt: now };
  const [row] = await db
    .insert(freightGstSettings)
    .values({ industryId, ...set })
    .onConflictDoUpdate({ target: freightGstSettings.industryId, set })
    .returning();
  return row!;
}

export async function resetFreightGst(db: Queryable, industryId: number): Promise<void> {
  await db.delete(freightGstSettings).where(eq(freightGstSettings.industryId, industryId));
}
