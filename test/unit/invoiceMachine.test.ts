import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { INVOICE_STATUSES } from '../../src/domain/statuses';
import { type InvoiceContext, type InvoiceEvent, invoiceLifecycle } from '../../src/machines/invoiceMachine';
import { worded } from '../support/wordedDecision';

const owed: InvoiceContext = { payablePaise: 50_000_00, paidPaise: 0 };

describe('freight invoice lifecycle from a persisted status', () => {
  it('goes submitted → approved → scheduled → paid → closed', () => {
    expect(worded(invoiceLifecycle.decide('submitted', owed, { type: 'invoice.approve' }))).toMatchObject({
      allowed: true,
      status: 'approved',
    });
    expect(worded(invoiceLifecycle.decide('approved', owed, { type: 'invoice.schedule' }))).toMatchObject({
      status: 'scheduled',
    });
    expect(
      worded(invoiceLifecycle.decide('scheduled', owed, { type: 'payment.record', amountPaise: 50_000_00 })),
    ).toEqual({ allowed: true, status: 'paid', context: { payablePaise: 50_000_00, paidPaise: 50_000_00 } });
    expect(worded(invoiceLifecycle.decide('paid', owed, { type: 'invoice.close' }))).toMatchObject({
      status: 'closed',
    });
  });

  it('a dispute needs a reason, and a disputed invoice is revised and submitted again', () => {
    expect(
      worded(invoiceLifecycle.decide('submitted', owed, { type: 'invoice.dispute', reason: '  ' })),
    ).toMatchObject({
      allowed: false,
      refusal: { code: 'reasonRequired' },
      reason: 'Give a reason',
    });
    expect(
      worded(
        invoiceLifecycle.decide('submitted', owed, {
          type: 'invoice.dispute',
          reason: 'Freight above award',
        }),
      ),
    ).toMatchObject({ status: 'disputed' });
    expect(worded(invoiceLifecycle.decide('disputed', owed, { type: 'invoice.approve' }))).toMatchObject({
      allowed: false,
      refusal: { code: 'invoiceStep', status: 'disputed', action: 'invoice.approve' },
      reason: 'An invoice that is disputed cannot be approved',
    });
    expect(worded(invoiceLifecycle.decide('disputed', owed, { type: 'invoice.revise' }))).toMatchObject({
      status: 'submitted',
    });
  });

  it('a part payment keeps it scheduled; the payment that settles it makes it paid', () => {
    const first = worded(
      invoiceLifecycle.decide('scheduled', owed, {
        type: 'payment.record',
        amountPaise: 20_000_00,
      }),
    );
    expect(first).toEqual({
      allowed: true,
      status: 'scheduled',
      context: { payablePaise: 50_000_00, paidPaise: 20_000_00 },
    });
    if (!first.allowed) throw new Error('refused');
    expect(
      worded(
        invoiceLifecycle.decide('scheduled', first.context, {
          type: 'payment.record',
          amountPaise: 30_000_01,
        }),
      ),
    ).toMatchObject({
      allowed: false,
      refusal: { code: 'paymentAmount', paise: 30_000_00 },
      reason: 'Pay a positive amount of at most ₹30,000.00, what is still owed',
    });
    expect(
      worded(
        invoiceLifecycle.decide('scheduled', first.context, {
          type: 'payment.record',
          amountPaise: 30_000_00,
        }),
      ),
    ).toMatchObject({ status: 'paid', context: { paidPaise: 50_000_00 } });
  });

  it('no payment before the invoice is approved and scheduled, none of nothing or of a fraction of a paisa', () => {
    for (const status of ['submitted', 'disputed', 'approved', 'paid', 'closed'] as const)
      expect(
        worded(invoiceLifecycle.decide(status, owed, { type: 'payment.record', amountPaise: 1_00 })),
      ).toMatchObject({ allowed: false, refusal: { code: 'invoiceStep', status, action: 'payment.record' } });
    for (const amountPaise of [0, -1_00, 0.5])
      expect(invoiceLifecycle.can('scheduled', owed, { type: 'payment.record', amountPaise })).toBe(false);
  });

  it('the buttons a screen shows are the events the status accepts', () => {
    const candidates: InvoiceEvent[] = [
      { type: 'invoice.approve' },
      { type: 'invoice.dispute', reason: 'x' },
      { type: 'invoice.revise' },
      { type: 'invoice.schedule' },
      { type: 'payment.record', amountPaise: 1 },
      { type: 'invoice.close' },
    ];
    expect(invoiceLifecycle.allowedEvents('submitted', owed, candidates)).toEqual([
      'invoice.approve',
      'invoice.dispute',
    ]);
    expect(invoiceLifecycle.allowedEvents('closed', owed, candidates)).toEqual([]);
  });

  it('whatever the payments, the paid amount never exceeds what is owed and paid means fully paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_00_00_000_00 }),
        fc.array(fc.integer({ min: -10, max: 1_00_00_000_00 }), { maxLength: 12 }),
        (payablePaise, payments) => {
          let status: (typeof INVOICE_STATUSES)[number] = 'scheduled';
          let context: InvoiceContext = { payablePaise, paidPaise: 0 };
          for (const amountPaise of payments) {
            const decision = invoiceLifecycle.decide(status, context, {
              type: 'payment.record',
              amountPaise,
            });
            if (!decision.allowed) continue;
            ({ status, context } = decision);
          }
          expect(context.paidPaise).toBeLessThanOrEqual(payablePaise);
          expect(status === 'paid').toBe(context.paidPaise === payablePaise);
        },
      ),
    );
  });
});
