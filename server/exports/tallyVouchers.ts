import type { InvoiceRow, ReceiptRow } from '../../src/domain/schemas/payments';
import type { PaymentMode } from '../../src/domain/statuses';

/**
 * Freight invoices and their payments as Tally vouchers (Tally's XML import: Gateway of Tally → Import →
 * Transactions). A purchase voucher books an approved invoice against the transporter's ledger; a payment
 * voucher books each payment from the bank with its UTR. Tally reads an amount's sign as its side: a debit is
 * negative (ISDEEMEDPOSITIVE Yes), a credit positive, and every voucher's amounts add up to nil.
 */

/**
 * The ledgers the vouchers post to, named as Indian books usually name them. The company in Tally must have
 * them (and a ledger for each transporter, named as Freightdesk names the transporter) before the import.
 */
export const TALLY_LEDGERS = {
  freightInward: 'Freight Inward',
  freightOutward: 'Freight Outward',
  inputCgst: 'Input CGST',
  inputSgst: 'Input SGST',
  inputIgst: 'Input IGST',
  /** The shipper's own liability under reverse charge, which it pays the government and claims back as input. */
  reverseChargeCgst: 'CGST Payable on Reverse Charge',
  reverseChargeSgst: 'SGST Payable on Reverse Charge',
  reverseChargeIgst: 'IGST Payable on Reverse Charge',
  bank: 'Bank Account',
} as const;

/** Tally's voucher types, as a new company has them. */
const PURCHASE = 'Purchase';
const PAYMENT = 'Payment';

/** Tally's bank transaction types: a transfer quoting its UTR, or a cheque and its number. */
const TRANSACTION_TYPES: Record<PaymentMode, string> = {
  neft: 'e-Fund Transfer',
  rtgs: 'e-Fund Transfer',
  imps: 'e-Fund Transfer',
  upi: 'e-Fund Transfer',
  cheque: 'Cheque',
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A parser would read a bare carriage return as a line feed.
  '\r': '&#13;',
};

