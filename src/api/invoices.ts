import type { z } from 'zod';
import {
  InvoiceableOrders,
  type InvoiceBody,
  InvoiceDetail,
  InvoiceDraft,
  type InvoiceInput,
  type InvoiceListQuery,
  InvoicePage,
  type PaymentInput,
} from '../domain/schemas/payments';
import type { HttpClient } from './httpClient';

const PATH = '/api/invoices';

/** Rupees as the form holds them; the schema turns them into paise on the server. */
type InvoiceForm = z.input<typeof InvoiceBody>;

/**
 * Freight invoices: the list with its totals, one invoice, entering and revising one (with what its form starts
 * from), and its lifecycle steps and payments.
 */
export const invoicesApi = (http: HttpClient) => ({
  list: (query: Partial<InvoiceListQuery>, signal?: AbortSignal) =>
    http.get(PATH, { schema: InvoicePage, query, signal }),
  get: (id: number, signal?: AbortSignal) => http.get(`${PATH}/${id}`, { schema: InvoiceDetail, signal }),
  /** Delivered orders waiting for their invoice. */
  invoiceable: (search: string, signal?: AbortSignal) =>
    http.get('/api/invoice-drafts', { schema: InvoiceableOrders, query: { search }, signal }),
  draft: (orderId: number, signal?: AbortSignal) =>
    http.get(`/api/invoice-drafts/${orderId}`, { schema: InvoiceDraft, signal }),
  enter: (body: InvoiceForm & Pick<z.input<typeof InvoiceInput>, 'orderId'>) =>
    http.post(PATH, { schema: InvoiceDetail, body }),
  revise: (id: number, body: InvoiceForm) => http.put(`${PATH}/${id}`, { schema: InvoiceDetail, body }),
  approve: (id: number) => http.post(`${PATH}/${id}/approve`, { schema: InvoiceDetail }),
  dispute: (id: number, reason: string) =>
    http.post(`${PATH}/${id}/dispute`, { schema: InvoiceDetail, body: { reason } }),
  schedule: (id: number, scheduledOn: string) =>
    http.post(`${PATH}/${id}/schedule`, { schema: InvoiceDetail, body: { scheduledOn } }),
  close: (id: number) => http.post(`${PATH}/${id}/close`, { schema: InvoiceDetail }),
  /** Rupees as the form holds them; the schema turns them into paise on the server. */
  pay: (id: number, payment: Omit<PaymentInput, 'amountInr'> & { amountInr: number }) =>
    http.post(`${PATH}/${id}/payments`, { schema: InvoiceDetail, body: payment }),
});

export type InvoicesApi = ReturnType<typeof invoicesApi>;
