import type { PaymentMode } from '../../src/domain/schemas/subscription';
import { refused } from '../errors/httpError';
import type { PaymentProvider } from '../payments/paymentProvider';

/** The provider that opens checkouts now; refused when payments are off, where nothing can be bought. */
export function openingProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw refused({ refusal: { code: 'paymentsOff' } });
  return provider;
}

/**
 * The provider that settles a checkout: the one configured now, and only for a checkout of its own mode. A
 * checkout opened in test mode stays unsettled once Razorpay is configured (its simulated success would still
 * hand out a plan and a tax invoice), and a Razorpay order is not settled by a server that no longer checks
 * Razorpay's signatures.
 */
export function settlingProvider(
  provider: PaymentProvider | null,
  payment: { provider: PaymentMode },
): PaymentProvider {
  if (provider?.mode === payment.provider) return provider;
  throw refused({
    refusal: { code: payment.provider === 'test' ? 'checkoutFromTestMode' : 'checkoutFromRazorpay' },
  });
}
