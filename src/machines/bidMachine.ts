import { and, assign, setup } from 'xstate';
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

const amountOf = (event: BidEvent) => ('amountPaise' in event ? event.amountPaise : Number.NaN);
const atOf = (event: BidEvent) => ('at' in event ? event.at : Number.NaN);

const amountRules = ['isPositive', 'isUnderCeiling', 'isWithinWindow', 'isLowerThanLast'] as const;

/** What a standing bid (placed or revised) answers. */
const standing = {
  'bid.revise': {
    guard: and([...amountRules]),
    target: 'revised',
    actions: ['recordAmount', 'countRevision'],
  },
  'bid.withdraw': { guard: 'isWithinWindow', target: 'withdrawn' },
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
    isPositive: ({ context, event }) => bidRules.isPositive(context, amountOf(event)),
    isUnderCeiling: ({ context, event }) => bidRules.isUnderCeiling(context, amountOf(event)),
    isWithinWindow: ({ context, event }) => bidRules.isWithinWindow(context, atOf(event)),
    isLowerThanLast: ({ context, event }) => bidRules.isLowerThanLast(context, amountOf(event)),
  },
  actions: {
    recordAmount: assign({ amountPaise: ({ event }) => amountOf(event) }),
    countRevision: assign({ revision: ({ context }) => context.revision + 1 }),
  },
}).createMachine({
  id: 'bid',
  context: ({ input }) => ({ amountPaise: null, revision: 0, ...input }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'bid.place': { guard: and([...amountRules]), target: 'placed', actions: 'recordAmount' } },
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
  const at = atOf(event);
  if (at < context.biddingStartsAt) return { code: 'biddingNotOpen', time: context.biddingStartsAt };
  if (!bidRules.isWithinWindow(context, at)) return { code: 'biddingClosed', time: context.biddingEndsAt };
  const amount = amountOf(event);
  if (!bidRules.isPositive(context, amount)) return { code: 'bidNotPositive' };
  if (!bidRules.isUnderCeiling(context, amount))
    return { code: 'bidOverCeiling', paise: context.ceilingPaise };
  if (!bidRules.isLowerThanLast(context, amount) && context.amountPaise !== null)
    return { code: 'bidNotLower', paise: context.amountPaise };
  return { code: 'bidUnchangeable' };
}

/** `idle` is not persisted: the server restores it for a transporter who has no standing bid yet. */
export const bidLifecycle = createLifecycle<typeof bidMachine, BidStatus | 'idle'>(bidMachine, explainBid);
