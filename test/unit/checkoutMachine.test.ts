import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Checkout, CheckoutResult } from '../../src/domain/schemas/subscription';
import { checkoutMachine } from '../../src/machines/checkoutMachine';

const CHECKOUT: Checkout = {
  id: 7,
  mode: 'test',
  orderId: 'test_order_x',
  keyId: null,
  change: 'new',
  lines: [],
  taxablePaise: 100,
  gstPaise: 18,
  totalPaise: 118,
  status: 'created',
};
const outcome = (status: CheckoutResult['status']): CheckoutResult => ({
  status,
  failure: status === 'failed' ? 'declined' : null,
  subscription: null,
  invoice: null,
});

function start(answers: CheckoutResult[]) {
  const opened: number[] = [];
  const settled: unknown[] = [];
  const paid: CheckoutResult[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        openCheckout: fromPromise(async () => {
          opened.push(opened.length + 1);
          return { ...CHECKOUT, id: opened.length };
        }),
        settle: fromPromise(async ({ input }) => {
          settled.push(input);
          return answers.shift()!;
        }),
      },
      actions: { paid: (_, result) => void paid.push(result) },
    }),
  ).start();
  return { actor, opened, settled, paid };
}

describe('the checkout machine', () => {
  it('opens a checkout, then settles the simulated success once and reports it paid', async () => {
    const { actor, settled, paid } = start([outcome('paid')]);
    actor.send({ type: 'checkout.open' });
    await waitFor(actor, (s) => s.hasTag('payable'));
    actor.send({ type: 'payment.simulate', outcome: 'success' });
    // A second click while settling is not a second payment.
    actor.send({ type: 'payment.simulate', outcome: 'success' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(settled).toEqual([{ checkout: { ...CHECKOUT, id: 1 }, kind: 'simulate', outcome: 'success' }]);
    expect(paid).toHaveLength(1);
  });

  it('a failure offers a retry, which opens a new checkout', async () => {
    const { actor, opened, paid } = start([outcome('failed'), outcome('paid')]);
    actor.send({ type: 'checkout.open' });
    await waitFor(actor, (s) => s.hasTag('payable'));
    actor.send({ type: 'payment.simulate', outcome: 'failure' });
    await waitFor(actor, (s) => s.hasTag('retryable'));
    expect(actor.getSnapshot().context.error).toBe('declined');
    expect(paid).toEqual([]);
    actor.send({ type: 'checkout.retry' });
    await waitFor(actor, (s) => s.hasTag('payable'));
    expect(opened).toEqual([1, 2]);
    expect(actor.getSnapshot().context.checkout?.id).toBe(2);
  });

  it("sends Razorpay's answer for the server to verify, and treats a closed window as a failure", async () => {
    const { actor, settled } = start([outcome('paid')]);
    actor.send({ type: 'checkout.open' });
    await waitFor(actor, (s) => s.hasTag('payable'));
    actor.send({ type: 'payment.fail', reason: 'closed' });
    expect(actor.getSnapshot().hasTag('retryable')).toBe(true);
    actor.send({ type: 'checkout.retry' });
    await waitFor(actor, (s) => s.hasTag('payable'));
    const payment = { razorpayOrderId: 'order_1', razorpayPaymentId: 'pay_1', razorpaySignature: 'ab' };
    actor.send({ type: 'payment.confirm', payment });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(settled).toEqual([{ checkout: { ...CHECKOUT, id: 2 }, kind: 'confirm', payment }]);
  });
});
