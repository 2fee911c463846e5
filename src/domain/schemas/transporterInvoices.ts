import { z } from 'zod';
import { ListQuery, pageOf } from './list';
import { Paise } from './money';
import { INVOICE_TABS, InvoiceDetail, InvoiceDraft, InvoiceRow, Receipt } from './payments';
import { idParam } from './storable';

/**
 * A transporter company's freight invoices in its portal, of every industry that works with it: each with its
 * industry, where it stands in the shipper's lifecycle and the payments against it, and what each industry
 * still owes. The company's GSTIN and name are its own, so an invoice leaves them out; the shipper's audit
 * flags are the shipper's working notes and stay with the shipper.
 */

const Industry = z.object({ id: z.number().int(), name: z.string() });

export const TransporterInvoice = InvoiceRow.omit({ transporter: true, flagged: true }).extend({
  /** The industry that owes it: the shipper the order was carried for. */
  industry: Industry,
  /** Why the shipper disputed it, while it is disputed. */
  disputeReason: z.string().nullable(),
  /** The day the shipper scheduled its payment, once scheduled. */
  scheduledOn: z.string().nullable(),
  /** The share of the payable due on approval, by the terms it was raised under; the rest on the due date. */
  advancePercent: z.number().int(),
  /** The payments recorded against it, oldest first, each under the industry's receipt number. */
  receipts: z.array(Receipt),
});
export type TransporterInvoice = z.infer<typeof TransporterInvoice>;

export const TransporterInvoiceQuery = ListQuery.pick({ page: true, pageSize: true }).extend({
  status: z.enum(INVOICE_TABS).default('all'),
  /** One industry's invoices only. */
  industry: idParam.optional(),
});
export type TransporterInvoiceQuery = z.infer<typeof TransporterInvoiceQuery>;

/** What one industry owes the company, over every invoice of it whatever the list's filters. */
export const IndustryOwed = z.object({
  industry: Industry,
  invoices: z.number().int(),
  payablePaise: Paise,
  paidPaise: Paise,
  /** Payable less paid: what is still to come. */
  outstandingPaise: Paise,
  /** Of the outstanding, what is past its due date today. */
  overduePaise: Paise,
  /** Of the outstanding, what the shipper disputes. */
  disputedPaise: Paise,
});
export type IndustryOwed = z.infer<typeof IndustryOwed>;

/** A page of the company's invoices, latest first, and what each industry owes, largest outstanding first. */
export const TransporterInvoicePage = pageOf(TransporterInvoice).extend({ owed: z.array(IndustryOwed) });
export type TransporterInvoicePage = z.infer<typeof TransporterInvoicePage>;

/** One invoice of the company with its lines: what its correction starts from after a dispute. */
export const TransporterInvoiceDetail = TransporterInvoice.extend({ lines: InvoiceDetail.shape.lines });
export type TransporterInvoiceDetail = z.infer<typeof TransporterInvoiceDetail>;

/** What the company's invoice of one of its orders is raised against, and whose order it is. */
export const TransporterInvoiceDraft = InvoiceDraft.extend({ industry: Industry });
export type TransporterInvoiceDraft = z.infer<typeof TransporterInvoiceDraft>;
