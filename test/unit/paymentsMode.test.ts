import { describe, expect, it } from 'vitest';
import { resolvePaymentsMode } from '../../server/payments/paymentsMode';
import { PLAN_PAYMENT_MODES } from '../../src/domain/statuses';

describe('how plans are paid', () => {
  it('goes through Razorpay once its keys are set, in production or not', () => {
    for (const production of [false, true])
      expect(resolvePaymentsMode({ chosen: undefined, production, razorpayKeys: true })).toBe('razorpay');
  });

  it('without keys simulates payments outside production, and sells nothing in production', () => {
    expect(resolvePaymentsMode({ chosen: undefined, production: false, razorpayKeys: false })).toBe('test');
    expect(resolvePaymentsMode({ chosen: undefined, production: true, razorpayKeys: false })).toBe('off');
  });

  it('does what PAYMENTS_MODE says whatever else is configured: test in production only when named', () => {
    for (const chosen of PLAN_PAYMENT_MODES)
      for (const production of [false, true])
        for (const razorpayKeys of [false, true])
          expect(resolvePaymentsMode({ chosen, production, razorpayKeys })).toBe(chosen);
  });
});
