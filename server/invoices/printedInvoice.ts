import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SignedInUser } from '../auth/signedInUser';
import { industryOf } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { receipts } from '../db/schema/billing';
import { plants } from '../db/schema/plants';
import { industries } from '../db/schema/tenancy';
import { transporters } from '../db/schema/transporters';
import { notFound } from '../errors/httpError';
import { findInvoiceWithin, invoicesOfIndustry, visible } from './invoiceQueries';

/**
 * What a freight invoice or one of its receipts prints: the invoice and its order as the user may see them
 * (the industry's own, a plant user's plants only), the transporter, the industry, the plant and the payments
 * so far.
 */
export const printedInvoice = (db: Queryable, user: SignedInUser, id: number) =>
  printedInvoiceWithin(db, visible(user), id);

/** The same, for the document link the industry signed: any of its invoices, with no user to narrow them. */
export const printedInvoiceOfIndustry = (db: Queryable, industryId: number, id: number) =>
  printedInvoiceWithin(db, invoicesOfIndustry(industryId), id);

/** The invoice of one of the industry's receipts, for printing the receipt; 404 as for a receipt that is not. */
export const printedInvoiceOfReceipt = async (db: Queryable, user: SignedInUser, receiptId: number) =>
  printedInvoice(db, user, await invoiceOfReceipt(db, industryOf(user), receiptId));

/** The same, for the receipt's signed document link. */
export const printedInvoiceOfIndustryReceipt = async (db: Queryable, industryId: number, receiptId: number) =>
  printedInvoiceOfIndustry(db, industryId, await invoiceOfReceipt(db, industryId, receiptId));

async function printedInvoiceWithin(db: Queryable, scope: SQL[], id: number) {
  const { invoice, order } = await findInvoiceWithin(db, scope, id);
  const [[parties], paid] = await Promise.all([
    db
      .select({ transporter: transporters, industry: industries, plant: plants })
      .from(transporters)
      .innerJoin(industries, eq(industries.id, invoice.industryId))
      .innerJoin(plants, eq(plants.id, order.plantId))
      .where(eq(transporters.id, invoice.transporterId)),
    db.select().from(receipts).where(eq(receipts.invoiceId, invoice.id)).orderBy(asc(receipts.id)),
  ]);
  return { invoice, order, ...parties!, receipts: paid };
}
export type PrintedInvoice = Awaited<ReturnType<typeof printedInvoiceWithin>>;

async function invoiceOfReceipt(db: Queryable, industryId: number, receiptId: number): Promise<number> {
  const [receipt] = await db
    .select({ invoiceId: receipts.invoiceId })
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.industryId, industryId)));
  if (!receipt) throw notFound('This receipt');
  return receipt.invoiceId;
}
