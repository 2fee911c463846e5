import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { financialYearOf } from '../../src/domain/calendarDay';
import { invoiceTotals } from '../../src/domain/gst';
import type { SubscriptionInvoice } from '../../src/domain/schemas/subscription';
import { isInterStateSale, SELLER } from '../../src/domain/subscriptionTerms';
import type { Queryable } from '../db/database';
import { subscriptionInvoices, type subscriptionPayments } from '../db/schema/subscriptionBilling';
import { industries } from '../db/schema/tenancy';
import { notFound } from '../errors/httpError';

type InvoiceRow = typeof subscriptionInvoices.$inferSelect;
type PaymentRow = typeof subscriptionPayments.$inferSelect;

/** One series per financial year, as GST wants: FD/2025-26/000001. */
const invoiceNumber = (financialYear: string, sequence: number) =>
  `FD/${financialYear}/${String(sequence).padStart(6, '0')}`;

/** Serialises numbering across every industry: the series is the seller's, not a tenant's. */
const INVOICE_SERIES_LOCK = 7_311_002;

/**
 * The tax invoice of a paid checkout, inside its transaction: the next number of the day's financial year,
 * the seller and the buyer as they stand, the checkout's lines and GST split by place of supply (CGST + SGST
 * within the seller's state, IGST across states), as the checkout charged it.
 */
export async function issueInvoice(
  tx: Queryable,
  payment: PaymentRow,
  issuedOn: string,
): Promise<InvoiceRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_SERIES_LOCK})`);
  const [buyer] = await tx.select().from(industries).where(eq(industries.id, payment.industryId));
  if (!buyer) throw new Error(`Industry ${payment.industryId} is missing`);
  const financialYear = financialYearOf(issuedOn);
  const [last] = await tx
    .select({ sequence: max(subscriptionInvoices.sequence) })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.financialYear, financialYear));
  const sequence = (last?.sequence ?? 0) + 1;
  const totals = invoiceTotals(payment.lines, isInterStateSale(buyer.stateCode));
  const [invoice] = await tx
    .insert(subscriptionInvoices)
    .values({
      industryId: payment.industryId,
      paymentId: payment.id,
      financialYear,
      sequence,
      number: invoiceNumber(financialYear, sequence),
      issuedOn,
      sellerName: SELLER.name,
      sellerGstin: SELLER.gstin,
      sellerStateCode: SELLER.stateCode,
      sellerAddress: SELLER.address,
      buyerName: buyer.name,
      buyerGstin: buyer.gstin,
      buyerStateCode: buyer.stateCode,
      buyerAddress: buyer.address,
      lines: payment.lines,
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalPaise: totals.totalPaise,
    })
    .returning();
  return invoice!;
}

export const toInvoice = (row: InvoiceRow): SubscriptionInvoice => ({
  id: row.id,
  number: row.number,
  issuedOn: row.issuedOn,
  seller: {
    name: row.sellerName,
    gstin: row.sellerGstin,
    stateCode: row.sellerStateCode,
    address: row.sellerAddress,
  },
  buyer: {
    name: row.buyerName,
    gstin: row.buyerGstin,
    stateCode: row.buyerStateCode,
    address: row.buyerAddress,
  },
  lines: row.lines,
  taxablePaise: row.taxablePaise,
  cgstPaise: row.cgstPaise,
  sgstPaise: row.sgstPaise,
  igstPaise: row.igstPaise,
  totalPaise: row.totalPaise,
});

/** The industry's invoices of these payments, by payment id. */
export async function invoicesOfPayments(
  db: Queryable,
  industryId: number,
  paymentIds: readonly number[],
): Promise<Map<number, SubscriptionInvoice>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.industryId, industryId),
        inArray(subscriptionInvoices.paymentId, [...paymentIds]),
      ),
    );
  return new Map(rows.map((row) => [row.paymentId, toInvoice(row)]));
}

/** One of the industry's own invoices; 404 for an id it does not hold. */
export async function invoiceOfIndustry(
  db: Queryable,
  industryId: number,
  id: number,
): Promise<SubscriptionInvoice> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.industryId, industryId)));
  if (!row) throw notFound('This invoice');
  return toInvoice(row);
}
