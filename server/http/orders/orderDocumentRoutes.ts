import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PDF_MEDIA_TYPE, PdfFile } from '../../../src/domain/schemas/documents';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { DOCUMENT_PRINTERS } from '../../documents/documentPrinters';
import { printedOrder } from '../../orders/printedOrder';
import { readerTranslator } from '../../profile/userPreferences';
import { type DocumentDeps, sendSignedDocument } from '../documentReply';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

const response = { 200: PdfFile, 404: ApiError, ...signedInErrors };

/**
 * An order's lorry receipt and gate pass as PDFs, for whoever may open the order's page: its industry, its
 * plants for a plant user, and the permission of its list (`printedOrder`), in the language of whoever
 * downloads them, each with a signed link to itself in its QR.
 */
export const orderDocumentRoutes: FastifyPluginAsyncZod<DocumentDeps> = async (app, deps) => {
  const { db } = deps;
  const documents = [
    { path: 'lorry-receipt', what: 'lorry receipt (consignment note)' },
    { path: 'gate-pass', what: 'gate pass, with every pass through the gate' },
  ] as const;
  for (const { path, what } of documents)
    app.get(
      `/api/orders/:id/${path}/pdf`,
      {
        schema: {
          tags: ['orders'],
          summary: `The order's ${what} as a PDF`,
          params: IdParams,
          produces: [PDF_MEDIA_TYPE],
          response,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const user = signedIn(request);
        const [printed, reader] = await Promise.all([
          printedOrder(db, user, id),
          readerTranslator(db, user.id),
        ]);
        const target = { id, industryId: printed.order.industryId };
        return sendSignedDocument(reply, deps, DOCUMENT_PRINTERS[path], printed, target, reader);
      },
    );
};
