import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { industries } from './tenancy';

/**
 * The names of the ledgers an industry's Tally company books freight to (`src/domain/tallyLedgers.ts`), one
 * row per industry once it saves them; without a row the defaults apply.
 */
export const tallyLedgerSettings = pgTable('tally_ledger_settings', {
  industryId: integer()
    .primaryKey()
    .references(() => industries.id),
  /** Empty: the company open in Tally. */
  companyName: text().notNull().default(''),
  partyLedger: text().notNull(),
  freightInward: text().notNull(),
  freightOutward: text().notNull(),
  inputIgst: text().notNull(),
  inputCgst: text().notNull(),
  inputSgst: text().notNull(),
  reverseChargeIgst: text().notNull(),
  reverseChargeCgst: text().notNull(),
  reverseChargeSgst: text().notNull(),
  bank: text().notNull(),
  updatedAt: instant().notNull().defaultNow(),
});
