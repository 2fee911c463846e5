import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './paymentProvider';

/** No provider configured: orders are local ids, and the owner simulates success or failure. */
export const testModeProvider = (): PaymentProvider => ({
  mode: 'test',
  createOrder: async () => ({ orderId: `test_order_${randomBytes(9).toString('base64url')}`, keyId: null }),
  checkoutValid: () => false,
  webhookValid: () => null,
});
