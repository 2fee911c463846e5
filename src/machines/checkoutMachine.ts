import { assign, fromPromise, setup } from 'xstate';
import type { Checkout, CheckoutResult, RazorpayConfirmBody } from '../domain/schemas/subscription';

export type CheckoutEvent =
  | { type: 'checkout.open' }
  /** Test mode: the owner chooses what the simulated payment does. */
  | { type: 'payment.simulate'; outcome: 'success' | 'failure' }
  /** Razorpay's checkout answered a payment; the server checks its signature. */
  | { type: 'payment.confirm'; payment: RazorpayConfirmBody }
  /** Razorpay's checkout reported a failed attempt or was closed without paying. */
  | { type: 'payment.fail'; reason: string }
  | { type: 'checkout.retry' };

type Settle = { checkout: Checkout } & (
  | { kind: 'simulate'; outcome: 'success' | 'failure' }
  | { kind: 'confirm'; payment: RazorpayConfirmBody }
);

interface CheckoutContext {
  checkout: Checkout | null;
  result: CheckoutResult | null;
  error: string | null;
}

const errorOf = ({ event }: { event: { error: unknown } }) =>
  event.error instanceof Error ? event.error.message : String(event.error);

/**
 * One payment of the joining fee and/or a plan: open a checkout on the server, pay it (simulated in test
 * mode, through Razorpay's checkout otherwise), and settle it on the server. A failure keeps nothing and
 * offers a retry with a new checkout. The calls are injected actors; the view asks tags and `can()`.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    openCheckout: fromPromise<Checkout>(async () => {
      throw new Error('openCheckout is provided by the app');
    }),
    settle: fromPromise<CheckoutResult, Settle>(async () => {
      throw new Error('settle is provided by the app');
    }),
  },
  actions: {
    paid: (_, _result: CheckoutResult) => {},
  },
}).createMachine({
  id: 'checkout',
  context: { checkout: null, result: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'checkout.open': 'opening' } },
    opening: {
      tags: ['busy'],
      entry: assign({ checkout: null, result: null, error: null }),
      invoke: {
        src: 'openCheckout',
        onDone: { target: 'awaitingPayment', actions: assign({ checkout: ({ event }) => event.output }) },
        onError: { target: 'unavailable', actions: assign({ error: errorOf }) },
      },
    },
    awaitingPayment: {
      tags: ['payable'],
      on: {
        'payment.simulate': 'settling',
        'payment.confirm': 'settling',
        'payment.fail': { target: 'failed', actions: assign({ error: ({ event }) => event.reason }) },
      },
    },
    settling: {
      tags: ['busy'],
      invoke: {
        src: 'settle',
        input: ({ context, event }): Settle => {
          const checkout = context.checkout!;
          if (event.type === 'payment.confirm') return { checkout, kind: 'confirm', payment: event.payment };
          return {
            checkout,
            kind: 'simulate',
            outcome: event.type === 'payment.simulate' ? event.outcome : 'failure',
          };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'paid',
            target: 'paid',
            actions: [
              assign({ result: ({ event }) => event.output }),
              { type: 'paid', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'failed',
            actions: assign({
              result: ({ event }) => event.output,
              error: ({ event }) => event.output.failure,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: errorOf }) },
      },
    },
    paid: { tags: ['done'], type: 'final' },
    failed: { tags: ['retryable'], on: { 'checkout.retry': 'opening' } },
    unavailable: { tags: ['retryable'], on: { 'checkout.retry': 'opening' } },
  },
});
