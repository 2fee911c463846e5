import { z } from 'zod';
import { OfferedRequest, TransporterBidReply } from '../domain/schemas/bids';
import type { AssignVehicleInput } from '../domain/schemas/orders';
import { type InvoiceBody, type InvoiceInput, SubmittedInvoice } from '../domain/schemas/payments';
import { TransporterNotificationPreferences } from '../domain/schemas/profile';
import {
  TransporterInvoiceDetail,
  TransporterInvoiceDraft,
  TransporterInvoicePage,
  type TransporterInvoiceQuery,
} from '../domain/schemas/transporterInvoices';
import { TransporterOrder, TransporterOrderDetail } from '../domain/schemas/transporterOrders';
import type { HttpClient } from './httpClient';

/**
 * The transporter API as its portal calls it: the requests offered to the company, its own bids on them, the
 * orders it won, and its invoices for them.
 */
export const transporterPortalApi = (http: HttpClient) => ({
  openRequests: (signal?: AbortSignal) =>
    http.get('/api/transporter/requests', { schema: z.array(OfferedRequest), signal }),
  placeBid: (requestId: number, amountInr: number) =>
    http.post(`/api/transporter/requests/${requestId}/bids`, {
      schema: TransporterBidReply,
      body: { amountInr },
    }),
  reviseBid: (requestId: number, bidId: number, amountInr: number) =>
    http.patch(`/api/transporter/requests/${requestId}/bids/${bidId}`, {
      schema: TransporterBidReply,
      body: { amountInr },
    }),
  withdrawBid: (requestId: number, bidId: number) =>
    http.delete(`/api/transporter/requests/${requestId}/bids/${bidId}`, { schema: TransporterBidReply }),
  orders: (signal?: AbortSignal) =>
    http.get('/api/transporter/orders', { schema: z.array(TransporterOrder), signal }),
  /** One order the company carries, with its plant, gate times and papers (its trip: trackingApi). */
  order: (orderId: number, signal?: AbortSignal) =>
    http.get(`/api/transporter/orders/${orderId}`, { schema: TransporterOrderDetail, signal }),
  /** The company takes on the award; the order as it now stands. */
  acceptAward: (orderId: number) =>
    http.post(`/api/transporter/orders/${orderId}/accept`, { schema: TransporterOrder }),
  assignVehicle: (orderId: number, body: z.input<typeof AssignVehicleInput>) =>
    http.post(`/api/transporter/orders/${orderId}/vehicle`, { schema: TransporterOrder, body }),
  invoices: (query: Partial<TransporterInvoiceQuery>, signal?: AbortSignal) =>
    http.get('/api/transporter/invoices', { schema: TransporterInvoicePage, query, signal }),
  invoiceDraft: (orderId: number, signal?: AbortSignal) =>
    http.get(`/api/transporter/invoice-drafts/${orderId}`, { schema: TransporterInvoiceDraft, signal }),
  /** Rupees as the form holds them; the schema turns them into paise on the server. */
  raiseInvoice: (body: z.input<typeof InvoiceInput>) =>
    http.post('/api/transporter/invoices', { schema: SubmittedInvoice, body }),
  /** One invoice of the company with its lines: what correcting it after a dispute starts from. */
  invoice: (invoiceId: number, signal?: AbortSignal) =>
    http.get(`/api/transporter/invoices/${invoiceId}`, { schema: TransporterInvoiceDetail, signal }),
  /** A disputed invoice corrected and submitted again; its order stays as it was. */
  reviseInvoice: (invoiceId: number, body: z.input<typeof InvoiceBody>) =>
    http.put(`/api/transporter/invoices/${invoiceId}`, { schema: SubmittedInvoice, body }),
  /** How the signed-in person hears of the company's awards beyond the portal. */
  notificationPreferences: (signal?: AbortSignal) =>
    http.get('/api/transporter/notification-preferences', {
      schema: TransporterNotificationPreferences,
      signal,
    }),
  saveNotificationPreferences: (body: TransporterNotificationPreferences) =>
    http.put('/api/transporter/notification-preferences', {
      schema: TransporterNotificationPreferences,
      body,
    }),
});

export type TransporterPortalApi = ReturnType<typeof transporterPortalApi>;
