import { assertEvent, assign, setup } from 'xstate';
import type { BidStatus } from '../domain/statuses';
import { createLifecycle } from './lifecycle';
import type { Refusal } from './refusal';

/** Times are epoch milliseconds; the window is the request's, as extended so far. */
export interface BidContext {
  /** The transporter's last amount on this request (a withdrawn one included); null before their first bid. */
  amountPaise: number | null;
  ceilingPaise: number;
  biddingStartsAt: number;
  biddingEndsAt: number;
  /** 0 for the first placement, +1 per revision. */
  revision: number;
}

export type BidInput = Omit<BidContext, 'amountPaise' | 'revision'> & {
  amountPaise?: number | null;
  revision?: number;
};

export type BidEvent =
  | { type: 'bid.place'; amountPaise: number; at: number }
  | { type: 'bid.revise'; amountPaise: number; at: number }
  | { type: 'bid.withdraw'; at: number }
  | { type: 'bid.accept' }
  | { type: 'bid.reject' };

/** The bidding rules, shared by the machine's guards and the words of a refusal. */
export const bidRules = {
  isPositive: (_: BidContext, amount: number) => Number.isInteger(amount) && amount > 0,
  isUnderCeiling: (ctx: BidContext, amount: number) => amount <= ctx.ceilingPaise,
  isWithinWindow: (ctx: BidContext, at: number) => at >= ctx.biddingStartsAt && at < ctx.biddingEndsAt,
  /** Each new amount from a transporter undercuts their previous one: bidding only ever goes down. */
  isLowerThanLast: (ctx: BidContext, amount: number) => ctx.amountPaise === null || amount < ctx.amountPaise,
};

/** A new amount with the moment it was offered: what the bidding rules judge. */
const offer = ({ event }: { event: { amountPaise: number; at: number } }) => ({
  amount: event.amountPaise,
  at: event.at,
});
const at = ({ event }: { event: { at: number } }) => ({ at: event.at });

/** What a standing bid (placed or revised) answers. */
const standing = {
  'bid.revise': {
    guard: { type: 'isAllowedOffer', params: offer },
    target: 'revised',
    actions: ['recordAmount', 'countRevision'],
  },
  'bid.withdraw': { guard: { type: 'isWithinWindow', params: at }, target: 'withdrawn' },
  'bid.accept': { target: 'accepted' },
  'bid.reject': { target: 'rejected' },
} as const;

/**
 * One transporter's bid on one request: placed, lowered any number of times while the window runs, then
 * withdrawn by them or settled by the award (accepted or rejected). `idle` is the bid not yet placed, so
 * the server asks the same machine whether a placement is allowed.
 */
export const bidMachine = setup({
  types: {
    context: {} as BidContext,
    events: {} as BidEvent,
    input: {} as BidInput,
  },
  guards: {
    /** An amount is placed or revised only if it passes every bidding rule. */
    isAllowedOffer: ({ context }, { amount, at }: { amount: number; at: number }) =>
      bidRules.isPositive(context, amount) &&
      bidRules.isUnderCeiling(context, amount) &&
      bidRules.isWithinWindow(context, at) &&
      bidRules.isLowerThanLast(context, amount),
    isWithinWindow: ({ context }, params: { at: number }) => bidRules.isWithinWindow(context, params.at),
  },
  actions: {
    recordAmount: assign({
      amountPaise: ({ event }) => {
        assertEvent(event, ['bid.place', 'bid.revise']);
        return event.amountPaise;
      },
    }),
    countRevision: assign({ revision: ({ context }) => context.revision + 1 }),
  },
}).createMachine({
  id: 'bid',
  context: ({ input }) => ({ amountPaise: null, revision: 0, ...input }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bid.place': {
          guard: { type: 'isAllowedOffer', params: offer },
          target: 'placed',
          actions: 'recordAmount',
        },
      },
    },
    placed: { tags: ['standing'], on: standing },
    revised: { tags: ['standing'], on: standing },
    withdrawn: { type: 'final' },
    accepted: { type: 'final', tags: ['won'] },
    rejected: { type: 'final' },
  },
});

function explainBid(status: BidStatus | 'idle', context: BidContext, event: BidEvent): Refusal {
  if (event.type === 'bid.accept' || event.type === 'bid.reject') return { code: 'bidSettled', status };
  if (status !== 'idle' && status !== 'placed' && status !== 'revised') return { code: 'bidFinal', status };
  if (event.type === 'bid.place' && status !== 'idle') return { code: 'bidExists' };
  if (event.type !== 'bid.place' && status === 'idle') return { code: 'bidMissing' };
  if (event.at < context.biddingStartsAt) return { code: 'biddingNotOpen', time: context.biddingStartsAt };
  if (!bidRules.isWithinWindow(context, event.at))
    return { code: 'biddingClosed', time: context.biddingEndsAt };
  // Within the window a standing bid may always be withdrawn: only an amount is left to refuse.
  if (event.type === 'bid.withdraw') return { code: 'bidUnchangeable' };
  const amount = event.amountPaise;
  if (!bidRules.isPositive(context, amount)) return { code: 'bidNotPositive' };
  if (!bidRules.isUnderCeiling(context, amount))
    return { code: 'bidOverCeiling', paise: context.ceilingPaise };
  if (!bidRules.isLowerThanLast(context, amount) && context.amountPaise !== null)
    return { code: 'bidNotLower', paise: context.amountPaise };
  return { code: 'bidUnchangeable' };
}

/** `idle` is not persisted: the server restores it for a transporter who has no standing bid yet. */
export const bidLifecycle = createLifecycle<typeof bidMachine, BidStatus | 'idle'>(bidMachine, explainBid);
