import { describe, expect, it } from 'vitest';
import { type RequestContext, requestLifecycle, requestRules } from '../../src/machines/requestMachine';
import { worded } from '../support/wordedDecision';

const MIN = 60_000;
const context = (over: Partial<RequestContext> = {}): RequestContext => ({
  biddingStartsAt: 0,
  biddingEndsAt: 60 * MIN,
  vehicleCount: 2,
  activeBids: 0,
  policy: { extensionMs: 5 * MIN, maxExtensions: 3 },
  extensionsUsed: 0,
  ...over,
});

describe('request rules', () => {
  it('extends the window only for a bid in its last minutes, by one extension', () => {
    expect(requestRules.windowAfterBid(context(), 30 * MIN)).toEqual({ endsAt: 60 * MIN, extensionsUsed: 0 });
    expect(requestRules.windowAfterBid(context(), 54 * MIN)).toEqual({ endsAt: 60 * MIN, extensionsUsed: 0 });
    expect(requestRules.windowAfterBid(context(), 57 * MIN)).toEqual({ endsAt: 65 * MIN, extensionsUsed: 1 });
  });

  it('the window includes its start and excludes its end', () => {
    expect(requestRules.isWithinWindow(context(), 0)).toBe(true);
    expect(requestRules.isWithinWindow(context(), 60 * MIN)).toBe(false);
    expect(requestRules.isWindowOver(context(), 60 * MIN)).toBe(true);
  });
});

describe('request lifecycle from a persisted status', () => {
  it('answers the next status and context of a late bid', () => {
    const decision = worded(requestLifecycle.decide('open', context(), { type: 'bid.land', at: 58 * MIN }));
    expect(decision).toEqual({
      allowed: true,
      status: 'open',
      context: expect.objectContaining({ activeBids: 1, biddingEndsAt: 65 * MIN, extensionsUsed: 1 }),
    });
  });

  it('takes late revisions until the hard close, then refuses bids and closes there', () => {
    let status: 'open' | 'closed' = 'open';
    let state = context({ activeBids: 1 });
    for (let at = 56 * MIN; at < 90 * MIN; at += MIN) {
      const decision = worded(requestLifecycle.decide(status, state, { type: 'bid.lower', at }));
      if (!decision.allowed) {
        expect(at).toBeGreaterThanOrEqual(75 * MIN);
        expect(decision.reason).toMatch(/^Bidding closed at /);
        continue;
      }
      state = decision.context;
    }
    expect(state).toMatchObject({ biddingEndsAt: 75 * MIN, extensionsUsed: 3 });
    expect(requestRules.hardCloseAt(state)).toBe(75 * MIN);
    const closing = worded(requestLifecycle.decide(status, state, { type: 'window.close', at: 75 * MIN }));
    expect(closing).toMatchObject({ allowed: true, status: 'closed' });
    status = 'closed';
    expect(
      worded(requestLifecycle.decide(status, state, { type: 'request.award', vehicles: state.vehicleCount })),
    ).toMatchObject({ allowed: true, status: 'awarded' });
  });

  it('starts the extensions afresh when an open request without bids is rescheduled', () => {
    const decision = worded(
      requestLifecycle.decide('open', context({ extensionsUsed: 2 }), {
        type: 'request.edit',
        biddingStartsAt: 0,
        biddingEndsAt: 90 * MIN,
        vehicleCount: 2,
      }),
    );
    expect(decision).toMatchObject({
      allowed: true,
      context: { biddingEndsAt: 90 * MIN, extensionsUsed: 0 },
    });
  });

  it('closes with bids and expires without', () => {
    const at = 60 * MIN;
    expect(
      worded(requestLifecycle.decide('open', context({ activeBids: 2 }), { type: 'window.close', at })),
    ).toMatchObject({
      status: 'closed',
    });
    expect(worded(requestLifecycle.decide('open', context(), { type: 'window.close', at }))).toMatchObject({
      status: 'expired',
    });
  });

  it('says why it refuses', () => {
    expect(
      worded(
        requestLifecycle.decide('closed', context({ activeBids: 1 }), { type: 'request.award', vehicles: 1 }),
      ),
    ).toMatchObject({
      allowed: false,
      reason: 'Award all 2 vehicles (this award covers 1)',
    });
    expect(
      worded(requestLifecycle.decide('awarded', context(), { type: 'request.cancel', reason: 'x' })),
    ).toMatchObject({
      allowed: false,
      reason: 'This request is awarded: it can no longer be cancelled',
    });
    expect(
      worded(requestLifecycle.decide('open', context(), { type: 'bid.land', at: 61 * MIN })),
    ).toMatchObject({
      reason: expect.stringMatching(/^Bidding closed at /),
    });
  });

  it('lists the actions a screen may offer', () => {
    const candidates = [
      { type: 'request.publish', at: 0 },
      { type: 'request.cancel', reason: 'screen probe' },
      { type: 'request.award', vehicles: 2 },
    ] as const;
    expect(requestLifecycle.allowedEvents('draft', context(), candidates)).toEqual([
      'request.publish',
      'request.cancel',
    ]);
    expect(requestLifecycle.allowedEvents('closed', context({ activeBids: 1 }), candidates)).toEqual([
      'request.cancel',
      'request.award',
    ]);
  });
});
