import type { PaymentMode } from '../../src/domain/schemas/subscription';

/** An order the page pays: the provider's id for it, and the public key its checkout needs (Razorpay). */
export interface ProviderOrder {
  orderId: string;
  keyId: string | null;
}

/**
 * Where the joining fee and plans are paid, as PAYMENTS_MODE decides (server/payments/paymentsMode.ts):
 * Razorpay, or test mode, which moves no money and lets the owner simulate the outcome. A checkout is settled
 * only by the provider that opened it (server/subscriptions/checkoutMode.ts).
 */
export interface PaymentProvider {
  mode: PaymentMode;
  createOrder(order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** Whether checkout.js's success answer is genuine (always false in test mode: nothing to check). */
  checkoutValid(payment: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Whether a webhook's body came from the provider; null when webhooks are not configured. */
  webhookValid(rawBody: string, signature: string): boolean | null;
}
