import type { Config } from '../config';
import type { PaymentProvider } from './paymentProvider';
import { razorpayProvider } from './razorpayProvider';
import { testModeProvider } from './testModeProvider';

/** The provider of the configured payments mode; none when payments are off (nothing can be bought). */
export function choosePaymentProvider(
  config: Pick<Config, 'paymentsMode' | 'razorpay'>,
): PaymentProvider | null {
  if (config.paymentsMode === 'razorpay' && config.razorpay) return razorpayProvider(config.razorpay);
  if (config.paymentsMode === 'test') return testModeProvider();
  return null;
}
