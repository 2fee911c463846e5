import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay signs with HMAC-SHA256 in hex; compared in constant time so a forger learns nothing from timing. */
const hmacHex = (secret: string, message: string): string =>
  createHmac('sha256', secret).update(message).digest('hex');

const sameHex = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/** What checkout.js hands the page after a payment: HMAC-SHA256(order_id|payment_id, key secret). */
export const checkoutSignatureValid = (
  keySecret: string,
  payment: { orderId: string; paymentId: string; signature: string },
): boolean => sameHex(hmacHex(keySecret, `${payment.orderId}|${payment.paymentId}`), payment.signature);

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body exactly as sent, with the webhook secret. */
export const webhookSignatureValid = (webhookSecret: string, rawBody: string, signature: string): boolean =>
  sameHex(hmacHex(webhookSecret, rawBody), signature);
