import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PDF_MEDIA_TYPE, PdfFile } from '../../src/domain/schemas/documents';
import {
  Checkout,
  CheckoutBody,
  CheckoutResult,
  PlanCatalogue,
  type PlanPaymentMode,
  RazorpayConfirmBody,
  SubscriptionOverview,
  TestOutcomeBody,
} from '../../src/domain/schemas/subscription';
import { signedIn } from '../auth/authHook';
import { requireOwner } from '../auth/requireOwner';
import { requirePermission } from '../auth/requirePermission';
import { industryOf } from '../auth/signedInUser';
import { DOCUMENT_PRINTERS } from '../documents/documentPrinters';
import { conflict, HttpError } from '../errors/httpError';
import type { PaymentProvider } from '../payments/paymentProvider';
import { readerTranslator } from '../profile/userPreferences';
import { buysInterState } from '../subscriptions/buyerPlaceOfSupply';
import { createCheckout } from '../subscriptions/checkout';
import { openingProvider, settlingProvider } from '../subscriptions/checkoutMode';
import { joiningFeeStatus } from '../subscriptions/joiningFee';
import { planOffers } from '../subscriptions/planOffers';
import { findPayment, settlePayment } from '../subscriptions/settlePayment';
import { invoiceOfIndustry } from '../subscriptions/subscriptionInvoices';
import { subscriptionOverview } from '../subscriptions/subscriptionOverview';
import { type DocumentDeps, sendSignedDocument } from './documentReply';
import { signedInErrors } from './errorResponses';
import { IdParams } from './routeParams';

/**
 * Plans, the joining fee and their payment. They answer without a plan (config `planExempt`): an industry
 * without one comes here to buy it. Only the owner (type 3) pays; `list-plan` reads the subscription. With
 * payments off (`provider` null) the plans are shown and nothing can be bought.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<
  DocumentDeps & { provider: PaymentProvider | null }
> = async (app, { provider, ...deps }) => {
  const { db } = deps;
  const config = { planExempt: true };
  const payer = requireOwner('pay for the plan or the joining fee');
  const errors = { ...signedInErrors, 404: signedInErrors[400], 409: signedInErrors[400] };
  const paymentMode: PlanPaymentMode = provider?.mode ?? 'off';

  app.get(
    '/api/plans',
    {
      config,
      schema: {
        tags: ['plan'],
        summary: 'The plans on sale with GST, the joining fee and whether it is paid, and the payment mode',
        response: { 200: PlanCatalogue, ...signedInErrors },
      },
    },
    async (request) => {
      const industryId = industryOf(signedIn(request));
      const interState = await buysInterState(db, industryId);
      return {
        plans: await planOffers(db, interState),
        joiningFee: await joiningFeeStatus(db, industryId, interState),
        paymentMode,
      };
    },
  );

  app.get(
    '/api/subscription',
    {
      config,
      preHandler: requirePermission('list-plan'),
      schema: {
        tags: ['plan'],
        summary: 'The plan held, members and plants used, and every subscription with its invoice',
        response: { 200: SubscriptionOverview, ...signedInErrors },
      },
    },
    async (request) => subscriptionOverview(db, industryOf(signedIn(request)), app.clock.now()),
  );

  app.get(
    '/api/subscription/invoices/:id/pdf',
    {
      config,
      preHandler: requirePermission('list-plan'),
      schema: {
        tags: ['plan'],
        summary: "One of the industry's subscription tax invoices as a PDF, with its amount in words and QR",
        params: IdParams,
        produces: [PDF_MEDIA_TYPE],
        response: { 200: PdfFile, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = signedIn(request);
      const industryId = industryOf(user);
      const [invoice, reader] = await Promise.all([
        invoiceOfIndustry(db, industryId, id),
        readerTranslator(db, user.id),
      ]);
      return sendSignedDocument(reply, deps, DOCUMENT_PRINTERS.invoice, invoice, { id, industryId }, reader);
    },
  );

  app.post(
    '/api/subscription/checkout',
    {
      config,
      preHandler: payer,
      schema: {
        tags: ['plan'],
        summary:
          'Open a checkout of a plan (with the joining fee while unpaid) or of the joining fee alone (planId null); refused while payments are off',
        body: CheckoutBody,
        response: { 201: Checkout, ...errors },
      },
    },
    async (request, reply) => {
      const checkout = await createCheckout(
        db,
        openingProvider(provider),
        signedIn(request),
        request.body.planId,
        app.clock.now(),
      );
      return reply.code(201).send(checkout);
    },
  );

  app.post(
    '/api/subscription/checkout/:id/test-outcome',
    {
      config,
      preHandler: payer,
      schema: {
        tags: ['plan'],
        summary:
          'Test mode only: simulate the payment of a checkout opened in test mode succeeding or failing',
        params: IdParams,
        body: TestOutcomeBody,
        response: { 200: CheckoutResult, ...errors },
      },
    },
    async (request) => {
      const industryId = industryOf(signedIn(request));
      const payment = await findPayment(db, industryId, request.params.id);
      const settling = settlingProvider(provider, payment);
      if (settling.mode !== 'test')
        throw conflict('This payment goes through Razorpay: it cannot be simulated');
      return settlePayment(
        db,
        { id: payment.id, industryId },
        request.body.outcome === 'success'
          ? { paid: true, providerPaymentId: `test_pay_${payment.id}` }
          : { paid: false, failure: 'The payment was declined (simulated in test mode)' },
        app.clock.now(),
      );
    },
  );

  app.post(
    '/api/subscription/checkout/:id/confirm',
    {
      config,
      preHandler: payer,
      schema: {
        tags: ['plan'],
        summary: "Razorpay: confirm a checkout with checkout.js's payment id and signature",
        params: IdParams,
        body: RazorpayConfirmBody,
        response: { 200: CheckoutResult, ...errors },
      },
    },
    async (request) => {
      const industryId = industryOf(signedIn(request));
      const payment = await findPayment(db, industryId, request.params.id);
      const settling = settlingProvider(provider, payment);
      if (settling.mode !== 'razorpay') throw conflict('This payment is in test mode: simulate its outcome');
      const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = request.body;
      const genuine =
        razorpayOrderId === payment.providerOrderId &&
        settling.checkoutValid({
          orderId: razorpayOrderId,
          paymentId: razorpayPaymentId,
          signature: razorpaySignature,
        });
      if (!genuine)
        throw new HttpError(
          400,
          'bad_request',
          'The payment could not be verified: its signature does not match',
        );
      return settlePayment(
        db,
        { id: payment.id, industryId },
        { paid: true, providerPaymentId: razorpayPaymentId },
        app.clock.now(),
      );
    },
  );
};
