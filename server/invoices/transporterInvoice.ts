import { and, eq } from 'drizzle-orm';
import type { InvoiceInput, SubmittedInvoice } from '../../src/domain/schemas/payments';
import type { Database } from '../db/database';
import { invoices } from '../db/schema/billing';
import { orders } from '../db/schema/orders';
import { HttpError } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { findInvoiceWithin } from './invoiceQueries';
import { enterInvoice, reviseInvoice } from './invoiceWrite';

/**
 * A transporter's invoice for one of its own delivered orders, entered as a shipper's is (the same audit and
 * lifecycle, `source: 'transporter'`). Answers what the transporter's API returns of it.
 */
export async function submitTransporterInvoice(
  db: Database,
  events: EventBus,
  by: { userId: number; transporterId: number; at: Date },
  { orderId, ...input }: InvoiceInput,
): Promise<SubmittedInvoice> {
  const id = await withOutbox(db, events, async (tx, outbox) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.transporterId, by.transporterId)))
      .for('update');
    // Another transporter's order is refused as a shipper's form is for another industry's record.
    if (!order)
      throw new HttpError(422, 'unprocessable', 'Some fields name records you cannot use', {
        orderId: 'Choose one of your orders',
      });
    return enterInvoice(tx, outbox, order, input, { source: 'transporter', userId: by.userId, at: by.at });
  });
  return submitted(db, id);
}

/**
 * The company corrects one of its own invoices the shipper disputed, as the shipper's user would (the same
 * revision, audit and lifecycle; the company's user on record as who corrected it). Another company's invoice
 * is 404, as any record that is not the reader's.
 */
export async function reviseTransporterInvoice(
  db: Database,
  events: EventBus,
  by: { userId: number; transporterId: number; at: Date },
  invoiceId: number,
  body: Omit<InvoiceInput, 'orderId'>,
): Promise<SubmittedInvoice> {
  await withOutbox(db, events, async (tx, outbox) => {
    const locked = await findInvoiceWithin(tx, [eq(invoices.transporterId, by.transporterId)], invoiceId, {
      lock: true,
    });
    await reviseInvoice(tx, outbox, locked, body, by);
  });
  return submitted(db, invoiceId);
}

/** What the transporter's API answers of an invoice it submitted or corrected. */
async function submitted(db: Database, id: number): Promise<SubmittedInvoice> {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      payablePaise: invoices.payablePaise,
      dueOn: invoices.dueOn,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!;
}
