import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InvoiceListQuery, InvoiceRow, ReceiptRow } from '../../../src/domain/schemas/payments';
import { InvoiceListQuery as ListQuery } from '../../../src/domain/schemas/payments';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { SignedInUser } from '../../auth/signedInUser';
import type { Database } from '../../db/database';
import { isBookable, paymentVoucher, purchaseVoucher, tallyEnvelope } from '../../exports/tallyVouchers';
import { indianDate } from '../../indianDate';
import { listInvoices } from '../../invoices/invoiceQueries';
import { listReceipts } from '../../invoices/receiptQueries';
import { signedInErrors } from '../errorResponses';
import { attachmentName } from '../transfer/attachment';

/** Rows read from the database at a time, as the sheet exports do. */
const PAGE_SIZE = 5_000;

/** The list's filters; `format` is the one value a file of this route can be, as the sheet exports ask it. */
const TallyQuery = ListQuery.omit({ page: true, pageSize: true }).extend({
  format: z.literal('xml').default('xml'),
});

/** Every row of a paged list, a page at a time. */
async function* everyRow<Row>(read: (page: number) => Promise<{ rows: Row[] }>): AsyncGenerator<Row> {
  for (let page = 1; ; page++) {
    const { rows } = await read(page);
    yield* rows;
    if (rows.length < PAGE_SIZE) return;
  }
}

async function* vouchersOf(db: Database, user: SignedInUser, query: z.output<typeof TallyQuery>, now: Date) {
  const { format: _, ...filters } = query;
  const paged = (page: number): InvoiceListQuery => ({ ...filters, page, pageSize: PAGE_SIZE });
  for await (const invoice of everyRow<InvoiceRow>((page) => listInvoices(db, user, paged(page), now)))
    if (isBookable(invoice)) yield purchaseVoucher(invoice);
  for await (const receipt of everyRow<ReceiptRow>((page) => listReceipts(db, user, paged(page))))
    yield paymentVoucher(receipt);
}

/**
 * `GET /api/invoices/tally?<the invoice list's filters>` (payment-summary): the list's approved invoices as
 * purchase vouchers and the payments against its invoices (paid between its dates) as payment vouchers, in
 * one file for Tally's XML import.
 */
export const tallyExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/invoices/tally',
    {
      preHandler: requirePermission('payment-summary'),
      schema: {
        tags: ['invoices'],
        summary:
          "Tally vouchers (XML import) of the list's approved invoices (Purchase) and their payments (Payment)",
        querystring: TallyQuery,
        produces: ['application/xml'],
        response: { 200: z.unknown().describe('Tally import XML'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachmentName('tally-vouchers', indianDate(now), 'xml'))
        .header('cache-control', 'no-store')
        .send(Readable.from(tallyEnvelope(vouchersOf(db, signedIn(request), request.query, now))));
    },
  );
};
