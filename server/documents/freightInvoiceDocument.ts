import { lineAmount } from '../../src/domain/freightInvoice';
import { isInterState, placeOfSupplyText } from '../../src/domain/gtaGst';
import type { Translator } from '../i18n/translator';
import type { PrintedInvoice } from '../invoices/printedInvoice';
import { industryParty, transporterParty } from './documentParties';
import type { PrintedDocument } from './printedDocument';

/**
 * A transporter's freight invoice to the industry, as the industry keeps it: lines, GST and what is payable,
 * in the words of the reader it is printed for. It says what a tax invoice must (CGST rules, rule 46): the place
 * of supply with its state, whether the tax is payable on reverse charge, and the tax by kind and rate, IGST
 * across states or CGST and SGST within one, as it was taxed (`domain/gtaGst.ts`). Under reverse charge the tax
 * is shown as the recipient's to pay and left out of the total, which is what the transporter is owed.
 */
export function freightInvoiceDocument(
  printed: PrintedInvoice,
  link: string,
  { language, t, format }: Translator,
): PrintedDocument {
  const { invoice, order } = printed;
  const reverse = invoice.chargeMode === 'reverse';
  const rate = invoice.ratePercent;
  const interState = isInterState({
    supplierStateCode: invoice.supplierStateCode,
    recipientStateCode: invoice.placeOfSupply,
  });
  const taxes: [string, number][] = interState
    ? [[t('documents.freightInvoice.igst', { rate }), invoice.igstPaise]]
    : [
        [t('documents.freightInvoice.cgst', { rate: rate / 2 }), invoice.cgstPaise],
        [t('documents.freightInvoice.sgst', { rate: rate / 2 }), invoice.sgstPaise],
      ];
  return {
    language,
    title: t('documents.freightInvoice.title'),
    number: invoice.number,
    date: invoice.issuedOn,
    issuer: transporterParty(printed, t('documents.roles.transporter')),
    parties: [
      transporterParty(printed, t('documents.roles.supplier')),
      industryParty(printed, t('documents.roles.billedTo')),
    ],
    facts: [
      [t('documents.facts.order'), order.number],
      [t('documents.facts.dueOn'), invoice.dueOn],
      [t('documents.freightInvoice.placeOfSupply'), placeOfSupplyText(invoice.placeOfSupply)],
      [
        t('documents.freightInvoice.reverseCharge'),
        t(reverse ? 'documents.freightInvoice.yes' : 'documents.freightInvoice.no'),
      ],
      ...(invoice.irn ? [[t('documents.facts.irn'), invoice.irn] as [string, string]] : []),
    ],
    columns: [
      { label: t('documents.columns.charge'), width: 0.4 },
      { label: t('documents.columns.quantity'), width: 0.16, align: 'right' },
      { label: t('documents.columns.rate'), width: 0.22, align: 'right' },
      { label: t('documents.columns.amount'), width: 0.22, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      t(`payments.kinds.${line.kind}`),
      format.number(line.quantity),
      format.inr(line.ratePaise),
      format.inr(lineAmount(line)),
    ]),
    subtotals: [
      [t('documents.columns.taxableValue'), invoice.amountPaise],
      ...taxes.map(([label, paise]): [string, number] => [
        reverse ? t('documents.freightInvoice.payableByRecipient', { tax: label }) : label,
        paise,
      ]),
    ],
    totalPaise: invoice.payablePaise,
    link,
    ...(reverse
      ? {
          totalLabel: t('documents.freightInvoice.payableToTransporter'),
          note: t('documents.freightInvoice.reverseChargeNote', { amount: format.inr(invoice.taxPaise) }),
        }
      : {}),
  };
}
