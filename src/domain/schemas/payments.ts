import { z } from 'zod';
import { says } from '../../i18n/schemaMessages';
import { AUDIT_FLAG_CODES } from '../freightAudit';
import { FREIGHT_LINE_KINDS, INVOICE_NUMBER_PATTERN, IRN_PATTERN } from '../freightInvoice';
import { GST_CHARGE_MODES } from '../gtaGst';
import {
  DIRECTIONS,
  INVOICE_SOURCES,
  INVOICE_STATUSES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PAYMENT_MODES,
} from '../statuses';
import { FreightGstRates } from './freightGstSettings';
import { ListQuery, pageOf } from './list';
import { blankAsNull, masterListQuery, RecordStatus, selectedId } from './master';
import { Paise, rupeesAsPaise } from './money';
import { calendarDate, chosenId, idParam, int32, text } from './storable';

/**
 * Payment terms (Settings → industry-payment-settings): credit days and an advance, for one transporter or as
 * the industry's default. An invoice's due date is its date plus the credit days of its transporter's terms,
 * else of the default.
 */
export const PaymentTerm = z.object({
  id: z.number().int(),
  name: z.string(),
  transporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  days: z.number().int(),
  advancePercent: z.number().int(),
  status: RecordStatus,
  createdAt: z.string(),
});
export type PaymentTerm = z.infer<typeof PaymentTerm>;

const creditDays = says('validation.schema.payments.creditDays');
const advance = says('validation.schema.payments.advance');

export const PaymentTermInput = z.object({
  name: text(80).trim().min(1, says('validation.schema.masters.enterName')),
  /** Empty: the industry's default terms. */
  transporterId: blankAsNull(selectedId(says('validation.schema.choose.transporter'))),
  days: int32(0, 365, { number: creditDays, whole: creditDays, min: creditDays, max: creditDays }),
  advancePercent: int32(0, 100, { number: advance, whole: advance, min: advance, max: advance }),
});
export type PaymentTermInput = z.output<typeof PaymentTermInput>;

export const PAYMENT_TERM_SORTS = ['name', 'days', 'createdAt'] as const;
export const PaymentTermListQuery = masterListQuery(PAYMENT_TERM_SORTS, 'name');
export type PaymentTermListQuery = z.infer<typeof PaymentTermListQuery>;
export const PaymentTermPage = pageOf(PaymentTerm);

/** One line as a form or the transporter's API sends it: the rate in rupees, stored in paise. */
export const FreightLineInput = z.object({
  kind: z.enum(FREIGHT_LINE_KINDS),
  quantity: int32(1, 10_000, {
    number: says('validation.schema.payments.quantity'),
    whole: says('validation.schema.payments.quantity'),
    min: says('validation.schema.payments.quantity'),
    max: says('validation.schema.payments.quantity'),
  }),
  rateInr: rupeesAsPaise('validation.schema.rupees.labels.rate'),
});

const InvoiceNumber = text(16)
  .trim()
  .regex(INVOICE_NUMBER_PATTERN, says('validation.schema.payments.invoiceNumber'));

/** The e-invoice IRN, stored lower-case. */
const Irn = text(64)
  .trim()
  .regex(IRN_PATTERN, says('validation.schema.payments.irn'))
  .transform((irn) => irn.toLowerCase());

/** What a transporter's invoice says, entered by the shipper or submitted through the transporter's API. */
export const InvoiceBody = z.object({
  number: InvoiceNumber,
  issuedOn: calendarDate,
  chargeMode: z.enum(GST_CHARGE_MODES),
  irn: blankAsNull(Irn),
  lines: z.array(FreightLineInput).min(1, says('validation.schema.payments.lines')).max(20),
});

/** The shipper enters an invoice for one of its delivered (or offline) orders. */
export const InvoiceInput = InvoiceBody.extend({
  orderId: chosenId(says('validation.schema.payments.order')),
});
export type InvoiceInput = z.output<typeof InvoiceInput>;

/** What the transporter's API answers for an invoice it submitted. */
export const SubmittedInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  payablePaise: Paise,
  dueOn: z.string(),
});
export type SubmittedInvoice = z.output<typeof SubmittedInvoice>;

export const DisputeInput = z.object({
  reason: text(500).trim().min(3, says('validation.schema.reason')),
});

export const PaymentInput = z.object({
  amountInr: rupeesAsPaise('validation.schema.rupees.labels.payment'),
  paidOn: calendarDate,
  mode: z.enum(PAYMENT_MODES),
  /** The bank's UTR (16–22 letters and digits) or the cheque's number. */
  reference: text(30)
    .trim()
    .regex(/^[A-Za-z0-9]{6,22}$/, says('validation.schema.payments.utr')),
});
export type PaymentInput = z.output<typeof PaymentInput>;

export const AuditFlag = z.discriminatedUnion('code', [
  z.object({
    code: z.literal(AUDIT_FLAG_CODES[0]),
    claimedPaise: Paise,
    awardedPaise: Paise,
    differencePaise: Paise,
  }),
  z.object({
    code: z.literal(AUDIT_FLAG_CODES[1]),
    claimedHours: z.number().int(),
    gateHours: z.number().int(),
    differencePaise: Paise,
  }),
]);

const Named = z.object({ id: z.number().int(), name: z.string() });

