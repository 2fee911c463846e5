import { z } from 'zod';

/** Printed documents (invoices, receipts, gate passes, lorry receipts) are PDFs made on the server. */
export const PDF_MEDIA_TYPE = 'application/pdf';

/** A document's download: PDF bytes, never JSON. */
export const PdfFile = z.unknown().describe('The document: a PDF (A4)');
