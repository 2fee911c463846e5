import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

/** The tenant and what it pays for. */

export const industries = pgTable('industries', {
  id: id(),
  name: text().notNull(),
  gstin: text(),
  /** Characters 3–12 of the GSTIN. */
  pan: text(),
  /** The GST state code: the GSTIN's first two digits. */
  stateCode: text(),
  address: text(),
  email: text(),
  phone: text(),
  /** Session flag of the seed: hide material details from transporters on requests. */
  hideMaterialFromTransporters: boolean().notNull().default(false),
  canAddRequest: boolean().notNull().default(true),
  /** The logo printed on the industry's documents: a PNG in the file store (server/files), null for none. */
  logoKey: text(),
  /** When the logo last changed: its address carries it, so a browser may keep each logo forever. */
  logoUpdatedAt: instant(),
  createdAt: createdAt(),
});

/**
 * The plans on sale: product catalogue, shared by every industry, managed by the operators
 * (`npm run admin -- plans`). Prices are before GST.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text().notNull().unique(),
    noOfMembers: integer().notNull(),
    noOfPlants: integer().notNull(),
    pricePaise: bigint({ mode: 'number' }).notNull(),
    durationDays: integer().notNull(),
    /** Set when the plan was taken off sale: no one buys or renews it, subscriptions to it run to their end. */
    retiredAt: instant(),
  },
  (t) => [
    check(
      'plans_terms',
      sql`${t.noOfMembers} > 0 and ${t.noOfPlants} > 0 and ${t.pricePaise} > 0 and ${t.durationDays} > 0`,
    ),
  ],
);

/**
 * The one-time joining fee before GST, once an operator has set it (`npm run admin -- plans joining-fee`); until
 * then the fee the product ships with (`JOINING_FEE_PAISE`). One row at most.
 */
export const joiningFee = pgTable(
  'joining_fee',
  {
    id: smallint().primaryKey().default(1),
    pricePaise: bigint({ mode: 'number' }).notNull(),
    updatedAt: instant().notNull(),
  },
  (t) => [
    check('joining_fee_one_row', sql`${t.id} = 1`),
    check('joining_fee_price', sql`${t.pricePaise} > 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    /** Inclusive calendar dates in India; a plan is current when today lies between them. */
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    /** Set when an upgrade replaced it: it no longer counts as current, whatever its dates. */
    replacedOn: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.industryId, t.endsOn),
    check('subscriptions_period', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * The last number an industry gave in each series of its documents (`order-outbound`, `request-inbound`…):
 * the next one is read from this row, not by counting a million orders under a lock.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    series: text().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.industryId, t.series] })],
);
