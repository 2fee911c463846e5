import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PDF_MEDIA_TYPE, PdfFile } from '../../../src/domain/schemas/documents';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { freightInvoiceDocument } from '../../documents/freightInvoiceDocument';
import { receiptDocument } from '../../documents/receiptDocument';
import type { FileStore } from '../../files/fileStore';
import { printedInvoice, printedInvoiceOfReceipt } from '../../invoices/printedInvoice';
import { readerTranslator } from '../../profile/userPreferences';
import { industryLogo } from '../../tenancy/industryLogo';
import { sendDocument } from '../documentReply';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

const preHandler = requirePermission('payment-summary');
const response = { 200: PdfFile, 404: ApiError, ...signedInErrors };

/**
 * The freight invoice and each receipt against it as PDFs (permission payment-summary), for the invoices the
 * user may see: the industry's own, a plant user's plants only; anything else is a 404. Each prints in the
 * language of whoever downloads it.
 */
export const invoiceDocumentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  files: FileStore;
  publicUrl: string;
}> = async (app, { db, files, publicUrl }) => {
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
      const user = signedIn(request);
      const printed = await printedInvoice(db, user, request.params.id);
      const link = `${publicUrl}/api/invoices/${printed.invoice.id}/pdf`;
      const [logo, reader] = await Promise.all([
        industryLogo(files, printed.industry),
        readerTranslator(db, user.id),
      ]);
      return sendDocument(reply, 'freight-invoice', {
        ...freightInvoiceDocument(printed, link, reader),
        logo,
      });
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
      const printed = await printedInvoiceOfReceipt(db, user, id);
      const link = `${publicUrl}/api/receipts/${id}/pdf`;
      const [logo, reader] = await Promise.all([
        industryLogo(files, printed.industry),
        readerTranslator(db, user.id),
      ]);
      return sendDocument(reply, 'receipt', { ...receiptDocument(printed, id, link, reader), logo });
    },
  );
};