/** The characters XML 1.0 cannot hold at all: control characters other than tab, line feed and return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as XML 1.0 may carry it: markup escaped, and the characters it cannot hold dropped. */
export const xmlText = (text: string): string =>
  text.replace(NOT_XML, '').replace(/[&<>"'\r]/g, (c) => XML_ESCAPES[c]!);

/** Paise as Tally's rupees with two decimals, exactly (no floating point): -123456 → "-1234.56". */
export const tallyAmount = (paise: number): string => {
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / 100);
  const fraction = String(whole % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${rupees}.${fraction}`;
};

/** "2025-06-10" → "20250610". */
export const tallyDate = (isoDate: string): string => isoDate.slice(0, 10).replaceAll('-', '');

interface Entry {
  ledger: string;
  /** Positive: debit; negative: credit (Tally writes them the other way round). */
  debitPaise: number;
  party?: boolean;
  inner?: string;
}

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

function ledgerEntry({ ledger, debitPaise, party, inner }: Entry): string {
  const debit = debitPaise > 0;
  return [
    '<ALLLEDGERENTRIES.LIST>',
    tag('LEDGERNAME', ledger),
    tag('ISDEEMEDPOSITIVE', debit ? 'Yes' : 'No'),
    tag('ISPARTYLEDGER', party ? 'Yes' : 'No'),
    tag('AMOUNT', tallyAmount(-debitPaise)),
    inner ?? '',
    '</ALLLEDGERENTRIES.LIST>',
  ].join('');
}

/** A bill-wise reference on the transporter's ledger, so that Tally matches each payment to its invoice. */
const billAllocation = (invoiceNumber: string, kind: 'New Ref' | 'Agst Ref', debitPaise: number) =>
  `<BILLALLOCATIONS.LIST>${tag('NAME', invoiceNumber)}${tag('BILLTYPE', kind)}${tag('AMOUNT', tallyAmount(-debitPaise))}</BILLALLOCATIONS.LIST>`;

function voucher(
  type: string,
  remoteId: string,
  head: Record<string, string>,
  entries: readonly Entry[],
): string {
  return [
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER REMOTEID="${xmlText(remoteId)}" VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    ...Object.entries(head).map(([name, value]) => tag(name, value)),
    tag('VOUCHERTYPENAME', type),
    tag('PERSISTEDVIEW', 'Accounting Voucher View'),
    tag('ISINVOICE', 'No'),
    ...entries.filter((e) => e.debitPaise !== 0).map(ledgerEntry),
    '</VOUCHER></TALLYMESSAGE>\n',
  ].join('');
}

/** The invoices booked: approved, whether or not scheduled or paid since. */
export const isBookable = (invoice: Pick<InvoiceRow, 'status'>): boolean =>
  invoice.status !== 'submitted' && invoice.status !== 'disputed';

/**
 * An approved invoice as a purchase voucher on its date: the freight (the taxable amount) to the freight ledger
 * of its direction and the GST to the input ledgers, owed to the transporter. Under reverse charge the
 * transporter is owed the taxable amount and the shipper owes the GST itself, so the input tax stands against
 * the reverse-charge liability ledgers instead.
 */
export function purchaseVoucher(invoice: InvoiceRow): string {
  const reverse = invoice.chargeMode === 'reverse';
  const tax = [
    { input: TALLY_LEDGERS.inputCgst, payable: TALLY_LEDGERS.reverseChargeCgst, paise: invoice.cgstPaise },
    { input: TALLY_LEDGERS.inputSgst, payable: TALLY_LEDGERS.reverseChargeSgst, paise: invoice.sgstPaise },
    { input: TALLY_LEDGERS.inputIgst, payable: TALLY_LEDGERS.reverseChargeIgst, paise: invoice.igstPaise },
  ];
  const party = invoice.transporter.name;
  const owed = invoice.payablePaise;
  return voucher(
    PURCHASE,
    `freightdesk-invoice-${invoice.id}`,
    {
      DATE: tallyDate(invoice.issuedOn),
      VOUCHERNUMBER: invoice.number,
      REFERENCE: invoice.number,
      REFERENCEDATE: tallyDate(invoice.issuedOn),
      PARTYLEDGERNAME: party,
      NARRATION: `Freight for order ${invoice.order.number} (${invoice.plant.name}), GST ${invoice.ratePercent}% ${reverse ? 'under reverse charge' : 'charged by the transporter'}${invoice.irn ? `, IRN ${invoice.irn}` : ''}`,
    },
    [
      {
        ledger: party,
        debitPaise: -owed,
        party: true,
        inner: billAllocation(invoice.number, 'New Ref', -owed),
      },
      {
        ledger:
          invoice.order.direction === 'inbound' ? TALLY_LEDGERS.freightInward : TALLY_LEDGERS.freightOutward,
        debitPaise: invoice.amountPaise,
      },
      ...tax.map((t) => ({ ledger: t.input, debitPaise: t.paise })),
      ...(reverse ? tax.map((t) => ({ ledger: t.payable, debitPaise: -t.paise })) : []),
    ],
  );
}

/** A payment as a payment voucher on its day: the transporter's bill settled from the bank, quoting the UTR. */
export function paymentVoucher(receipt: ReceiptRow): string {
  const party = receipt.transporter.name;
  const date = tallyDate(receipt.paidOn);
  const bank = [
    '<BANKALLOCATIONS.LIST>',
    tag('DATE', date),
    tag('INSTRUMENTDATE', date),
    tag('TRANSACTIONTYPE', TRANSACTION_TYPES[receipt.mode]),
    tag('INSTRUMENTNUMBER', receipt.reference),
    tag('PAYMENTFAVOURING', party),
    tag('AMOUNT', tallyAmount(receipt.amountPaise)),
    '</BANKALLOCATIONS.LIST>',
  ].join('');
  return voucher(
    PAYMENT,
    `freightdesk-receipt-${receipt.id}`,
    {
      DATE: date,
      VOUCHERNUMBER: `RCPT-${String(receipt.id).padStart(6, '0')}`,
      REFERENCE: receipt.reference,
      PARTYLEDGERNAME: party,
      NARRATION: `${receipt.mode.toUpperCase()} ${receipt.reference} against invoice ${receipt.invoice.number} (order ${receipt.order.number})`,
    },
    [
      {
        ledger: party,
        debitPaise: receipt.amountPaise,
        party: true,
        inner: billAllocation(receipt.invoice.number, 'Agst Ref', receipt.amountPaise),
      },
      { ledger: TALLY_LEDGERS.bank, debitPaise: -receipt.amountPaise, inner: bank },
    ],
  );
}

/** Tally's import envelope around vouchers as they are made, so a long list is never held whole. */
export async function* tallyEnvelope(vouchers: AsyncIterable<string>): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE>\n<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>\n<BODY><IMPORTDATA>\n<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME></REQUESTDESC>\n<REQUESTDATA>\n';
  for await (const v of vouchers) yield v;
  yield '</REQUESTDATA>\n</IMPORTDATA></BODY>\n</ENVELOPE>\n';
}
