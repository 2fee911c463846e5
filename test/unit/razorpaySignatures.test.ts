import { describe, expect, it } from 'vitest';
import { checkoutSignatureValid, webhookSignatureValid } from '../../server/payments/razorpaySignatures';

/** Vectors computed apart from this code, with `openssl dgst -sha256 -hmac <secret>`. */
const CHECKOUT = {
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};
const WEBHOOK = {
  secret: 'whsec_freightdesk_demo',
  body: '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f","order_id":"order_9A33XWu170gUtm"}}}}',
  signature: '4e5921ea71d94ade76153ba53561eb7a5105d0bc761087082a5733f47f616505',
};

describe("Razorpay's checkout signature: HMAC-SHA256(order_id|payment_id, key secret)", () => {
  it('accepts the genuine signature, in either case of hex', () => {
    expect(checkoutSignatureValid(CHECKOUT.secret, CHECKOUT)).toBe(true);
    expect(
      checkoutSignatureValid(CHECKOUT.secret, { ...CHECKOUT, signature: CHECKOUT.signature.toUpperCase() }),
    ).toBe(true);
  });

  it('refuses another secret, another order or payment, a swapped order, and garbage', () => {
    expect(checkoutSignatureValid('another-secret', CHECKOUT)).toBe(false);
    expect(checkoutSignatureValid(CHECKOUT.secret, { ...CHECKOUT, orderId: 'order_IEIaMR65cu6nz4' })).toBe(
      false,
    );
    expect(checkoutSignatureValid(CHECKOUT.secret, { ...CHECKOUT, paymentId: 'pay_other' })).toBe(false);
    expect(
      checkoutSignatureValid(CHECKOUT.secret, {
        orderId: CHECKOUT.paymentId,
        paymentId: CHECKOUT.orderId,
        signature: CHECKOUT.signature,
      }),
    ).toBe(false);
    expect(checkoutSignatureValid(CHECKOUT.secret, { ...CHECKOUT, signature: '' })).toBe(false);
    expect(
      checkoutSignatureValid(CHECKOUT.secret, { ...CHECKOUT, signature: CHECKOUT.signature.slice(0, 63) }),
    ).toBe(false);
  });
});

describe("Razorpay's webhook signature: HMAC-SHA256(raw body, webhook secret)", () => {
  it('accepts the body exactly as signed', () => {
    expect(webhookSignatureValid(WEBHOOK.secret, WEBHOOK.body, WEBHOOK.signature)).toBe(true);
  });

  it('refuses the same event re-serialised, another secret, or a signature of another body', () => {
    const reformatted = JSON.stringify(JSON.parse(WEBHOOK.body), null, 1);
    expect(webhookSignatureValid(WEBHOOK.secret, reformatted, WEBHOOK.signature)).toBe(false);
    expect(webhookSignatureValid('whsec_other', WEBHOOK.body, WEBHOOK.signature)).toBe(false);
    expect(webhookSignatureValid(WEBHOOK.secret, WEBHOOK.body, CHECKOUT.signature)).toBe(false);
  });
});
