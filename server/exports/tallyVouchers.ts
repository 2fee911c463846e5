import type { InvoiceRow, ReceiptRow } from '../../src/domain/schemas/payments';
import type { PaymentMode } from '../../src/domain/statuses';
import type { TallyLedgerRole } from '../../src/domain/tallyLedgers';
import { tag, tallyAmount, tallyDate, tallyMessage, xmlAttribute } from './tallyXml';

/**
 * Freight invoices and their payments as Tally vouchers. A purchase voucher books an approved invoice against
 * the transporter's ledger; a payment voucher books each payment from the bank with its UTR. Tally reads an
 * amount's sign as its side: a debit is negative (ISDEEMEDPOSITIVE Yes), a credit positive, and every
 * voucher's amounts add up to nil. The ledgers are named by the industry's settings (`TallyBooks`); the masters
 * of those a file uses come before its vouchers (`tallyMasters.ts`).
 */

/** A ledger a voucher posts to: a fixed one by its role, or a transporter's. */
export type LedgerRef = { role: TallyLedgerRole } | { transporterId: number };

/** The names the vouchers are written with: the fixed ledgers by role, and each transporter's ledger. */
export interface TallyBooks {
  ledger: (ref: LedgerRef) => string;
}

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

interface Entry {
  ledger: LedgerRef;
  /** Positive: debit; negative: credit (Tally writes them the other way round). */
  debitPaise: number;
  party?: boolean;
  /** What the entry carries inside it (a bill or bank allocation), given the ledgers' names. */
  inner?: (books: TallyBooks) => string;
}

/** A voucher before it is written: its head, and its entries (those of nil amount are left out). */
export interface TallyVoucher {
  type: string;
  remoteId: string;
  head: (books: TallyBooks) => Record<string, string>;
  entries: readonly Entry[];
}

/** The ledgers a voucher posts to, for their masters to be written before it. */
export const ledgersOf = (voucher: TallyVoucher): LedgerRef[] =>
  voucher.entries.filter((e) => e.debitPaise !== 0).map((e) => e.ledger);

function ledgerEntry({ ledger, debitPaise, party, inner }: Entry, books: TallyBooks): string {
  return [
    '<ALLLEDGERENTRIES.LIST>',
    tag('LEDGERNAME', books.ledger(ledger)),
    tag('ISDEEMEDPOSITIVE', debitPaise > 0 ? 'Yes' : 'No'),
    tag('ISPARTYLEDGER', party ? 'Yes' : 'No'),
    tag('AMOUNT', tallyAmount(-debitPaise)),
    inner?.(books) ?? '',
    '</ALLLEDGERENTRIES.LIST>',
  ].join('');
}

