import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './paymentProvider';

/** Test mode (PAYMENTS_MODE=test): orders are local ids, no money moves, and the owner simulates the outcome. */
export const testModeProvider = (): PaymentProvider => ({
  mode: 'test',
  createOrder: async () => ({ orderId: `test_order_${randomBytes(9).toString('base64url')}`, keyId: null }),
  checkoutValid: () => false,
  webhookValid: () => null,
});
