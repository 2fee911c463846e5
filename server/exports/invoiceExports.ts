import { InvoiceListQuery, type InvoiceRow, type ReceiptRow } from '../../src/domain/schemas/payments';
import {
  type TransporterInvoice,
  TransporterInvoiceQuery,
} from '../../src/domain/schemas/transporterInvoices';
import { lifecycleLabel } from '../../src/i18n/lifecycleLabel';
import { assertPermission } from '../auth/requirePermission';
import { transporterOf } from '../auth/transporterOf';
import type { Database } from '../db/database';
import { listInvoices } from '../invoices/invoiceQueries';
import { listReceipts } from '../invoices/receiptQueries';
import { transporterInvoiceRows } from '../invoices/transporterInvoices';
import { day, joined, rupees } from './exportCells';
import { type ExportColumn, exportDefinition } from './exportDefinition';

type MoneyFields = Pick<
  InvoiceRow,
  | 'chargeMode'
  | 'ratePercent'
  | 'amountPaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'taxPaise'
  | 'payablePaise'
  | 'paidPaise'
  | 'dueOn'
>;

/** An invoice's GST split and what is owed and paid, the same for the shipper's books and the transporter's. */
const moneyColumns = <T extends MoneyFields>(): ExportColumn<T>[] => [
  { key: 'chargeMode', value: (i, t) => t(`payments.modes.${i.chargeMode}`) },
  { key: 'gstRate', value: (i) => i.ratePercent },
  { key: 'taxable', value: (i) => rupees(i.amountPaise) },
  { key: 'cgst', value: (i) => rupees(i.cgstPaise) },
  { key: 'sgst', value: (i) => rupees(i.sgstPaise) },
  { key: 'igst', value: (i) => rupees(i.igstPaise) },
  { key: 'invoiceTotal', value: (i) => rupees(i.amountPaise + i.taxPaise) },
  { key: 'payable', value: (i) => rupees(i.payablePaise) },
  { key: 'paid', value: (i) => rupees(i.paidPaise) },
  { key: 'outstanding', value: (i) => rupees(i.payablePaise - i.paidPaise) },
  { key: 'dueOn', value: (i) => day(i.dueOn) },
];

/** The columns an accountant books an invoice by: the parties, the GST split and what is owed and paid. */
const INVOICE_COLUMNS: readonly ExportColumn<InvoiceRow>[] = [
  { key: 'invoiceNumber', value: (i) => i.number },
  { key: 'issuedOn', value: (i) => day(i.issuedOn) },
  { key: 'financialYear', value: (i) => i.financialYear },
  { key: 'status', value: (i, t) => lifecycleLabel(t, i.status) },
  { key: 'orderNumber', value: (i) => i.order.number },
  { key: 'plant', value: (i) => i.plant.name },
  { key: 'transporter', value: (i) => i.transporter.name },
  { key: 'gstin', value: (i) => i.transporter.gstin },
  ...moneyColumns<InvoiceRow>(),
  { key: 'irn', value: (i) => i.irn },
];

const RECEIPT_COLUMNS: readonly ExportColumn<ReceiptRow>[] = [
  { key: 'paidOn', value: (r) => day(r.paidOn) },
  { key: 'amount', value: (r) => rupees(r.amountPaise) },
  { key: 'paymentMode', value: (r, t) => t(`payments.paymentModes.${r.mode}`) },
  { key: 'paymentReference', value: (r) => r.reference },
  { key: 'invoiceNumber', value: (r) => r.invoice.number },
  { key: 'issuedOn', value: (r) => day(r.invoice.issuedOn) },
  { key: 'orderNumber', value: (r) => r.order.number },
  { key: 'plant', value: (r) => r.plant.name },
  { key: 'transporter', value: (r) => r.transporter.name },
];

/** The transporter's own books of its invoices: whom each bills, where it stands, and what came in against it. */
const TRANSPORTER_INVOICE_COLUMNS: readonly ExportColumn<TransporterInvoice>[] = [
  { key: 'invoiceNumber', value: (i) => i.number },
  { key: 'issuedOn', value: (i) => day(i.issuedOn) },
  { key: 'financialYear', value: (i) => i.financialYear },
  { key: 'industry', value: (i) => i.industry.name },
  { key: 'orderNumber', value: (i) => i.order.number },
  { key: 'plant', value: (i) => i.plant.name },
  { key: 'status', value: (i, t) => lifecycleLabel(t, i.status) },
  { key: 'reason', value: (i) => i.disputeReason },
  ...moneyColumns<TransporterInvoice>(),
  { key: 'scheduledOn', value: (i) => day(i.scheduledOn) },
  { key: 'paymentReferences', value: (i) => joined(i.receipts.map((r) => r.reference)) },
  { key: 'irn', value: (i) => i.irn },
];

/**
 * /payment-summary's two files for accountants, under the list's filters: its invoices (`/api/invoices/export`)
 * and the payments against them (`/api/receipts/export`, paid between the list's dates). The Tally vouchers of
 * the same selection are `http/invoices/tallyExportRoutes.ts`. And the transporter's own file of its invoices.
 */
export const invoiceExports = (db: Database) => [
  exportDefinition({
    path: '/api/invoices',
    tag: 'invoices',
    query: InvoiceListQuery,
    authorize: (user) => assertPermission(user, 'payment-summary'),
    fileName: (query) => (query.status === 'all' ? 'invoices' : `invoices-${query.status}`),
    columns: INVOICE_COLUMNS,
    rows: (user, query, now) => listInvoices(db, user, query, now),
  }),
  exportDefinition({
    path: '/api/receipts',
    tag: 'invoices',
    query: InvoiceListQuery,
    authorize: (user) => assertPermission(user, 'payment-summary'),
    fileName: () => 'payments',
    columns: RECEIPT_COLUMNS,
    rows: (user, query) => listReceipts(db, user, query),
  }),
  // The portal's /transporter/invoices under its filters: the company's invoices of every industry, never another's.
  exportDefinition({
    path: '/api/transporter/invoices',
    tag: 'transporter',
    config: { transporterAllowed: true, planExempt: true },
    query: TransporterInvoiceQuery,
    authorize: (user) => void transporterOf(user),
    fileName: (query) => (query.status === 'all' ? 'my-invoices' : `my-invoices-${query.status}`),
    columns: TRANSPORTER_INVOICE_COLUMNS,
    rows: (user, query) => transporterInvoiceRows(db, transporterOf(user), query),
  }),
];
