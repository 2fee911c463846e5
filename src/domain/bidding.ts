/**
 * Business rules of live bidding that the specification leaves open ("Business limits on plans, bids and
 * orders: not shown"), decided here once for the machines, the server and the screens.
 * Bid amounts and the ceiling are per vehicle: one order is one truck trip at the awarded bid's amount.
 */

/**
 * Anti-sniping with a hard close. A bid landing in the last `extensionMs` of the window moves the close
 * `extensionMs` later, so rivals can answer; at most `maxExtensions` times, so bidders who keep revising
 * cannot keep an indent open for ever. A request is published with its industry's policy and keeps it.
 */
export interface WindowPolicy {
  extensionMs: number;
  maxExtensions: number;
}

/** Where a running window stands: its current close and how many extensions moved it there. */
export interface BiddingWindow {
  endsAt: number;
  extensionsUsed: number;
}

/**
 * The latest the window can close: its close as scheduled plus every extension it may still take. Each
 * extension adds exactly `extensionMs`, so this holds from publishing to the close.
 */
export const hardCloseAt = (window: BiddingWindow, policy: WindowPolicy): number =>
  window.endsAt + Math.max(0, policy.maxExtensions - window.extensionsUsed) * policy.extensionMs;

/** A bid at `at` is late when it lands inside the window's last `extensionMs`. */
export const isLateBid = (window: BiddingWindow, policy: WindowPolicy, at: number): boolean =>
  at < window.endsAt && window.endsAt - at <= policy.extensionMs;

/** The window after a bid at `at`: one extension later when the bid is late and one is left, else as it was. */
export function windowAfterBid(window: BiddingWindow, policy: WindowPolicy, at: number): BiddingWindow {
  if (!isLateBid(window, policy, at) || window.extensionsUsed >= policy.maxExtensions) return window;
  return {
    // Never past the hard close, whatever a stored window says.
    endsAt: Math.min(window.endsAt + policy.extensionMs, hardCloseAt(window, policy)),
    extensionsUsed: window.extensionsUsed + 1,
  };
}

/**
 * An industry's bidding window settings as its admin sets them, in minutes: how long a spot indent takes
 * bids, how much a late bid extends a window, and how many times.
 */
export interface BiddingWindowValues {
  spotWindowMinutes: number;
  extensionMinutes: number;
  maxExtensions: number;
}

/** A spot indent promised to close in 30 minutes closes 45 minutes after it opens at the latest. */
export const DEFAULT_BIDDING_WINDOW: BiddingWindowValues = {
  spotWindowMinutes: 30,
  extensionMinutes: 5,
  maxExtensions: 3,
};

const MINUTE_MS = 60_000;

export const windowPolicyOf = (values: BiddingWindowValues): WindowPolicy => ({
  extensionMs: Math.round(values.extensionMinutes * MINUTE_MS),
  maxExtensions: values.maxExtensions,
});

export const DEFAULT_WINDOW_POLICY: WindowPolicy = windowPolicyOf(DEFAULT_BIDDING_WINDOW);

export const spotWindowMs = (values: BiddingWindowValues): number =>
  Math.round(values.spotWindowMinutes * MINUTE_MS);

/** L1 is the lowest bid, L2 the next: how Indian procurement names ranks. */
export const rankLabel = (rank: number): string => `L${rank}`;

/**
 * What a transporter sees of the field while bidding: their own rank (L1, L2…), the lowest bid's amount
 * (L1 price), or nothing but their own bid. A request keeps the visibility it was published with.
 */
export const BID_VISIBILITIES = ['rank', 'l1', 'none'] as const;
export type BidVisibility = (typeof BID_VISIBILITIES)[number];
