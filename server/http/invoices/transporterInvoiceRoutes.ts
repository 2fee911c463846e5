import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { InvoiceInput, SubmittedInvoice } from '../../../src/domain/schemas/payments';
import { signedIn } from '../../auth/authHook';
import { submitTransporterInvoice } from '../../invoices/transporterInvoice';
import { transporterOf } from '../bids/transporterOf';
import { referenceErrors, signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';

/**
 * The transporter's API (type-2 tokens, as its bids): submit the invoice for one of its own delivered orders.
 * The shipper's audit and lifecycle follow as for an invoice the shipper entered.
 */
export const transporterInvoiceRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, deps) => {
  app.post(
    '/api/transporter/invoices',
    {
      config: { transporterAllowed: true, planExempt: true },
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
