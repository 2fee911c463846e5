import { lineAmount } from '../../src/domain/freightInvoice';
import { gstinHints } from '../../src/domain/gstin';
import { translatorFor } from '../i18n/translator';
import type { PrintedInvoice } from '../invoices/printedInvoice';
import { amountFigures } from './pdfLayout';
import type { DocumentParty, PrintedDocument } from './printedDocument';

/** Documents print in English: the PDF's standard fonts have no Devanagari. */
const { t } = translatorFor('en');

/** The transporter, who issued the invoice, as its parties print it. */
export const transporterParty = ({ transporter }: PrintedInvoice, role: string): DocumentParty => ({
  role,
  name: transporter.name,
  gstin: transporter.gstin,
  stateCode: transporter.gstin ? (gstinHints(transporter.gstin).stateCode ?? null) : null,
});

/** The industry, billed at its plant. */
export const industryParty = ({ industry, plant }: PrintedInvoice, role: string): DocumentParty => ({
  role,
  name: industry.name,
  gstin: industry.gstin,
  address: `${plant.name}, ${plant.address} ${plant.pincode}`,
  stateCode: industry.stateCode,
});

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
