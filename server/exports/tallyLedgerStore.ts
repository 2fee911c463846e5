import { eq } from 'drizzle-orm';
import { DEFAULT_TALLY_LEDGERS, type TallyLedgerNames } from '../../src/domain/tallyLedgers';
import type { Queryable } from '../db/database';
import { tallyLedgerSettings } from '../db/schema/accounting';

export type SavedTallyLedgers = typeof tallyLedgerSettings.$inferSelect;

/** The industry's saved names; undefined while the defaults apply. */
export async function savedTallyLedgers(db: Queryable, industryId: number) {
  const [row] = await db
    .select()
    .from(tallyLedgerSettings)
    .where(eq(tallyLedgerSettings.industryId, industryId));
  return row;
}

export function namesOf(row: SavedTallyLedgers | undefined): TallyLedgerNames {
  if (!row) return DEFAULT_TALLY_LEDGERS;
  const { industryId: _, updatedAt: __, ...names } = row;
  return names;
}

/** The names the industry's Tally export uses now. */
export const tallyLedgersOf = async (db: Queryable, industryId: number): Promise<TallyLedgerNames> =>
  namesOf(await savedTallyLedgers(db, industryId));

export async function saveTallyLedgers(
  db: Queryable,
  industryId: number,
  names: TallyLedgerNames,
  now: Date,
) {
  const set = { ...names, updatedAt: now };
  const [row] = await db
    .insert(tallyLedgerSettings)
    .values({ industryId, ...set })
    .onConflictDoUpdate({ target: tallyLedgerSettings.industryId, set })
    .returning();
  return row!;
}

export async function resetTallyLedgers(db: Queryable, industryId: number): Promise<void> {
  await db.delete(tallyLedgerSettings).where(eq(tallyLedgerSettings.industryId, industryId));
}
