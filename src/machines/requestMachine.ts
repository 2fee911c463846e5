import { assertEvent, assign, setup } from 'xstate';
import { DEFAULT_WINDOW_POLICY, hardCloseAt, type WindowPolicy, windowAfterBid } from '../domain/bidding';
import type { RequestStatus } from '../domain/statuses';
import { createLifecycle } from './lifecycle';
import type { Refusal } from './refusal';

/** Times are epoch milliseconds: events carry `at` so the machine stays pure and replayable. */
export interface RequestContext {
  biddingStartsAt: number;
  biddingEndsAt: number;
  vehicleCount: number;
  /** Bids still standing (placed or revised); withdrawals take theirs back. */
  activeBids: number;
  /** The industry's anti-sniping policy, fixed on the request when it is published. */
  policy: WindowPolicy;
  /** Late bids that have moved `biddingEndsAt`; the policy's maximum is the hard close. */
  extensionsUsed: number;
}

export type RequestInput = Omit<RequestContext, 'activeBids' | 'policy' | 'extensionsUsed'> &
  Partial<Pick<RequestContext, 'activeBids' | 'policy' | 'extensionsUsed'>>;

export type RequestEvent =
  | { type: 'request.edit'; biddingStartsAt: number; biddingEndsAt: number; vehicleCount: number }
  | { type: 'request.publish'; at: number }
  | { type: 'bid.land'; at: number }
  | { type: 'bid.lower'; at: number }
  | { type: 'bid.withdraw' }
  | { type: 'window.close'; at: number }
  | { type: 'request.award'; vehicles: number }
  | { type: 'request.fulfil'; pendingOrders: number }
  | { type: 'request.cancel'; reason: string };

export const requestRules = {
  windowEndsLater: (ctx: RequestContext, at: number) => at < ctx.biddingEndsAt,
  isWithinWindow: (ctx: RequestContext, at: number) => at >= ctx.biddingStartsAt && at < ctx.biddingEndsAt,
  isWindowOver: (ctx: RequestContext, at: number) => at >= ctx.biddingEndsAt,
  /** The window after a bid at `at`: a late one extends it, up to the hard close (`domain/bidding.ts`). */
  windowAfterBid: (ctx: RequestContext, at: number) =>
    windowAfterBid({ endsAt: ctx.biddingEndsAt, extensionsUsed: ctx.extensionsUsed }, ctx.policy, at),
  hardCloseAt: (ctx: RequestContext) =>
    hardCloseAt({ endsAt: ctx.biddingEndsAt, extensionsUsed: ctx.extensionsUsed }, ctx.policy),
};

// The guards' parameters, read from the event that carries them.
const at = ({ event }: { event: { at: number } }) => ({ at: event.at });
const reason = ({ event }: { event: { reason: string } }) => ({ reason: event.reason });
const cancellable = { guard: { type: 'hasReason', params: reason }, target: 'cancelled' } as const;

/**
 * A transport request (indent): drafted, published for bidding inside a window that late bids extend up to
 * its hard close, closed when the window runs out (expired if nobody bid), awarded whole or split, fulfilled once its orders are done.
 */
