import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, RECORD_STATUSES } from '../../../src/domain/statuses';
import { createdAt, id, oneOf } from './columns';
import { orders } from './orders';
import { industries } from './tenancy';
import { transporters } from './transporters';

/** Transporters' invoices for orders, the industry's payments against them, and its payment terms. */

export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    name: text().notNull(),
    days: integer().notNull(),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.name),
    check('payment_terms_days', sql`${t.days} >= 0`),
    check('payment_terms_status', oneOf(t.status, RECORD_STATUSES)),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    transporterId: integer()
      .notNull()
      .references(() => transporters.id),
    paymentTermId: integer().references(() => paymentTerms.id),
    number: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    taxPaise: bigint({ mode: 'number' }).notNull().default(0),
    status: text({ enum: INVOICE_STATUSES }).notNull().default('submitted'),
    issuedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.transporterId, t.number),
    index().on(t.industryId, t.status),
    index().on(t.orderId),
    check('invoices_status', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_amount', sql`${t.amountPaise} >= 0 and ${t.taxPaise} >= 0`),
  ],
);

export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    reference: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.invoiceId), check('receipts_amount', sql`${t.amountPaise} > 0`)],
);
