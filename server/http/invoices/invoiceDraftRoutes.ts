import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { InvoiceableOrderQuery, InvoiceableOrders, InvoiceDraft } from '../../../src/domain/schemas/payments';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { invoiceableOrders, invoiceDraft } from '../../invoices/invoiceDrafts';
import { findOrder } from '../../orders/orderRecord';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';

const preHandler = requirePermission('payment-summary');

/**
 * What the shipper's invoice form starts from (permission payment-summary): the delivered orders waiting for
 * an invoice, and for one order (`:id`, found within the user's industry and plants, else 404) its award, the
 * GST rates and states the server will tax it by, and its payment terms.
 */
export const invoiceDraftRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/invoice-drafts',
    {
      preHandler,
      schema: {
        tags: ['invoices'],
        summary:
          'Delivered orders waiting for their invoice (the latest 50), searched by order or transporter',
        querystring: InvoiceableOrderQuery,
        response: { 200: InvoiceableOrders, ...signedInErrors },
      },
    },
    async (request) => invoiceableOrders(db, signedIn(request), request.query.search),
  );

  app.get(
    '/api/invoice-drafts/:id',
    {
      preHandler,
      schema: {
        tags: ['invoices'],
        summary:
          "An order's invoice terms: its award, the GST rates and states it is taxed by, payment terms",
        params: IdParams,
        response: { 200: InvoiceDraft, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => invoiceDraft(db, await findOrder(db, signedIn(request), request.params.id)),
  );
};
