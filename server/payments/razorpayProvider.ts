import { z } from 'zod';
import { HttpError } from '../errors/httpError';
import type { PaymentProvider } from './paymentProvider';
import { checkoutSignatureValid, webhookSignatureValid } from './razorpaySignatures';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
}

const ORDERS_URL = 'https://api.razorpay.com/v1/orders';
const OrderReply = z.object({ id: z.string().min(1) });

/** Razorpay's Orders API with the key pair (basic auth), and its two signature checks. */
export const razorpayProvider = (
  keys: RazorpayKeys,
  doFetch: typeof fetch = globalThis.fetch,
): PaymentProvider => ({
  mode: 'razorpay',
  async createOrder({ amountPaise, receipt, notes }) {
    let response: Response;
    try {
      response = await doFetch(ORDERS_URL, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new HttpError(502, 'internal', 'The payment provider could not be reached. Try again shortly.');
    }
    const parsed = OrderReply.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success)
      throw new HttpError(502, 'internal', `The payment provider refused the order (${response.status}).`);
    return { orderId: parsed.data.id, keyId: keys.keyId };
  },
  checkoutValid: (payment) => checkoutSignatureValid(keys.keySecret, payment),
  webhookValid: (rawBody, signature) =>
    keys.webhookSecret ? webhookSignatureValid(keys.webhookSecret, rawBody, signature) : null,
});
