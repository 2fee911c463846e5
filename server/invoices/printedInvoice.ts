import { and, asc, eq } from 'drizzle-orm';
import type { SignedInUser } from '../auth/signedInUser';
import { industryOf } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { receipts } from '../db/schema/billing';
import { plants } from '../db/schema/plants';
import { industries } from '../db/schema/tenancy';
import { transporters } from '../db/schema/transporters';
import { notFound } from '../errors/httpError';
import { findInvoice } from './invoiceQueries';

/**
 * What a freight invoice or one of its receipts prints: the invoice and its order as the user may see them
 * (findInvoice: the industry's own, a plant user's plants only), the transporter, the industry, the plant and
 * the payments so far.
 */
export async function printedInvoice(db: Queryable, user: SignedInUser, id: number) {
  const { invoice, order } = await findInvoice(db, user, id);
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
export type PrintedInvoice = Awaited<ReturnType<typeof printedInvoice>>;

/** The invoice of one of the industry's receipts, for printing the receipt; 404 as for a receipt that is not. */
export async function printedInvoiceOfReceipt(db: Queryable, user: SignedInUser, receiptId: number) {
  const [receipt] = await db
    .select({ invoiceId: receipts.invoiceId })
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.industryId, industryOf(user))));
  if (!receipt) throw notFound('This receipt');
  return printedInvoice(db, user, receipt.invoiceId);
}
