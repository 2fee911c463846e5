import type { SubscriptionInvoice } from '../../src/domain/schemas/subscription';
import { amountFigures } from './pdfLayout';
import type { PrintedDocument } from './printedDocument';

/** Freightdesk's tax invoice to an industry for its plan or joining fee, as printed. */
export function subscriptionInvoiceDocument(invoice: SubscriptionInvoice, link: string): PrintedDocument {
  const interState = invoice.igstPaise > 0;
  return {
    title: 'Tax Invoice',
    number: invoice.number,
    date: invoice.issuedOn,
    issuer: { role: 'Seller', ...invoice.seller },
    parties: [
      { role: 'Seller', ...invoice.seller },
      { role: 'Buyer', ...invoice.buyer },
    ],
    facts: [['Place of supply (state code)', invoice.buyer.stateCode ?? invoice.seller.stateCode ?? '—']],
    columns: [
      { label: '#', width: 0.06 },
      { label: 'Description', width: 0.56 },
      { label: 'SAC', width: 0.14 },
      { label: 'Taxable value (INR)', width: 0.24, align: 'right' },
    ],
    rows: invoice.lines.map((line, i) => [
      String(i + 1),
      line.description,
      line.sacCode,
      amountFigures(line.taxablePaise),
    ]),
    subtotals: [
      ['Taxable value', invoice.taxablePaise],
      ...(interState
        ? [['IGST', invoice.igstPaise] as const]
        : [['CGST', invoice.cgstPaise] as const, ['SGST', invoice.sgstPaise] as const]),
    ],
    totalPaise: invoice.totalPaise,
    link,
  };
}
