import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AuditFlag } from '../../../src/domain/freightAudit';
import type { FreightLine } from '../../../src/domain/freightInvoice';
import { GST_CHARGE_MODES } from '../../../src/domain/gtaGst';
import {
  INVOICE_SOURCES,
  INVOICE_STATUSES,
  PAYMENT_MODES,
  RECORD_STATUSES,
} from '../../../src/domain/statuses';
import { users } from './access';
import { createdAt, id, instant, oneOf } from './columns';
import { orders } from './orders';
import { plants } from './plants';
import { industries } from './tenancy';
import { transporters } from './transporters';

/**
 * Transporters' invoices for orders, the industry's payments against them, and its payment terms: credit days
 * and an advance per transporter, or the industry's default (no transporter), which set each invoice's due date.
 */

export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    name: text().notNull(),
    /** Null: the industry's default terms (one active), for every transporter without terms of its own. */
    transporterId: integer().references(() => transporters.id),
    /** Credit days from the invoice's date to its due date. */
    days: integer().notNull(),
    advancePercent: integer().notNull().default(0),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.industryId, t.name),
    uniqueIndex('payment_terms_transporter').on(t.industryId, t.transporterId),
    uniqueIndex('payment_terms_default')
      .on(t.industryId)
      .where(sql`${t.transporterId} is null and ${t.status} = 'active'`),
    check('payment_terms_days', sql`${t.days} >= 0`),
    check('payment_terms_advance', sql`${t.advancePercent} between 0 and 100`),
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
    /**
     * The order's number, set from the order as the invoice is written (a trigger, migration 0059; an order's
     * number never changes): the search finds a common order number start newest first beside the invoice's date.
     */
    orderNumber: text(),
    number: text().notNull(),
    /** The financial year of `issuedOn` ("2025-26"): a transporter's numbers are unique within one. */
    financialYear: text().notNull(),
    /** Entered by the shipper, or submitted by the transporter through its API. */
    source: text({ enum: INVOICE_SOURCES }).notNull().default('shipper'),
    lines: jsonb().$type<FreightLine[]>().notNull().default([]),
    /** The taxable amount: the sum of the lines. */
    amountPaise: bigint({ mode: 'number' }).notNull(),
    chargeMode: text({ enum: GST_CHARGE_MODES }).notNull().default('forward'),
    ratePercent: integer().notNull().default(12),
    taxPaise: bigint({ mode: 'number' }).notNull().default(0),
    cgstPaise: bigint({ mode: 'number' }).notNull().default(0),
    sgstPaise: bigint({ mode: 'number' }).notNull().default(0),
    igstPaise: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The place of supply the invoice was taxed for: the GST state code of the industry's GSTIN it is billed to
     * (`domain/gtaGst.ts`).
     */
    placeOfSupply: text().notNull(),
    /** The GST state code of the transporter's GSTIN as the invoice was taxed; null for an unregistered one. */
    supplierStateCode: text(),
    /** What the industry owes the transporter: the total, less the GST it pays itself under reverse charge. */
    payablePaise: bigint({ mode: 'number' }).notNull(),
    paidPaise: bigint({ mode: 'number' }).notNull().default(0),
    /** The share of the payable due on approval, from the payment terms the invoice was entered under. */
    advancePercent: integer().notNull().default(0),
    /** The e-invoice reference number, when the transporter reports one. */
    irn: text(),
    auditFlags: jsonb().$type<AuditFlag[]>().notNull().default([]),
    disputeReason: text(),
    /**
     * Who last corrected it after a dispute (a shipper's user or the transporter's own), and when: the dispute's
     * answer is on record beside the figures it changed.
     */
    revisedByUserId: integer().references(() => users.id),
    revisedAt: instant(),
    status: text({ enum: INVOICE_STATUSES }).notNull().default('submitted'),
    issuedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    scheduledOn: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.industryId, t.transporterId, t.financialYear, t.number),
    // The list's sorts, each with the id as a tie-break; a status tab reads the first (its default sort).
    index().on(t.industryId, t.status, t.issuedOn, t.id),
    index().on(t.industryId, t.issuedOn, t.id),
    index().on(t.industryId, t.dueOn, t.id),
    index().on(t.industryId, t.number, t.id),
    index().on(t.industryId, t.payablePaise, t.id),
    index().on(t.orderId),
    // A transporter's portal lists its invoices of every industry, latest first, and sums what each owes
    // (invoices/transporterInvoices.ts).
    index().on(t.transporterId, t.issuedOn, t.id),
    // The search box (server/invoices/invoiceQueries.ts#invoiceSearch). The invoice number from its start, in
    // either case: a range of the first, counted from the index alone up to the list's cap; the second reads a
    // common start (a year: half the invoices) newest or oldest by the invoice's date (db/listPage.ts, `nearest`),
    // the number in byte order so that a LIKE prefix is a range of it. The order's number the same. A transporter's
    // invoices counted and read newest first by the last.
    index('invoices_number_prefix').on(t.industryId, sql`upper(${t.number}) text_pattern_ops`, t.id),
    index('invoices_number_newest').using(
      'gist',
      t.industryId,
      sql`(upper(${t.number}) collate "C")`,
      t.issuedOn,
    ),
    index('invoices_order_number_prefix').on(t.industryId, t.orderNumber.op('text_pattern_ops'), t.id),
    index('invoices_order_number_newest').using(
      'gist',
      t.industryId,
      sql`(${t.orderNumber} collate "C")`,
      t.issuedOn,
    ),
    index('invoices_transporter_search').on(t.industryId, t.transporterId, t.issuedOn, t.id),
    check('invoices_status', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_source', oneOf(t.source, INVOICE_SOURCES)),
    check('invoices_charge_mode', oneOf(t.chargeMode, GST_CHARGE_MODES)),
    check('invoices_amount', sql`${t.amountPaise} >= 0 and ${t.taxPaise} >= 0`),
    check('invoices_tax_split', sql`${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.taxPaise}`),
    // IGST from a transporter registered in another state than the place of supply, CGST + SGST from one in it.
    check(
      'invoices_place_of_supply',
      sql`case when coalesce(${t.supplierStateCode}, ${t.placeOfSupply}) = ${t.placeOfSupply} then ${t.igstPaise} = 0 else ${t.cgstPaise} = 0 and ${t.sgstPaise} = 0 end`,
    ),
    check('invoices_paid', sql`${t.paidPaise} between 0 and ${t.payablePaise}`),
    check('invoices_advance', sql`${t.advancePercent} between 0 and 100`),
    check('invoices_irn', sql`${t.irn} is null or ${t.irn} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** The key both invoice totals share, and what they sum: fresh column builders for each table. */
const summedInvoices = () => ({
  status: text({ enum: INVOICE_STATUSES }).notNull(),
  issuedOn: date({ mode: 'string' }).notNull(),
  dueOn: date({ mode: 'string' }).notNull(),
  invoices: integer().notNull().default(0),
  payablePaise: bigint({ mode: 'number' }).notNull().default(0),
  paidPaise: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * The invoices summed by everything the invoice list filters on but its search (plant, transporter, status,
 * invoice date) and by due date, for the ageing, so the list's totals read these rows instead of every invoice.
 * Kept by statement triggers on `invoices` (migration 0035), so every write of an invoice counts, whoever makes
 * it; the plant is the order's, as the invoice was written. A key whose invoices all moved on stays, at zero: it
 * sums to nothing. A busy industry has an invoice for most of its plants and transporters every day, so these
 * keys are nearly as many as the invoices: `invoiceDayTotals` sums the same by day alone, for the lists that
 * filter by neither plant nor transporter.
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    plantId: integer()
      .notNull()
      .references(() => plants.id),
    transporterId: integer()
      .notNull()
      .references(() => transporters.id),
    ...summedInvoices(),
  },
  (t) => [
    primaryKey({
      columns: [t.industryId, t.issuedOn, t.plantId, t.transporterId, t.status, t.dueOn],
    }),
    index().on(t.industryId, t.transporterId),
    index().on(t.industryId, t.plantId),
  ],
);

/** `invoiceTotals` by invoice date, status and due date alone: a year is a few hundred rows. */
export const invoiceDayTotals = pgTable(
  'invoice_day_totals',
  {
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    ...summedInvoices(),
  },
  (t) => [primaryKey({ columns: [t.industryId, t.issuedOn, t.status, t.dueOn] })],
);

/** The constraint a second payment with the same UTR breaks (server/invoices/invoiceWrite.ts names it). */
export const RECEIPT_REFERENCE_UNIQUE = 'receipts_industry_id_reference_unique';

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
    /** RCPT-000001…: a series of the industry's own (invoices/receiptNumbers.ts), as an accountant files them. */
    number: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    mode: text({ enum: PAYMENT_MODES }).notNull().default('neft'),
    /** The bank's UTR (or the cheque number), in capitals. */
    reference: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.invoiceId),
    // The payments of a period (insight/measures.ts `moneyOf`), by payment date.
    index().on(t.industryId, t.paidOn),
    // One bank transfer is recorded once: a second payment quoting it would count the same money twice.
    unique(RECEIPT_REFERENCE_UNIQUE).on(t.industryId, t.reference),
    unique().on(t.industryId, t.number),
    check('receipts_amount', sql`${t.amountPaise} > 0`),
    check('receipts_mode', oneOf(t.mode, PAYMENT_MODES)),
  ],
);

/**
 * The GST rates of road freight an industry's invoices are taxed at, since GST notifications change them; an
 * industry without a row uses DEFAULT_GTA_GST_RATES.
 */
export const freightGstSettings = pgTable(
  'freight_gst_settings',
  {
    industryId: integer()
      .primaryKey()
      .references(() => industries.id),
    reverseChargePercent: integer().notNull(),
    forwardChargePercent: integer().notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    check(
      'freight_gst_settings_rates',
      sql`${t.reverseChargePercent} between 0 and 40 and ${t.forwardChargePercent} between 0 and 40`,
    ),
  ],
);