export const InvoiceRow = z.object({
  id: z.number().int(),
  number: z.string(),
  financialYear: z.string(),
  source: z.enum(INVOICE_SOURCES),
  status: z.enum(INVOICE_STATUSES),
  order: z.object({ id: z.number().int(), number: z.string(), direction: z.string() }),
  plant: Named,
  /** The GSTIN the invoice's tax split was read from; null for an unregistered transporter. */
  transporter: Named.extend({ gstin: z.string().nullable() }),
  issuedOn: z.string(),
  dueOn: z.string(),
  chargeMode: z.enum(GST_CHARGE_MODES),
  ratePercent: z.number(),
  amountPaise: Paise,
  taxPaise: Paise,
  cgstPaise: Paise,
  sgstPaise: Paise,
  igstPaise: Paise,
  payablePaise: Paise,
  paidPaise: Paise,
  irn: z.string().nullable(),
  flagged: z.boolean(),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

export const Receipt = z.object({
  id: z.number().int(),
  /** RCPT-000001…, the industry's own series. */
  number: z.string(),
  amountPaise: Paise,
  paidOn: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  createdAt: z.string(),
});

export const InvoiceDetail = InvoiceRow.extend({
  /** The GST state code of the place of supply the invoice was taxed for: the industry's registration. */
  placeOfSupply: z.string(),
  /** The GST state code of the transporter's GSTIN as the invoice was taxed; null for an unregistered one. */
  supplierStateCode: z.string().nullable(),
  lines: z.array(
    z.object({ kind: z.enum(FREIGHT_LINE_KINDS), quantity: z.number().int(), ratePaise: Paise }),
  ),
  /** The share of the payable due on approval (`domain/paymentSchedule.ts`); the rest on the due date. */
  advancePercent: z.number().int(),
  disputeReason: z.string().nullable(),
  scheduledOn: z.string().nullable(),
  auditFlags: z.array(AuditFlag),
  receipts: z.array(Receipt),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const INVOICE_TABS = [...INVOICE_STATUSES, 'all'] as const;

export const InvoiceListQuery = ListQuery.extend({
  status: z.enum(INVOICE_TABS).default('all'),
  // `plant`, `from` and `to` (the invoice's date) are the shared list filters.
  transporter: idParam.optional(),
  sort: z.enum(['issuedOn', 'dueOn', 'number', 'payablePaise']).default('issuedOn'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

/** Outstanding by days past due (0–30, 31–60, 61–90, 90+), of the invoices the filters select. */
export const InvoiceSummary = z.object({
  payablePaise: Paise,
  paidPaise: Paise,
  outstandingPaise: Paise,
  ageing: z.object({
    notDue: Paise,
    days0to30: Paise,
    days31to60: Paise,
    days61to90: Paise,
    over90: Paise,
  }),
});

export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const InvoicePage = pageOf(InvoiceRow).extend({
  /**
   * The totals of every invoice the filters and search select; null when a search finds more than the count's
   * cap (`totalCapped`): those are not summed, and a narrower search shows them.
   */
  summary: InvoiceSummary.nullable(),
});
export type InvoicePage = z.infer<typeof InvoicePage>;

export const ScheduleInput = z.object({ scheduledOn: calendarDate });

/** A delivered order waiting for its invoice, as the "New invoice" picker offers it. */
export const InvoiceableOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  direction: z.enum(DIRECTIONS),
  source: z.enum(ORDER_SOURCES),
  plant: Named,
  transporter: Named,
  freightPaise: Paise,
  deliveredAt: z.string().nullable(),
});
export type InvoiceableOrder = z.infer<typeof InvoiceableOrder>;

export const InvoiceableOrderQuery = z.object({ search: text(100).trim().optional() });
export const InvoiceableOrders = z.array(InvoiceableOrder);

/**
 * What an invoice of one order is entered or revised against: the order and its award, the tax terms the
 * server will apply (the industry's rates of the day and the two parties' GST states), the payment terms that
 * set its due date and advance, and the gate times its audit reads.
 */
export const InvoiceDraft = z.object({
  order: InvoiceableOrder.extend({
    status: z.enum(ORDER_STATUSES),
    gateInAt: z.string().nullable(),
    gateOutAt: z.string().nullable(),
  }),
  transporterGstin: z.string().nullable(),
  /** The order's invoice, once it has one. */
  invoiceId: z.number().int().nullable(),
  rates: FreightGstRates,
  /** The GST state code of the transporter's GSTIN; null for an unregistered transporter. */
  supplierStateCode: z.string().nullable(),
  /** The GST state code of the industry's GSTIN: the place of supply of its freight. */
  recipientStateCode: z.string(),
  paymentTerm: z
    .object({ name: z.string(), days: z.number().int(), advancePercent: z.number().int() })
    .nullable(),
});
export type InvoiceDraft = z.infer<typeof InvoiceDraft>;

/** One payment as the accountants' export lists it, with the invoice it settles. */
export const ReceiptRow = Receipt.extend({
  invoice: z.object({ id: z.number().int(), number: z.string(), issuedOn: z.string() }),
  order: z.object({ id: z.number().int(), number: z.string() }),
  plant: Named,
  transporter: Named,
});
export type ReceiptRow = z.infer<typeof ReceiptRow>;
