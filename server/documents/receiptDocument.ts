import type { Translator } from '../i18n/translator';
import type { PrintedInvoice } from '../invoices/printedInvoice';
import { industryParty, transporterParty } from './documentParties';
import type { PrintedDocument } from './printedDocument';

/**
 * The industry's record of one payment to a transporter against its invoice: the payment, the invoice it
 * settles, and what is still owed after it (payments up to and including this one).
 */
export function receiptDocument(
  printed: PrintedInvoice,
  receiptId: number,
  link: string,
  { language, t, format }: Translator,
): PrintedDocument {
  const { invoice, order } = printed;
  const upTo = printed.receipts.filter((r) => r.id <= receiptId);
  const receipt = upTo.at(-1)!;
  const paidSoFar = upTo.reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    language,
    title: t('documents.receipt.title'),
    number: receipt.number,
    date: receipt.paidOn,
    issuer: industryParty(printed, t('documents.roles.payer')),
    parties: [
      industryParty(printed, t('documents.roles.paidBy')),
      transporterParty(printed, t('documents.roles.paidTo')),
    ],
    facts: [
      [
        t('documents.facts.againstInvoice'),
        t('documents.facts.invoiceOf', { number: invoice.number, date: invoice.issuedOn }),
      ],
      [t('documents.facts.order'), order.number],
      [t('documents.facts.mode'), t(`payments.paymentModes.${receipt.mode}`)],
      [t('documents.facts.reference'), receipt.reference],
      [t('documents.facts.paidSoFar'), format.inr(paidSoFar)],
      [t('documents.facts.stillOwed'), format.inr(invoice.payablePaise - paidSoFar)],
    ],
    columns: [
      { label: t('documents.columns.invoice'), width: 0.4 },
      { label: t('documents.columns.payable'), width: 0.3, align: 'right' },
      { label: t('documents.columns.thisPayment'), width: 0.3, align: 'right' },
    ],
    rows: [[invoice.number, format.inr(invoice.payablePaise), format.inr(receipt.amountPaise)]],
    totalLabel: t('documents.receipt.total'),
    totalPaise: receipt.amountPaise,
    link,
  };
}
