import type { PlanPaymentMode } from '../../src/domain/statuses';

/**
 * How plans are paid when PAYMENTS_MODE is set, or else by what is configured: Razorpay once its keys are
 * set (live or test keys alike: both are a real integration whose signatures are checked), and without keys
 * test mode outside production, so the demo and the tests can buy a plan. A production server without keys
 * sells nothing rather than hand out plans and tax invoices for a simulated payment: test mode there must be
 * chosen by name (a staging server).
 */
export function resolvePaymentsMode(settings: {
  chosen: PlanPaymentMode | undefined;
  production: boolean;
  razorpayKeys: boolean;
}): PlanPaymentMode {
  if (settings.chosen) return settings.chosen;
  if (settings.razorpayKeys) return 'razorpay';
  return settings.production ? 'off' : 'test';
}