/** The voucher as Tally's XML, its ledgers named by `books`. */
export function voucherXml(voucher: TallyVoucher, books: TallyBooks): string {
  const { type, remoteId, entries } = voucher;
  return tallyMessage(
    [
      `<VOUCHER REMOTEID="${xmlAttribute(remoteId)}" VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
      ...Object.entries(voucher.head(books)).map(([name, value]) => tag(name, value)),
      tag('VOUCHERTYPENAME', type),
      tag('PERSISTEDVIEW', 'Accounting Voucher View'),
      tag('ISINVOICE', 'No'),
      ...entries.filter((e) => e.debitPaise !== 0).map((e) => ledgerEntry(e, books)),
      '</VOUCHER>',
    ].join(''),
  );
}

/** A bill-wise reference on the transporter's ledger, so that Tally matches each payment to its invoice. */
const billAllocation = (invoiceNumber: string, kind: 'New Ref' | 'Agst Ref', debitPaise: number) =>
  `<BILLALLOCATIONS.LIST>${tag('NAME', invoiceNumber)}${tag('BILLTYPE', kind)}${tag('AMOUNT', tallyAmount(-debitPaise))}</BILLALLOCATIONS.LIST>`;

/** The invoices booked: approved, whether or not scheduled or paid since. */
export const isBookable = (invoice: Pick<InvoiceRow, 'status'>): boolean =>
  invoice.status !== 'submitted' && invoice.status !== 'disputed';

/**
 * An approved invoice as a purchase voucher on its date: the freight (the taxable amount) to the freight ledger
 * of its direction and the GST to the input ledgers, owed to the transporter. Under reverse charge the
 * transporter is owed the taxable amount and the shipper owes the GST itself, so the input tax stands against
 * the reverse-charge liability ledgers instead. The tax figures are the invoice's own, as stored.
 */
export function purchaseVoucher(invoice: InvoiceRow): TallyVoucher {
  const reverse = invoice.chargeMode === 'reverse';
  const tax = [
    { input: 'inputCgst', payable: 'reverseChargeCgst', paise: invoice.cgstPaise },
    { input: 'inputSgst', payable: 'reverseChargeSgst', paise: invoice.sgstPaise },
    { input: 'inputIgst', payable: 'reverseChargeIgst', paise: invoice.igstPaise },
  ] as const;
  const party = { transporterId: invoice.transporter.id };
  const owed = invoice.payablePaise;
  return {
    type: PURCHASE,
    remoteId: `freightdesk-invoice-${invoice.id}`,
    head: (books) => ({
      DATE: tallyDate(invoice.issuedOn),
      VOUCHERNUMBER: invoice.number,
      REFERENCE: invoice.number,
      REFERENCEDATE: tallyDate(invoice.issuedOn),
      PARTYLEDGERNAME: books.ledger(party),
      NARRATION: `Freight for order ${invoice.order.number} (${invoice.plant.name}), GST ${invoice.ratePercent}% ${reverse ? 'under reverse charge' : 'charged by the transporter'}${invoice.irn ? `, IRN ${invoice.irn}` : ''}`,
    }),
    entries: [
      {
        ledger: party,
        debitPaise: -owed,
        party: true,
        inner: () => billAllocation(invoice.number, 'New Ref', -owed),
      },
      {
        ledger: { role: invoice.order.direction === 'inbound' ? 'freightInward' : 'freightOutward' },
        debitPaise: invoice.amountPaise,
      },
      ...tax.map((t) => ({ ledger: { role: t.input }, debitPaise: t.paise })),
      ...(reverse ? tax.map((t) => ({ ledger: { role: t.payable }, debitPaise: -t.paise })) : []),
    ],
  };
}

/** A payment as a payment voucher on its day: the transporter's bill settled from the bank, quoting the UTR. */
export function paymentVoucher(receipt: ReceiptRow): TallyVoucher {
  const party = { transporterId: receipt.transporter.id };
  const date = tallyDate(receipt.paidOn);
  const bank = () =>
    [
      '<BANKALLOCATIONS.LIST>',
      tag('DATE', date),
      tag('INSTRUMENTDATE', date),
      tag('TRANSACTIONTYPE', TRANSACTION_TYPES[receipt.mode]),
      tag('INSTRUMENTNUMBER', receipt.reference),
      tag('PAYMENTFAVOURING', receipt.transporter.name),
      tag('AMOUNT', tallyAmount(receipt.amountPaise)),
      '</BANKALLOCATIONS.LIST>',
    ].join('');
  return {
    type: PAYMENT,
    remoteId: `freightdesk-receipt-${receipt.id}`,
    head: (books) => ({
      DATE: date,
      VOUCHERNUMBER: receipt.number,
      REFERENCE: receipt.reference,
      PARTYLEDGERNAME: books.ledger(party),
      NARRATION: `${receipt.mode.toUpperCase()} ${receipt.reference} against invoice ${receipt.invoice.number} (order ${receipt.order.number})`,
    }),
    entries: [
      {
        ledger: party,
        debitPaise: receipt.amountPaise,
        party: true,
        inner: () => billAllocation(receipt.invoice.number, 'Agst Ref', receipt.amountPaise),
      },
      { ledger: { role: 'bank' }, debitPaise: -receipt.amountPaise, inner: bank },
    ],
  };
}
