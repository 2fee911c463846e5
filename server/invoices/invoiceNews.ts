import type { invoices } from '../db/schema/billing';
import type { InvoiceNews } from '../events/domainEvents';
import type { Outbox } from '../events/outbox';
import type { OrderRecord } from '../orders/orderRecord';

type InvoiceRecord = typeof invoices.$inferSelect;

/** What an invoice's step tells integrators, from the invoice as it now stands and its order. */
export const invoiceNews = (invoice: InvoiceRecord, order: OrderRecord, at: Date): InvoiceNews => ({
  type: 'invoice.status',
  industryId: invoice.industryId,
  plantId: order.plantId,
  payload: {
    invoiceId: invoice.id,
    number: invoice.number,
    status: invoice.status,
    orderId: order.id,
    orderNumber: order.number,
    plantId: order.plantId,
    transporterId: invoice.transporterId,
    payablePaise: invoice.payablePaise,
    paidPaise: invoice.paidPaise,
    disputeReason: invoice.disputeReason,
    scheduledOn: invoice.scheduledOn,
    at: at.toISOString(),
  },
});

/**
 * Every step of an invoice, once its transaction commits: integrators hear a new status; the transporter's
 * portal, in the company's own room, hears any change (a part payment too, which leaves the status as it was),
 * and reads its list again.
 */
export function announceInvoice(
  outbox: Outbox,
  before: InvoiceRecord['status'] | null,
  invoice: InvoiceRecord,
  order: OrderRecord,
  at: Date,
): void {
  if (invoice.status !== before) outbox.add(invoiceNews(invoice, order, at));
  outbox.add({
    type: 'invoice.changed',
    transporterIds: [invoice.transporterId],
    payload: { invoiceId: invoice.id },
  });
}
