import { and, eq, ne } from 'drizzle-orm';
import { financialYearOf } from '../../src/domain/calendarDay';
import type { InvoiceInput, PaymentInput } from '../../src/domain/schemas/payments';
import type { InvoiceSource } from '../../src/domain/statuses';
import { say } from '../../src/i18n/schemaMessages';
import { type InvoiceEvent, invoiceLifecycle } from '../../src/machines/invoiceMachine';
import type { Queryable } from '../db/database';
import { violatesUnique } from '../db/pgErrors';
import { invoices, RECEIPT_REFERENCE_UNIQUE, receipts } from '../db/schema/billing';
import { fieldError, refused } from '../errors/httpError';
import type { Outbox } from '../events/outbox';
import { indianDate } from '../indianDate';
import type { OrderRecord } from '../orders/orderRecord';
import { transitionOrder } from '../orders/orderTransition';
import { announceInvoice } from './invoiceNews';
import { invoiceFigures } from './invoiceTerms';
import { nextReceiptNumbers } from './receiptNumbers';

export type InvoiceRecord = typeof invoices.$inferSelect;

const contextOf = (invoice: InvoiceRecord) => ({
  payablePaise: invoice.payablePaise,
  paidPaise: invoice.paidPaise,
});

/** A transporter's number is used once per financial year within the industry's invoices. */
async function refuseTakenNumber(
  tx: Queryable,
  order: OrderRecord,
  number: string,
  issuedOn: string,
  id?: number,
) {
  const [taken] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.industryId, order.industryId),
        eq(invoices.transporterId, order.transporterId),
        eq(invoices.financialYear, financialYearOf(issuedOn)),
        eq(invoices.number, number),
        ...(id ? [ne(invoices.id, id)] : []),
      ),
    );
  if (taken) throw fieldError('number', say('validation.schema.payments.numberTaken'));
}

/** A tax invoice is dated on or before the day it reaches the shipper (India's day, as the ledger counts). */
function refuseFutureInvoice(issuedOn: string, at: Date) {
  if (issuedOn > indianDate(at))
    throw fieldError('issuedOn', say('validation.schema.payments.issuedInFuture'));
}

/** A payment has been made by the day it is recorded, and not before the invoice it pays was issued. */
function refuseImpossiblePaymentDate(paidOn: string, invoice: InvoiceRecord, at: Date) {
  if (paidOn > indianDate(at)) throw fieldError('paidOn', say('validation.schema.payments.paidInFuture'));
  if (paidOn < invoice.issuedOn)
    throw fieldError('paidOn', say('validation.schema.payments.paidBeforeInvoice'));
}

/** An invoice and its order, both locked: what the steps after its entry act on. */
export interface LockedInvoice {
  invoice: InvoiceRecord;
  order: OrderRecord;
}

/**
 * An invoice for a locked order: one per order, for an order the order machine lets be invoiced (a delivered
 * one, awarded or offline), which moves it to invoiced in the same transaction. Every step of an invoice
 * tells integrators and its transporter's portal through the outbox (invoiceNews.ts).
 */
export async function enterInvoice(
  tx: Queryable,
  outbox: Outbox,
  order: OrderRecord,
  input: Omit<InvoiceInput, 'orderId'>,
  by: { source: InvoiceSource; userId: number; at: Date },
): Promise<number> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, order.id));
  if (existing) throw fieldError('orderId', say('validation.schema.payments.orderInvoiced'));
  refuseFutureInvoice(input.issuedOn, by.at);
  await transitionOrder(tx, outbox, order, { type: 'invoice.record' }, { at: by.at, byUserId: by.userId });
  await refuseTakenNumber(tx, order, input.number, input.issuedOn);
  const [row] = await tx
    .insert(invoices)
    .values({
      industryId: order.industryId,
      orderId: order.id,
      transporterId: order.transporterId,
      number: input.number,
      financialYear: financialYearOf(input.issuedOn),
      source: by.source,
      ...(await invoiceFigures(tx, order, input)),
    })
    .returning();
  announceInvoice(outbox, null, row!, order, by.at);
  return row!.id;
}

