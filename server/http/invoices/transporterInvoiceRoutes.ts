import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { InvoiceBody, InvoiceInput, SubmittedInvoice } from '../../../src/domain/schemas/payments';
import {
  TransporterInvoiceDetail,
  TransporterInvoiceDraft,
  TransporterInvoicePage,
  TransporterInvoiceQuery,
} from '../../../src/domain/schemas/transporterInvoices';
import { signedIn } from '../../auth/authHook';
import { transporterOf } from '../../auth/transporterOf';
import { reviseTransporterInvoice, submitTransporterInvoice } from '../../invoices/transporterInvoice';
import {
  transporterInvoice,
  transporterInvoiceDraft,
  transporterInvoices,
} from '../../invoices/transporterInvoices';
import { referenceErrors, signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

const config = { transporterAllowed: true, planExempt: true };

/**
 * The transporter's API (type-2 tokens, as its bids): its invoices of every industry with their payments and
 * what each industry owes, the draft of a new one for one of its own delivered orders, submitting it, and
 * correcting one the shipper disputed. The shipper's audit and lifecycle follow as for an invoice the shipper
 * entered or revised. Their export is
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

  app.get(
    '/api/transporter/invoices/:id',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary: "One of your invoices with its lines, as its correction starts (another company's is 404)",
        params: IdParams,
        response: { 200: TransporterInvoiceDetail, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => transporterInvoice(deps.db, transporterOf(signedIn(request)), request.params.id),
  );

  app.put(
    '/api/transporter/invoices/:id',
    {
      config,
      schema: {
        tags: ['transporter'],
        summary:
          "Correct an invoice of yours the shipper disputed and submit it again (audited again; another company's is 404, one not disputed 409)",
        params: IdParams,
        body: InvoiceBody,
        response: {
          200: SubmittedInvoice,
          404: ApiError,
          409: ApiError,
          ...referenceErrors,
          ...signedInErrors,
        },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const by = { userId: user.id, transporterId: transporterOf(user), at: app.clock.now() };
      return reviseTransporterInvoice(deps.db, deps.events, by, request.params.id, request.body);
    },
  );
};
