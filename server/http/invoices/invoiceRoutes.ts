import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  DisputeInput,
  InvoiceBody,
  InvoiceDetail,
  InvoiceInput,
  InvoiceListQuery,
  InvoicePage,
  PaymentInput,
  ScheduleInput,
} from '../../../src/domain/schemas/payments';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { SignedInUser } from '../../auth/signedInUser';
import { withOutbox } from '../../events/outbox';
import { findInvoice, invoiceDetail, listInvoices } from '../../invoices/invoiceQueries';
import {
  enterInvoice,
  type InvoiceStep,
  moveInvoice,
  recordPayment,
  reviseInvoice,
} from '../../invoices/invoiceWrite';
import { findOrder } from '../../orders/orderRecord';
import { requireOwnedReferences } from '../../tenancy/ownedReferences';
import { referenceErrors, signedInErrors } from '../errorResponses';
import type { LifecycleRouteOptions } from '../lifecycleRouteOptions';
import { IdParams } from '../routeParams';

const preHandler = requirePermission('payment-summary');
/** An invoice is its order's plant's: a plant user's are found within their plants (invoiceQueries.ts). */
const config = { plantUsers: 'plants' } as const;
const detail = { 200: InvoiceDetail, 404: ApiError, 409: ApiError, ...signedInErrors };

/**
 * The shipper's freight invoices (permission payment-summary): the list with its totals and ageing, one
 * invoice with its lines, audit flags and receipts, entering one for a delivered order, and its lifecycle —
 * approve, dispute with a reason, revise a disputed one, schedule, record payments, close. Every step is the
 * invoice machine's decision under the invoice's row lock; a refusal is a 409 with its reason.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (app, deps) => {
  const { db } = deps;
  const reread = async (user: SignedInUser, id: number) =>
    invoiceDetail(db, (await findInvoice(db, user, id)).invoice);

  app.get(
    '/api/invoices',
    {
      preHandler,
      schema: {
        tags: ['invoices'],
        summary: 'Invoices by plant, transporter, status and date, with totals and ageing past due',
        querystring: InvoiceListQuery,
        response: { 200: InvoicePage, ...signedInErrors },
      },
    },
    async (request) => listInvoices(db, signedIn(request), request.query, app.clock.now()),
  );

  app.get(
    '/api/invoices/:id',
    {
      preHandler,
      schema: {
        tags: ['invoices'],
        summary: 'One invoice: lines, GST, audit flags against the order, receipts',
        params: IdParams,
        response: { 200: InvoiceDetail, 404: ApiError, ...signedInErrors },
      },
    },
    async (request) => reread(signedIn(request), request.params.id),
  );

  app.post(
    '/api/invoices',
    {
      config,
      preHandler,
      schema: {
        tags: ['invoices'],
        summary: "Enter a transporter's invoice for a delivered order (awarded or offline)",
        body: InvoiceInput,
        response: { 201: InvoiceDetail, 409: ApiError, ...referenceErrors, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { orderId, ...body } = request.body;
      const id = await withOutbox(db, deps.events, async (tx, outbox) => {
        await requireOwnedReferences(tx, user, [{ field: 'orderId', kind: 'order', id: orderId }]);
        const order = await findOrder(tx, user, orderId, { lock: true });
        return enterInvoice(tx, outbox, order, body, {
          source: 'shipper',
          userId: user.id,
          at: app.clock.now(),
        });
      });
      return reply.status(201).send(await reread(user, id));
    },
  );

  app.put(
    '/api/invoices/:id',
    {
      config,
      preHandler,
      schema: {
        tags: ['invoices'],
        summary: 'Correct a disputed invoice and submit it again (audited again)',
        params: IdParams,
        body: InvoiceBody,
        response: detail,
      },
    },
    async (request) => {
      const user = signedIn(request);
      await withOutbox(db, deps.events, async (tx, outbox) => {
        const locked = await findInvoice(tx, user, request.params.id, { lock: true });
        await reviseInvoice(tx, outbox, locked, request.body, { userId: user.id, at: app.clock.now() });
      });
      return reread(user, request.params.id);
    },
  );

  /** Locks the invoice and lets the machine take the step. */
  const move = async (user: SignedInUser, id: number, event: InvoiceStep, scheduledOn?: string) => {
    await withOutbox(db, deps.events, async (tx, outbox) => {
      const locked = await findInvoice(tx, user, id, { lock: true });
      await moveInvoice(tx, outbox, locked, event, app.clock.now(), scheduledOn);
    });
    return reread(user, id);
  };
  const schema = (summary: string) => ({ tags: ['invoices'], summary, params: IdParams, response: detail });

  app.post(
    '/api/invoices/:id/approve',
    { preHandler, config, schema: schema('Approve a submitted invoice') },
    async (request) => move(signedIn(request), request.params.id, { type: 'invoice.approve' }),
  );
  app.post(
    '/api/invoices/:id/dispute',
    {
      preHandler,
      config,
      schema: { ...schema('Dispute a submitted invoice, with the reason'), body: DisputeInput },
    },
    async (request) =>
      move(signedIn(request), request.params.id, { type: 'invoice.dispute', reason: request.body.reason }),
  );
  app.post(
    '/api/invoices/:id/schedule',
    {
      preHandler,
      config,
      schema: { ...schema('Schedule an approved invoice for payment on a day'), body: ScheduleInput },
    },
    async (request) =>
      move(signedIn(request), request.params.id, { type: 'invoice.schedule' }, request.body.scheduledOn),
  );
  app.post(
    '/api/invoices/:id/close',
    { preHandler, config, schema: schema('Close a paid invoice') },
    async (request) => move(signedIn(request), request.params.id, { type: 'invoice.close' }),
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      preHandler,
      config,
      schema: {
        tags: ['invoices'],
        summary:
          'Record a payment (whole or part: UTR, mode, date) against a scheduled invoice; answers its receipt',
        params: IdParams,
        body: PaymentInput,
        response: { ...detail, 201: InvoiceDetail },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      await withOutbox(db, deps.events, async (tx, outbox) => {
        const locked = await findInvoice(tx, user, request.params.id, { lock: true });
        await recordPayment(tx, outbox, locked, request.body, app.clock.now());
      });
      return reply.status(201).send(await reread(user, request.params.id));
    },
  );
};
