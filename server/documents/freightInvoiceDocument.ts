import { lineAmount } from '../../src/domain/freightInvoice';
import type { Translator } from '../i18n/translator';
import type { PrintedInvoice } from '../invoices/printedInvoice';
import { industryParty, transporterParty } from './documentParties';
import type { PrintedDocument } from './printedDocument';

/**
 * A transporter's freight invoice to the industry, as the industry keeps it: lines, GST and what is payable,
 * in the words of the reader it is printed for.
 */
export function freightInvoiceDocument(
  printed: PrintedInvoice,
  link: string,
  { language, t, format }: Translator,
): PrintedDocument {
  const { invoice, order } = printed;
  const tax: [string, number][] =
    invoice.igstPaise > 0
      ? [[`IGST ${invoice.ratePercent} %`, invoice.igstPaise]]
      : [
          [`CGST ${invoice.ratePercent / 2} %`, invoice.cgstPaise],
          [`SGST ${invoice.ratePercent / 2} %`, invoice.sgstPaise],
        ];
  const reverse = invoice.chargeMode === 'reverse';
  const transporter = t('documents.roles.transporter');
  return {
    language,
    title: t('documents.freightInvoice.title'),
    number: invoice.number,
    date: invoice.issuedOn,
    issuer: transporterParty(printed, transporter),
    parties: [
      transporterParty(printed, t('documents.roles.supplier')),
      industryParty(printed, t('documents.roles.billedTo')),
    ],
    facts: [
      [t('documents.facts.order'), order.number],
      [t('documents.facts.dueOn'), invoice.dueOn],
      [t('documents.facts.gst'), t(`payments.modes.${invoice.chargeMode}`)],
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
      ...tax,
      ...(reverse
        ? [[t('documents.freightInvoice.reverseChargeCredit'), -invoice.taxPaise] as [string, number]]
        : []),
    ],
    totalPaise: invoice.payablePaise,
    link,
    ...(reverse ? { note: t('documents.freightInvoice.reverseChargeNote') } : {}),
  };
}
