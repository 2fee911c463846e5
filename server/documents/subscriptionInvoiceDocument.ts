import type { SubscriptionInvoice } from '../../src/domain/schemas/subscription';
import type { Translator } from '../i18n/translator';
import type { PrintedDocument } from './printedDocument';

/** Freightdesk's tax invoice to an industry for its plan or joining fee, as printed for its reader. */
export function subscriptionInvoiceDocument(
  invoice: SubscriptionInvoice,
  link: string,
  { language, t, format }: Translator,
): PrintedDocument {
  const interState = invoice.igstPaise > 0;
  const seller = { role: t('documents.roles.seller'), ...invoice.seller };
  return {
    language,
    title: t('documents.taxInvoice.title'),
    number: invoice.number,
    date: invoice.issuedOn,
    issuer: seller,
    parties: [seller, { role: t('documents.roles.buyer'), ...invoice.buyer }],
    facts: [[t('documents.facts.placeOfSupply'), invoice.buyer.stateCode ?? invoice.seller.stateCode ?? '—']],
    columns: [
      { label: t('documents.columns.serial'), width: 0.06 },
      { label: t('documents.columns.description'), width: 0.56 },
      { label: t('documents.columns.sac'), width: 0.14 },
      { label: t('documents.columns.taxableValue'), width: 0.24, align: 'right' },
    ],
    rows: invoice.lines.map((line, i) => [
      String(i + 1),
      line.description,
      line.sacCode,
      format.inr(line.taxablePaise),
    ]),
    subtotals: [
      [t('documents.columns.taxableValue'), invoice.taxablePaise],
      ...(interState
        ? [['IGST', invoice.igstPaise] as const]
        : [['CGST', invoice.cgstPaise] as const, ['SGST', invoice.sgstPaise] as const]),
    ],
    totalPaise: invoice.totalPaise,
    link,
  };
}
