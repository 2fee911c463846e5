import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PDF_MEDIA_TYPE, PdfFile } from '../../../src/domain/schemas/documents';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import { DOCUMENT_PRINTERS } from '../../documents/documentPrinters';
import { printedInvoice, printedInvoiceOfReceipt } from '../../invoices/printedInvoice';
import { readerTranslator } from '../../profile/userPreferences';
import { type DocumentDeps, sendSignedDocument } from '../documentReply';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

const preHandler = requirePermission('payment-summary');
const response = { 200: PdfFile, 404: ApiError, ...signedInErrors };

/**
 * The freight invoice and each receipt against it as PDFs (permission payment-summary), for the invoices the
 * user may see: the industry's own, a plant user's plants only; anything else is a 404. Each prints in the
 * language of whoever downloads it, with a signed link to itself in its QR.
 */
export const invoiceDocumentRoutes: FastifyPluginAsyncZod<DocumentDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/invoices/:id/pdf',
    {
      preHandler,
      schema: {
        tags: ['invoices'],
        summary: "A transporter's freight invoice as a PDF: lines, GST, payable in figures and words, QR",
        params: IdParams,
        produces: [PDF_MEDIA_TYPE],
        response,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = signedIn(request);
      const [printed, reader] = await Promise.all([
        printedInvoice(db, user, id),
        readerTranslator(db, user.id),
      ]);
      const target = { id, industryId: printed.invoice.industryId };
      return sendSignedDocument(reply, deps, DOCUMENT_PRINTERS['freight-invoice'], printed, target, reader);
    },
  );

  app.get(
    '/api/receipts/:id/pdf',
    {
      preHandler,
      schema: {
        tags: ['invoices'],
        summary: 'One payment against a freight invoice as a receipt PDF, with what is still owed after it',
        params: IdParams,
        produces: [PDF_MEDIA_TYPE],
        response,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = signedIn(request);
      const [printed, reader] = await Promise.all([
        printedInvoiceOfReceipt(db, user, id),
        readerTranslator(db, user.id),
      ]);
      const target = { id, industryId: printed.invoice.industryId };
      return sendSignedDocument(reply, deps, DOCUMENT_PRINTERS.receipt, printed, target, reader);
    },
  );
};
