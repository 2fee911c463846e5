import { translatorFor } from '../i18n/translator';
import type { PrintedInvoice } from '../invoices/printedInvoice';
import { industryParty, transporterParty } from './documentParties';
import { amountFigures } from './pdfLayout';
import type { PrintedDocument } from './printedDocument';

/** Documents print in English: the PDF's standard fonts have no Devanagari. */
const { t } = translatorFor('en');

/** A receipt's number: receipts are numbered by the system, not by the transporter's series. */
export const receiptNumber = (id: number) => `RCPT-${String(id).padStart(6, '0')}`;

/**
 * The industry's record of one payment to a transporter against its invoice: the payment, the invoice it
 * settles, and what is still owed after it (payments up to and including this one).
 */
export function receiptDocument(printed: PrintedInvoice, receiptId: number, link: string): PrintedDocument {
  const { invoice, order } = printed;
  const upTo = printed.receipts.filter((r) => r.id <= receiptId);
  const receipt = upTo.at(-1)!;
  const paidSoFar = upTo.reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    title: 'Payment Receipt',
    number: receiptNumber(receipt.id),
    date: receipt.paidOn,
    issuer: industryParty(printed, 'Payer'),
    parties: [industryParty(printed, 'Paid by'), transporterParty(printed, 'Paid to')],
    facts: [
      ['Against invoice', `${invoice.number} of ${invoice.issuedOn}`],
      ['Order', order.number],
      ['Mode', t(`payments.paymentModes.${receipt.mode}`)],
      ['Reference (UTR / cheque)', receipt.reference],
      ['Paid so far on this invoice (INR)', amountFigures(paidSoFar)],
      ['Still owed after this payment (INR)', amountFigures(invoice.payablePaise - paidSoFar)],
    ],
    columns: [
      { label: 'Invoice', width: 0.4 },
      { label: 'Payable (INR)', width: 0.3, align: 'right' },
      { label: 'This payment (INR)', width: 0.3, align: 'right' },
    ],
    rows: [[invoice.number, amountFigures(invoice.payablePaise), amountFigures(receipt.amountPaise)]],
    totalLabel: 'Amount paid (INR)',
    totalPaise: receipt.amountPaise,
    link,
  };
}
