import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PDF_MEDIA_TYPE, PdfFile } from '../../../src/domain/schemas/documents';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import type { Database } from '../../db/database';
import { gatePassDocument, lorryReceiptDocument } from '../../documents/orderDocuments';
import type { FileStore } from '../../files/fileStore';
import { printedOrder } from '../../orders/printedOrder';
import { readerTranslator } from '../../profile/userPreferences';
import { industryLogo } from '../../tenancy/industryLogo';
import { sendDocument } from '../documentReply';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

const response = { 200: PdfFile, 404: ApiError, ...signedInErrors };

/**
 * An order's lorry receipt and gate pass as PDFs, for whoever may open the order's page: its industry, its
 * plants for a plant user, and the permission of its list (`printedOrder`), in the language of whoever
 * downloads them.
 */
export const orderDocumentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  files: FileStore;
  publicUrl: string;
}> = async (app, { db, files, publicUrl }) => {
  const documents = [
    { path: 'lorry-receipt', build: lorryReceiptDocument, what: 'lorry receipt (consignment note)' },
    { path: 'gate-pass', build: gatePassDocument, what: 'gate pass, with every pass through the gate' },
  ] as const;
  for (const { path, build, what } of documents)
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
        const user = signedIn(request);
        const printed = await printedOrder(db, user, request.params.id);
        const link = `${publicUrl}/api/orders/${printed.order.id}/${path}/pdf`;
        const [logo, reader] = await Promise.all([
          industryLogo(files, printed.industry),
          readerTranslator(db, user.id),
        ]);
        return sendDocument(reply, path, { ...build(printed, link, reader), logo });
      },
    );
};
