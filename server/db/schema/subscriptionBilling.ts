import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '../../../src/domain/schemas/subscription';
import { PAYMENT_PROVIDERS, PLAN_CHANGES, SUBSCRIPTION_PAYMENT_STATUSES } from '../../../src/domain/statuses';
import { users } from './access';
import { createdAt, id, instant, oneOf } from './columns';
import { industries, plans, subscriptions } from './tenancy';

/**
 * What industries pay Freightdesk (the joining fee and plans) and the tax invoices for it; kept apart from
 * the freight invoices of billing.ts, which transporters raise on industries.
 */

/** One checkout: the joining fee, a plan, or both, as one provider order. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    /** Null when only the joining fee is paid. */
    planId: integer().references(() => plans.id),
    change: text({ enum: PLAN_CHANGES }),
    includesJoiningFee: boolean().notNull(),
    /** The lines and totals as offered at checkout; the invoice repeats them. */
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text().notNull().unique(),
    /** The provider's payment that settled it; a second notice of the same payment changes nothing. */
    providerPaymentId: text().unique(),
    status: text({ enum: SUBSCRIPTION_PAYMENT_STATUSES }).notNull().default('created'),
    failure: text(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    paidAt: instant(),
    subscriptionId: integer().references(() => subscriptions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.industryId, t.status),
    check('subscription_payments_status', oneOf(t.status, SUBSCRIPTION_PAYMENT_STATUSES)),
    check('subscription_payments_provider', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('subscription_payments_what', sql`${t.planId} is not null or ${t.includesJoiningFee}`),
    check(
      'subscription_payments_amounts',
      sql`${t.totalPaise} >= ${t.taxablePaise} and ${t.taxablePaise} > 0`,
    ),
  ],
);

/** The GST tax invoice of a paid checkout, numbered in one series per financial year. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    paymentId: integer()
      .notNull()
      .unique()
      .references(() => subscriptionPayments.id),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    number: text().notNull().unique(),
    issuedOn: date({ mode: 'string' }).notNull(),
    sellerName: text().notNull(),
    sellerGstin: text().notNull(),
    sellerStateCode: text().notNull(),
    sellerAddress: text().notNull(),
    buyerName: text().notNull(),
    buyerGstin: text(),
    buyerStateCode: text(),
    /** The industry's address as it stood when the invoice was issued: an invoice does not change after. */
    buyerAddress: text(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    igstPaise: bigint({ mode: 'number' }).notNull(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.financialYear, t.sequence),
    index().on(t.industryId),
    check(
      'subscription_invoices_total',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
  ],
);
