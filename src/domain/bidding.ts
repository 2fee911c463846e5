/**
 * Business rules of live bidding that the specification leaves open ("Business limits on plans, bids and
 * orders: not shown"), decided here once for the machines, the server and the screens.
 * Bid amounts and the ceiling are per vehicle: one order is one truck trip at the awarded bid's amount.
 */

/** Anti-sniping: a bid landing in the last minutes of the window pushes the close out, so rivals can answer. */
export interface WindowExtension {
  /** A bid this close to the end extends the window… */
  withinMs: number;
  /** …to this long after the bid. */
  byMs: number;
}

export const DEFAULT_WINDOW_EXTENSION: WindowExtension = { withinMs: 5 * 60_000, byMs: 5 * 60_000 };

/** A spot indent is published at once with a short window. */
export const SPOT_WINDOW_MS = 30 * 60_000;

/** L1 is the lowest bid, L2 the next: how Indian procurement names ranks. */
export const rankLabel = (rank: number): string => `L${rank}`;