/**
 * A disputed invoice corrected, by the shipper's user or the transporter's own: its figures and audit again,
 * who corrected it, and submitted again (the machine decides).
 */
export async function reviseInvoice(
  tx: Queryable,
  outbox: Outbox,
  { invoice, order }: LockedInvoice,
  input: Omit<InvoiceInput, 'orderId'>,
  { userId, at }: { userId: number; at: Date },
): Promise<void> {
  const figures = await invoiceFigures(tx, order, input);
  const decision = invoiceLifecycle.decide(invoice.status, contextOf(invoice), { type: 'invoice.revise' });
  if (!decision.allowed) throw refused(decision);
  refuseFutureInvoice(input.issuedOn, at);
  await refuseTakenNumber(tx, order, input.number, input.issuedOn, invoice.id);
  const [revised] = await tx
    .update(invoices)
    .set({
      ...figures,
      number: input.number,
      financialYear: financialYearOf(input.issuedOn),
      status: decision.status,
      disputeReason: null,
      revisedByUserId: userId,
      revisedAt: at,
      updatedAt: at,
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  announceInvoice(outbox, invoice.status, revised!, order, at);
}

/** The steps that change only the status (and a dispute's reason or a schedule's day). */
export type InvoiceStep = Exclude<InvoiceEvent, { type: 'payment.record' | 'invoice.revise' }>;

/** Approve, dispute (with its reason), schedule (on a day) or close a locked invoice, as the machine allows. */
export async function moveInvoice(
  tx: Queryable,
  outbox: Outbox,
  { invoice, order }: LockedInvoice,
  event: InvoiceStep,
  at: Date,
  scheduledOn?: string,
): Promise<void> {
  const decision = invoiceLifecycle.decide(invoice.status, contextOf(invoice), event);
  if (!decision.allowed) throw refused(decision);
  const [moved] = await tx
    .update(invoices)
    .set({
      status: decision.status,
      updatedAt: at,
      ...(event.type === 'invoice.dispute' ? { disputeReason: event.reason.trim() } : {}),
      ...(scheduledOn ? { scheduledOn } : {}),
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  announceInvoice(outbox, invoice.status, moved!, order, at);
}

/**
 * A payment (whole or part) against a locked, scheduled invoice: its receipt, and what is paid so far. The one
 * that settles it makes it paid, which integrators hear; a part payment leaves the status as it was (the
 * transporter's portal hears both).
 */
export async function recordPayment(
  tx: Queryable,
  outbox: Outbox,
  { invoice, order }: LockedInvoice,
  payment: PaymentInput,
  at: Date,
): Promise<number> {
  const decision = invoiceLifecycle.decide(invoice.status, contextOf(invoice), {
    type: 'payment.record',
    amountPaise: payment.amountInr,
  });
  if (!decision.allowed) throw refused(decision);
  refuseImpossiblePaymentDate(payment.paidOn, invoice, at);
  const [paid] = await tx
    .update(invoices)
    .set({ status: decision.status, paidPaise: decision.context.paidPaise, updatedAt: at })
    .where(eq(invoices.id, invoice.id))
    .returning();
  announceInvoice(outbox, invoice.status, paid!, order, at);
  const [number] = await nextReceiptNumbers(tx, invoice.industryId, 1);
  const [receipt] = await tx
    .insert(receipts)
    .values({
      industryId: invoice.industryId,
      invoiceId: invoice.id,
      number: number!,
      amountPaise: payment.amountInr,
      paidOn: payment.paidOn,
      mode: payment.mode,
      reference: payment.reference.toUpperCase(),
    })
    .returning({ id: receipts.id })
    .catch(refuseRecordedReference);
  return receipt!.id;
}

/**
 * The unique index decides, not a look beforehand: two payments quoting one UTR at once (two clerks, a double
 * click on two invoices) cannot both pass it. The losing transaction is rolled back whole by the caller.
 */
function refuseRecordedReference(error: unknown): never {
  if (violatesUnique(error, RECEIPT_REFERENCE_UNIQUE))
    throw fieldError('reference', say('validation.schema.payments.utrRecorded'));
  throw error;
}
