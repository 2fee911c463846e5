import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import { InvoiceInput, SubmittedInvoice } from '../../../src/domain/schemas/payments';
import { signedIn } from '../../auth/authHook';
import { invoices } from '../../db/schema/billing';
import { orders } from '../../db/schema/orders';
import { HttpError } from '../../errors/httpError';
import { withOutbox } from '../../events/outbox';
import { enterInvoice } from '../../invoices/invoiceWrite';
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
      const transporterId = transporterOf(user);
      const { orderId, ...body } = request.body;
      const id = await withOutbox(deps.db, deps.events, async (tx, outbox) => {
        // Another transporter's order is refused as a shipper's form is for another industry's record.
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.transporterId, transporterId)))
          .for('update');
        if (!order)
          throw new HttpError(422, 'unprocessable', 'Some fields name records you cannot use', {
            orderId: 'Choose one of your orders',
          });
        return enterInvoice(tx, outbox, order, body, {
          source: 'transporter',
          userId: user.id,
          at: new Date(),
        });
      });
      const [row] = await deps.db
        .select({
          id: invoices.id,
          number: invoices.number,
          status: invoices.status,
          payablePaise: invoices.payablePaise,
          dueOn: invoices.dueOn,
        })
        .from(invoices)
        .where(eq(invoices.id, id));
      return reply.status(201).send(row!);
    },
  );
};
