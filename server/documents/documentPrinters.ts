import type { Queryable } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { type Translator, translatorFor } from '../i18n/translator';
import {
  type PrintedInvoice,
  printedInvoiceOfIndustry,
  printedInvoiceOfIndustryReceipt,
} from '../invoices/printedInvoice';
import { type PrintedOrder, printedOrderOfIndustry } from '../orders/printedOrder';
import { invoiceOfIndustry } from '../subscriptions/subscriptionInvoices';
import { industryLogo } from '../tenancy/industryLogo';
import type { DocumentKind, DocumentLink } from './documentLinks';
import { freightInvoiceDocument } from './freightInvoiceDocument';
import { gatePassDocument, lorryReceiptDocument } from './orderDocuments';
import type { PrintedDocument } from './printedDocument';
import { receiptDocument } from './receiptDocument';
import { subscriptionInvoiceDocument } from './subscriptionInvoiceDocument';

/**
 * Each document that prints a link, once: how its record prints, and how its record is loaded within an
 * industry for the signed link (documentLinks.ts), which has no user. The signed-in routes load the record
 * as their user may see it, then print it here alike.
 */
function documentPrinter<R>(
  kind: DocumentKind,
  ofIndustry: (db: Queryable, industryId: number, id: number) => Promise<R>,
  print: (
    record: R,
    id: number,
    link: string,
    reader: Translator,
    files: FileStore,
  ) => Promise<PrintedDocument>,
) {
  return {
    kind,
    print,
    /** The document a verified link names, in the language it was first printed in; 404 once it is gone. */
    printLinked: async (db: Queryable, files: FileStore, link: DocumentLink, url: string) =>
      print(
        await ofIndustry(db, link.industryId, link.id),
        link.id,
        url,
        translatorFor(link.language),
        files,
      ),
  };
}
export type DocumentPrinter<R> = ReturnType<typeof documentPrinter<R>>;

const withLogo = async (
  printed: PrintedDocument,
  files: FileStore,
  industry: { logoKey: string | null },
) => ({
  ...printed,
  logo: await industryLogo(files, industry),
});

const orderDocument = (
  kind: DocumentKind,
  build: (printed: PrintedOrder, link: string, reader: Translator) => PrintedDocument,
) =>
  documentPrinter(kind, printedOrderOfIndustry, (printed, _id, link, reader, files) =>
    withLogo(build(printed, link, reader), files, printed.industry),
  );

export const DOCUMENT_PRINTERS = {
  'freight-invoice': documentPrinter(
    'freight-invoice',
    printedInvoiceOfIndustry,
    (printed: PrintedInvoice, _id, link, reader, files) =>
      withLogo(freightInvoiceDocument(printed, link, reader), files, printed.industry),
  ),
  receipt: documentPrinter(
    'receipt',
    printedInvoiceOfIndustryReceipt,
    (printed: PrintedInvoice, receiptId, link, reader, files) =>
      withLogo(receiptDocument(printed, receiptId, link, reader), files, printed.industry),
  ),
  // Freightdesk's own invoice to the industry: printed under Freightdesk's mark, not the industry's logo.
  invoice: documentPrinter('invoice', invoiceOfIndustry, async (invoice, _id, link, reader) =>
    subscriptionInvoiceDocument(invoice, link, reader),
  ),
  'lorry-receipt': orderDocument('lorry-receipt', lorryReceiptDocument),
  'gate-pass': orderDocument('gate-pass', gatePassDocument),
} satisfies Record<DocumentKind, { kind: DocumentKind }>;
