import type { PaymentMode } from '../../src/domain/schemas/subscription';

/** An order the page pays: the provider's id for it, and the public key its checkout needs (Razorpay). */
export interface ProviderOrder {
  orderId: string;
  keyId: string | null;
}

/**
 * Where the joining fee and plans are paid. Razorpay when its keys are configured; otherwise test mode, which
 * moves no money and lets the owner simulate the outcome (server/http/subscriptionRoutes.ts refuses the
 * simulation in Razorpay mode, and the Razorpay confirmation in test mode).
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
