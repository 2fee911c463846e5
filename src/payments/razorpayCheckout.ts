import type { Checkout, RazorpayConfirmBody } from '../domain/schemas/subscription';

/** Razorpay's Standard Checkout script; the page's CSP allows it only when the server runs in Razorpay mode. */
const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (answer: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

function loadScript(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const found = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (found) resolve(found);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for a server checkout; `paid` gets what the server must verify, `failed` a
 * failed attempt or a closed window.
 */
export async function openRazorpayCheckout(
  checkout: Checkout,
  details: { name: string; description: string; email: string; contact: string },
  on: {
    paid: (payment: RazorpayConfirmBody) => void;
    failed: (reason: string) => void;
    dismissedText: string;
  },
): Promise<void> {
  const Razorpay = await loadScript();
  const instance = new Razorpay({
    key: checkout.keyId,
    order_id: checkout.orderId,
    amount: checkout.totalPaise,
    currency: 'INR',
    name: details.name,
    description: details.description,
    prefill: { email: details.email, contact: details.contact },
    handler: (answer: {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    }) =>
      on.paid({
        razorpayOrderId: answer.razorpay_order_id,
        razorpayPaymentId: answer.razorpay_payment_id,
        razorpaySignature: answer.razorpay_signature,
      }),
    modal: { ondismiss: () => on.failed(on.dismissedText) },
  });
  instance.on('payment.failed', (answer) => on.failed(answer.error?.description ?? on.dismissedText));
  instance.open();
}
