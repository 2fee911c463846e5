import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { HttpError } from '../errors/httpError';
import type { PaymentProvider } from '../payments/paymentProvider';
import { settlePayment } from '../subscriptions/settlePayment';
import { publicErrors } from './errorResponses';

/** The part of Razorpay's webhook payload this app reads. */
const RazorpayEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable().optional(),
          error_description: z.string().nullable().optional(),
        }),
      })
      .optional(),
  }),
});

const SETTLING_EVENTS = new Set(['payment.captured', 'order.paid', 'payment.failed']);

/**
 * Razorpay's webhook: a payment captured (or its order paid) settles the checkout like the page's own
 * confirmation, a failed one marks it failed; either is idempotent. The signature is over the raw body, so
 * this plugin keeps JSON bodies as text. Orders this app does not know are acknowledged and ignored, or
 * Razorpay would retry them for a day.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** Null when payments are off: webhooks are then refused as not configured. */
  provider: PaymentProvider | null;
}> = async (app, { db, provider }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/razorpay/webhook',
    {
      config: { public: true },
      schema: {
        tags: ['plan'],
        summary: "Razorpay's payment events, signed with the webhook secret (X-Razorpay-Signature)",
        headers: z.object({ 'x-razorpay-signature': z.string().max(200).optional() }),
        body: z.string().max(1_000_000),
        response: { 200: z.object({ settled: z.boolean() }), ...publicErrors, 401: publicErrors[400] },
      },
    },
    async (request) => {
      const valid =
        provider?.webhookValid(request.body, request.headers['x-razorpay-signature'] ?? '') ?? null;
      if (valid === null) throw new HttpError(400, 'bad_request', 'Payment webhooks are not configured here');
      if (!valid) throw new HttpError(401, 'unauthorized', "The webhook's signature does not match");
      let parsed: z.infer<typeof RazorpayEvent>;
      try {
        parsed = RazorpayEvent.parse(JSON.parse(request.body));
      } catch {
        throw new HttpError(400, 'bad_request', 'The webhook body is not a Razorpay event');
      }
      const payment = parsed.payload.payment?.entity;
      if (!SETTLING_EVENTS.has(parsed.event) || !payment?.order_id) return { settled: false };
      try {
        await settlePayment(
          db,
          { razorpayOrderId: payment.order_id },
          parsed.event === 'payment.failed'
            ? { paid: false, failure: payment.error_description ?? 'The payment failed' }
            : { paid: true, providerPaymentId: payment.id },
          app.clock.now(),
        );
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return { settled: false };
        throw error;
      }
      return { settled: true };
    },
  );
};