export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    events: {} as RequestEvent,
    input: {} as RequestInput,
  },
  guards: {
    windowEndsLater: ({ context }, params: { at: number }) =>
      requestRules.windowEndsLater(context, params.at),
    isWithinWindow: ({ context }, params: { at: number }) => requestRules.isWithinWindow(context, params.at),
    isWindowOver: ({ context }, params: { at: number }) => requestRules.isWindowOver(context, params.at),
    hasNoBids: ({ context }) => context.activeBids === 0,
    // Closing and awarding both need a bid still standing.
    isOverWithBids: ({ context }, params: { at: number }) =>
      requestRules.isWindowOver(context, params.at) && context.activeBids > 0,
    awardsEveryVehicle: ({ context }, params: { vehicles: number }) =>
      context.activeBids > 0 && params.vehicles === context.vehicleCount,
    hasNoPendingOrders: (_, params: { pendingOrders: number }) => params.pendingOrders === 0,
    hasReason: (_, params: { reason: string }) => params.reason.trim().length > 0,
  },
  actions: {
    applyEdit: assign(({ event }) => {
      assertEvent(event, 'request.edit');
      const { biddingStartsAt, biddingEndsAt, vehicleCount } = event;
      // A new schedule starts its extensions afresh (an open request is edited only while nobody bids).
      return { biddingStartsAt, biddingEndsAt, vehicleCount, extensionsUsed: 0 };
    }),
    countBid: assign({ activeBids: ({ context }) => context.activeBids + 1 }),
    uncountBid: assign({ activeBids: ({ context }) => Math.max(0, context.activeBids - 1) }),
    extendWindowIfLate: assign(({ context, event }) => {
      assertEvent(event, ['bid.land', 'bid.lower']);
      const window = requestRules.windowAfterBid(context, event.at);
      return { biddingEndsAt: window.endsAt, extensionsUsed: window.extensionsUsed };
    }),
  },
}).createMachine({
  id: 'request',
  context: ({ input }) => ({
    activeBids: 0,
    policy: DEFAULT_WINDOW_POLICY,
    extensionsUsed: 0,
    ...input,
  }),
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable'],
      on: {
        'request.edit': { target: 'draft', actions: 'applyEdit' },
        'request.publish': { guard: { type: 'windowEndsLater', params: at }, target: 'open' },
        'request.cancel': cancellable,
      },
    },
    open: {
      tags: ['biddable'],
      on: {
        // Until the first bid the shipper may still correct the indent; after it, bidders rely on it.
        'request.edit': { guard: 'hasNoBids', target: 'open', actions: 'applyEdit' },
        'bid.land': {
          guard: { type: 'isWithinWindow', params: at },
          target: 'open',
          actions: ['countBid', 'extendWindowIfLate'],
        },
        // A revision is a bid landing too: it may extend the window, but it is not a new bidder.
        'bid.lower': {
          guard: { type: 'isWithinWindow', params: at },
          target: 'open',
          actions: 'extendWindowIfLate',
        },
        'bid.withdraw': { target: 'open', actions: 'uncountBid' },
        'window.close': [
          { guard: { type: 'isOverWithBids', params: at }, target: 'closed' },
          { guard: { type: 'isWindowOver', params: at }, target: 'expired' },
        ],
        'request.cancel': cancellable,
      },
    },
    closed: {
      tags: ['awardable'],
      on: {
        'request.award': {
          guard: { type: 'awardsEveryVehicle', params: ({ event }) => ({ vehicles: event.vehicles }) },
          target: 'awarded',
        },
        'request.cancel': cancellable,
      },
    },
    awarded: {
      on: {
        'request.fulfil': {
          guard: {
            type: 'hasNoPendingOrders',
            params: ({ event }) => ({ pendingOrders: event.pendingOrders }),
          },
          target: 'fulfilled',
        },
      },
    },
    fulfilled: { type: 'final', tags: ['done'] },
    cancelled: { type: 'final', tags: ['done'] },
    expired: { type: 'final', tags: ['done'] },
  },
});

function explainRequest(status: RequestStatus, context: RequestContext, event: RequestEvent): Refusal {
  switch (event.type) {
    case 'request.edit':
      return { code: status === 'open' ? 'requestHasBids' : 'requestNotEditable', status };
    case 'request.publish':
      if (status === 'draft') return { code: 'windowEnded', time: context.biddingEndsAt };
      return { code: 'requestNotDraft', status };
    case 'bid.land':
    case 'bid.lower':
      if (status === 'open' && event.at < context.biddingStartsAt)
        return { code: 'biddingNotOpen', time: context.biddingStartsAt };
      if (status === 'open') return { code: 'biddingClosed', time: context.biddingEndsAt };
      return { code: 'requestNotTakingBids', status };
    case 'window.close':
      if (status === 'open') return { code: 'windowRunning', time: context.biddingEndsAt };
      return { code: 'windowNotRunning', status };
    case 'request.award':
      if (status === 'open') return { code: 'awardAfterClose', status };
      if (status === 'closed' && context.activeBids === 0) return { code: 'noStandingBid' };
      if (status === 'closed')
        return { code: 'awardAllVehicles', vehicles: context.vehicleCount, covered: event.vehicles };
      return { code: 'requestNotAwardable', status };
    case 'request.fulfil':
      if (status === 'awarded') return { code: 'ordersPending', count: event.pendingOrders };
      return { code: 'requestNotAwarded', status };
    case 'request.cancel':
      if (status === 'draft' || status === 'open' || status === 'closed')
        return { code: 'cancelNeedsReason' };
      return { code: 'requestNotCancellable', status };
    case 'bid.withdraw':
      return { code: 'bidsSettled', status };
  }
}

export const requestLifecycle = createLifecycle<typeof requestMachine, RequestStatus>(
  requestMachine,
  explainRequest,
);
