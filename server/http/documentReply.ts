import type { FastifyReply } from 'fastify';
import { PDF_MEDIA_TYPE } from '../../src/domain/schemas/documents';
import { renderPdf } from '../documents/pdfLayout';
import type { PrintedDocument } from '../documents/printedDocument';

/**
 * Sends a printed document as a PDF download named after its kind and number: `invoice-FD-2025-26-000001.pdf`
 * (the name is ASCII, so no `filename*` is needed).
 */
export async function sendDocument(reply: FastifyReply, stem: string, printed: PrintedDocument) {
  const name = `${stem}-${printed.number}`.replace(/[^a-z0-9-]+/gi, '-');
  return reply
    .type(PDF_MEDIA_TYPE)
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'no-store')
    .send(await renderPdf(printed));
}
