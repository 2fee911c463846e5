import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvoiceListQuery as ListQuery } from '../../../src/domain/schemas/payments';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { tallyFile } from '../../exports/tallyFile';
import { indianDate } from '../../indianDate';
import { signedInErrors } from '../errorResponses';
import { attachmentName } from '../transfer/attachment';

/** The list's filters; `format` is the one value a file of this route can be, as the sheet exports ask it. */
const TallyQuery = ListQuery.omit({ page: true, pageSize: true }).extend({
  format: z.literal('xml').default('xml'),
});

/**
 * `GET /api/invoices/tally?<the invoice list's filters>` (payment-summary): one file for Tally's XML import,
 * the masters of the ledgers it posts to (named by the industry's settings, /api/settings/tally-ledgers), the
 * list's approved invoices as purchase vouchers and the payments against its invoices (paid between its dates)
 * as payment vouchers.
 */
export const tallyExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/invoices/tally',
    {
      preHandler: requirePermission('payment-summary'),
      schema: {
        tags: ['invoices'],
        summary:
          "Tally import XML: the ledger masters used, then the list's approved invoices (Purchase) and their payments (Payment)",
        querystring: TallyQuery,
        produces: ['application/xml'],
        response: { 200: z.unknown().describe('Tally import XML'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { format: _, ...filters } = request.query;
      const file = await tallyFile(db, signedIn(request), filters, now);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachmentName('tally-vouchers', indianDate(now), 'xml'))
        .header('cache-control', 'no-store')
        .send(Readable.from(file));
    },
  );
};
