import { assertEvent, assign, setup } from 'xstate';
import type { InvoiceStatus } from '../domain/statuses';
import { createLifecycle } from './lifecycle';
import type { InvoiceEventType, Refusal } from './refusal';

export interface InvoiceContext {
  /** What the shipper owes the transporter (src/domain/freightInvoice.ts `payablePaise`). */
  payablePaise: number;
  /** What the receipts have paid so far. */
  paidPaise: number;
}

export type InvoiceEvent = (
  | { type: 'invoice.approve' }
  | { type: 'invoice.dispute'; reason: string }
  | { type: 'invoice.revise' }
  | { type: 'invoice.schedule' }
  | { type: 'payment.record'; amountPaise: number }
  | { type: 'invoice.close' }
) & { type: InvoiceEventType };

export const invoiceRules = {
  hasReason: (reason: string) => reason.trim().length > 0,
  outstanding: (ctx: InvoiceContext) => ctx.payablePaise - ctx.paidPaise,
  /** A payment is a positive amount of paise no larger than what is still owed. */
  payable: (ctx: InvoiceContext, amountPaise: number) =>
    Number.isInteger(amountPaise) && amountPaise > 0 && amountPaise <= ctx.payablePaise - ctx.paidPaise,
};

const amount = ({ event }: { event: { amountPaise: number } }) => ({ amountPaise: event.amountPaise });

/**
 * A freight invoice from submission to closing. The shipper approves it or disputes it with a reason; a
 * disputed invoice is revised (its lines corrected) and submitted again. An approved invoice is scheduled for
 * payment; payments are recorded against it, part by part, and the one that settles what is owed makes it paid;
 * a paid invoice is closed with the accounts. State names are the persisted statuses.
 */
export const invoiceMachine = setup({
  types: {
    context: {} as InvoiceContext,
    events: {} as InvoiceEvent,
    input: {} as InvoiceContext,
  },
  guards: {
    hasReason: (_, params: { reason: string }) => invoiceRules.hasReason(params.reason),
    settles: ({ context }, params: { amountPaise: number }) =>
      invoiceRules.payable(context, params.amountPaise) &&
      params.amountPaise === invoiceRules.outstanding(context),
    paysPart: ({ context }, params: { amountPaise: number }) =>
      invoiceRules.payable(context, params.amountPaise) &&
      params.amountPaise < invoiceRules.outstanding(context),
  },
  actions: {
    addPayment: assign({
      paidPaise: ({ context, event }) => {
        assertEvent(event, 'payment.record');
        return context.paidPaise + event.amountPaise;
      },
    }),
  },
}).createMachine({
  id: 'invoice',
  context: ({ input }) => input,
  initial: 'submitted',
  states: {
    submitted: {
      tags: ['editable'],
      on: {
        'invoice.approve': 'approved',
        'invoice.dispute': {
          guard: { type: 'hasReason', params: ({ event }) => ({ reason: event.reason }) },
          target: 'disputed',
        },
      },
    },
    disputed: { tags: ['editable'], on: { 'invoice.revise': 'submitted' } },
    approved: { on: { 'invoice.schedule': 'scheduled' } },
    scheduled: {
      on: {
        'payment.record': [
          { guard: { type: 'settles', params: amount }, target: 'paid', actions: 'addPayment' },
          { guard: { type: 'paysPart', params: amount }, target: 'scheduled', actions: 'addPayment' },
        ],
      },
    },
    paid: { on: { 'invoice.close': 'closed' } },
    closed: { type: 'final', tags: ['done'] },
  },
});

function explainInvoice(status: InvoiceStatus, context: InvoiceContext, event: InvoiceEvent): Refusal {
  const handles = Object.keys(invoiceMachine.states[status]?.on ?? {}).includes(event.type);
  if (handles && event.type === 'invoice.dispute') return { code: 'reasonRequired' };
  if (handles && event.type === 'payment.record')
    return { code: 'paymentAmount', paise: invoiceRules.outstanding(context) };
  return { code: 'invoiceStep', status, action: event.type };
}

export const invoiceLifecycle = createLifecycle<typeof invoiceMachine, InvoiceStatus>(
  invoiceMachine,
  explainInvoice,
);
