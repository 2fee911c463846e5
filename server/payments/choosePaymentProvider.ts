import type { Config } from '../config';
import type { PaymentProvider } from './paymentProvider';
import { razorpayProvider } from './razorpayProvider';
import { testModeProvider } from './testModeProvider';

/** Razorpay when its keys are configured, else test mode. */
export const choosePaymentProvider = (config: Pick<Config, 'razorpay'>): PaymentProvider =>
  config.razorpay ? razorpayProvider(config.razorpay) : testModeProvider();
