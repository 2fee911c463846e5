import type { invoices } from '../db/schema/billing';
import type { InvoiceNews } from '../events/domainEvents';
import type { OrderRecord } from '../orders/orderRecord';

/** What an invoice's step tells integrators, from the invoice as it now stands and its order. */
export const invoiceNews = (
  invoice: typeof invoices.$inferSelect,
  order: OrderRecord,
  at: Date,
): InvoiceNews => ({
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
