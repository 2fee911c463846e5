import { lineAmount } from '../../src/domain/freightInvoice';
import { translatorFor } from '../i18n/translator';
import type { PrintedInvoice } from '../invoices/printedInvoice';
import { industryParty, transporterParty } from './documentParties';
import { amountFigures } from './pdfLayout';
import type { PrintedDocument } from './printedDocument';

/** Documents print in English: the PDF's standard fonts have no Devanagari. */
const { t } = translatorFor('en');

/** A transporter's freight invoice to the industry, as the industry keeps it: lines, GST and what is payable. */
export function freightInvoiceDocument(printed: PrintedInvoice, link: string): PrintedDocument {
  const { invoice, order } = printed;
  const tax: [string, number][] =
    invoice.igstPaise > 0
      ? [[`IGST ${invoice.ratePercent} %`, invoice.igstPaise]]
      : [
          [`CGST ${invoice.ratePercent / 2} %`, invoice.cgstPaise],
          [`SGST ${invoice.ratePercent / 2} %`, invoice.sgstPaise],
        ];
  const reverse = invoice.chargeMode === 'reverse';
  return {
    title: 'Freight Invoice',
    number: invoice.number,
    date: invoice.issuedOn,
    issuer: transporterParty(printed, 'Transporter'),
    parties: [transporterParty(printed, 'Transporter (supplier)'), industryParty(printed, 'Billed to')],
    facts: [
      ['Order', order.number],
      ['Due on', invoice.dueOn],
      ['GST', t(`payments.modes.${invoice.chargeMode}`)],
      ...(invoice.irn ? [['IRN', invoice.irn] as [string, string]] : []),
    ],
    columns: [
      { label: 'Charge', width: 0.4 },
      { label: 'Quantity', width: 0.16, align: 'right' },
      { label: 'Rate (INR)', width: 0.22, align: 'right' },
      { label: 'Amount (INR)', width: 0.22, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      t(`payments.kinds.${line.kind}`),
      String(line.quantity),
      amountFigures(line.ratePaise),
      amountFigures(lineAmount(line)),
    ]),
    subtotals: [
      ['Taxable value', invoice.amountPaise],
      ...tax,
      ...(reverse
        ? [['GST paid by the recipient (reverse charge)', -invoice.taxPaise] as [string, number]]
        : []),
    ],
    totalPaise: invoice.payablePaise,
    link,
    ...(reverse
      ? { note: 'Tax payable on reverse charge: yes. The recipient pays the GST on this supply.' }
      : {}),
  };
}
