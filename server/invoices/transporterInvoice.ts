import { and, eq } from 'drizzle-orm';
import type { InvoiceInput, SubmittedInvoice } from '../../src/domain/schemas/payments';
import type { Database } from '../db/database';
import { invoices } from '../db/schema/billing';
import { orders } from '../db/schema/orders';
import { HttpError } from '../errors/httpError';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { enterInvoice } from './invoiceWrite';

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
