import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { InvoiceInput, SubmittedInvoice } from '../../../src/domain/schemas/payments';
import {
  TransporterInvoiceDraft,
  TransporterInvoicePage,
  TransporterInvoiceQuery,
} from '../../../src/domain/schemas/transporterInvoices';
import { signedIn } from '../../auth/authHook';
import { transporterOf } from '../../auth/transporterOf';
import { submitTransporterInvoice } from '../../invoices/transporterInvoice';
import { transporterInvoiceDraft, transporterInvoices } from '../../invoices/transporterInvoices';
import { referenceErrors, signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

const config = { transporterAllowed: true, planExempt: true };

/**
 * The transporter's API (type-2 tokens, as its bids): its invoices of every industry with their payments and
 * what each industry owes, the draft of a new one for one of its own delivered orders, and submitting it. The
 * shipper's audit and lifecycle follow as for an invoice the shipper entered. Their export is
 * `GET /api/transporter/invoices/export` (exports/invoiceExports.ts).
 */
export const transporterInvoiceRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, deps) => {
  app.get(
    '/api/transporter/invoices',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary:
          'Your invoices of every industry, latest first, with their status, dispute reason, payment date and payments; and what each industry owes you',
        querystring: TransporterInvoiceQuery,
        response: { 200: TransporterInvoicePage, ...signedInErrors },
      },
    },
    async (request) =>
      transporterInvoices(deps.db, transporterOf(signedIn(request)), request.query, app.clock.now()),
  );

  app.get(
    '/api/transporter/invoice-drafts/:id',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary:
          "What the invoice of an order you carry is raised against: the award, the industry's GST rates and the two parties' states, its payment terms (another company's order is 404)",
        params: IdParams,
        response: { 200: TransporterInvoiceDraft, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => transporterInvoiceDraft(deps.db, transporterOf(signedIn(request)), request.params.id),
  );

  app.post(
    '/api/transporter/invoices',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary:
          'Submit the invoice for a delivered order of yours (lines in rupees, GST by charge mode, IRN)',
        body: InvoiceInput,
        response: { 201: SubmittedInvoice, 409: ApiError, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const by = { userId: user.id, transporterId: transporterOf(user), at: app.clock.now() };
      const submitted = await submitTransporterInvoice(deps.db, deps.events, by, request.body);
      return reply.status(201).send(submitted);
    },
  );
};
