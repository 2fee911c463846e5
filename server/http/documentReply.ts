import type { FastifyReply } from 'fastify';
import { PDF_MEDIA_TYPE } from '../../src/domain/schemas/documents';
import type { Database } from '../db/database';
import { documentUrl, signDocumentLink } from '../documents/documentLinks';
import type { DocumentPrinter } from '../documents/documentPrinters';
import { renderPdf } from '../documents/pdfLayout';
import type { PrintedDocument } from '../documents/printedDocument';
import type { FileStore } from '../files/fileStore';
import type { Translator } from '../i18n/translator';

/**
 * Sends a printed document as a PDF named after its kind and number: `invoice-FD-2025-26-000001.pdf` (the
 * name is ASCII, so no `filename*` is needed). A download from the app is an attachment; a document opened
 * from its QR is shown inline, in the phone's own viewer.
 */
export async function sendDocument(
  reply: FastifyReply,
  stem: string,
  printed: PrintedDocument,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const name = `${stem}-${printed.number}`.replace(/[^a-z0-9-]+/gi, '-');
  return reply
    .type(PDF_MEDIA_TYPE)
    .header('content-disposition', `${disposition}; filename="${name}.pdf"`)
    .header('cache-control', 'no-store')
    .send(await renderPdf(printed));
}

export interface DocumentDeps {
  db: Database;
  files: FileStore;
  publicUrl: string;
}

/**
 * Sends a record the user may see as its document, with its QR carrying a newly signed public link to the
 * same document in the same language (`GET /api/documents/:token`, documentLinkRoutes.ts).
 */
export async function sendSignedDocument<R>(
  reply: FastifyReply,
  { db, files, publicUrl }: DocumentDeps,
  printer: DocumentPrinter<R>,
  record: R,
  { id, industryId }: { id: number; industryId: number },
  reader: Translator,
) {
  const token = await signDocumentLink(
    db,
    { kind: printer.kind, id, industryId, language: reader.language },
    reply.server.clock.now(),
  );
  const printed = await printer.print(record, id, documentUrl(publicUrl, token), reader, files);
  return sendDocument(reply, printer.kind, printed);
}
