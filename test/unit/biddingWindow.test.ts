import { describe, expect, it } from 'vitest';
import {
  type BiddingWindow,
  DEFAULT_BIDDING_WINDOW,
  DEFAULT_WINDOW_POLICY,
  hardCloseAt,
  isLateBid,
  spotWindowMs,
  type WindowPolicy,
  windowAfterBid,
  windowPolicyOf,
} from '../../src/domain/bidding';

const MIN = 60_000;
const policy: WindowPolicy = { extensionMs: 5 * MIN, maxExtensions: 3 };
const scheduled: BiddingWindow = { endsAt: 60 * MIN, extensionsUsed: 0 };

/** Bids at the given times, each judged on the window the previous one left. */
const afterBids = (times: number[], start = scheduled, rule = policy) =>
  times.reduce((window, at) => windowAfterBid(window, rule, at), start);

describe('bidding window with a hard close', () => {
  it('defaults to three extensions of five minutes and a thirty-minute spot window', () => {
    expect(DEFAULT_WINDOW_POLICY).toEqual({ extensionMs: 5 * MIN, maxExtensions: 3 });
    expect(spotWindowMs(DEFAULT_BIDDING_WINDOW)).toBe(30 * MIN);
    expect(windowPolicyOf({ spotWindowMinutes: 1, extensionMinutes: 0.1, maxExtensions: 2 })).toEqual({
      extensionMs: 6_000,
      maxExtensions: 2,
    });
  });

  it('puts the hard close every remaining extension past the current close', () => {
    expect(hardCloseAt(scheduled, policy)).toBe(75 * MIN);
    expect(hardCloseAt({ endsAt: 70 * MIN, extensionsUsed: 2 }, policy)).toBe(75 * MIN);
    expect(hardCloseAt(scheduled, { ...policy, maxExtensions: 0 })).toBe(60 * MIN);
  });

  it('calls a bid late only inside the last extension before the close', () => {
    expect(isLateBid(scheduled, policy, 54 * MIN)).toBe(false);
    expect(isLateBid(scheduled, policy, 55 * MIN)).toBe(true);
    expect(isLateBid(scheduled, policy, 60 * MIN - 1)).toBe(true);
    expect(isLateBid(scheduled, policy, 60 * MIN)).toBe(false);
  });

  it('leaves the close where it is for an early bid', () => {
    expect(windowAfterBid(scheduled, policy, 30 * MIN)).toBe(scheduled);
  });

  it('moves the close one extension later for a late bid and counts it', () => {
    expect(windowAfterBid(scheduled, policy, 58 * MIN)).toEqual({ endsAt: 65 * MIN, extensionsUsed: 1 });
  });

  it('stops at the hard close however many late bids keep landing', () => {
    // A bidder revising every minute from the 56th, while the window takes bids: uncapped, it never closes.
    let final = scheduled;
    for (let at = 56 * MIN; at < 120 * MIN; at += MIN)
      if (at < final.endsAt) final = windowAfterBid(final, policy, at);
    expect(final).toEqual({ endsAt: 75 * MIN, extensionsUsed: 3 });
    expect(final.endsAt).toBe(hardCloseAt(scheduled, policy));
    // The hard close is the same before the first bid as after the last.
    expect(hardCloseAt(final, policy)).toBe(hardCloseAt(scheduled, policy));
  });

  it('never extends a window whose policy allows no extension', () => {
    expect(afterBids([59 * MIN], scheduled, { ...policy, maxExtensions: 0 })).toBe(scheduled);
  });

  it('never passes the hard close even from a window stored past its last extension', () => {
    const window = { endsAt: 70 * MIN, extensionsUsed: 2 };
    expect(windowAfterBid(window, policy, 69 * MIN)).toEqual({ endsAt: 75 * MIN, extensionsUsed: 3 });
    expect(windowAfterBid({ endsAt: 75 * MIN, extensionsUsed: 3 }, policy, 74 * MIN)).toEqual({
      endsAt: 75 * MIN,
      extensionsUsed: 3,
    });
  });
});
