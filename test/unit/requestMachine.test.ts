import { describe, expect, it } from 'vitest';
import { type RequestContext, requestLifecycle, requestRules } from '../../src/machines/requestMachine';

const MIN = 60_000;
const context = (over: Partial<RequestContext> = {}): RequestContext => ({
  biddingStartsAt: 0,
  biddingEndsAt: 60 * MIN,
  vehicleCount: 2,
  activeBids: 0,
  extension: { withinMs: 5 * MIN, byMs: 5 * MIN },
  ...over,
});

describe('request rules', () => {
  it('extends the window only for a bid in its last minutes, to that bid plus the extension', () => {
    expect(requestRules.extendedEnd(context(), 30 * MIN)).toBe(60 * MIN);
    expect(requestRules.extendedEnd(context(), 55 * MIN)).toBe(60 * MIN);
    expect(requestRules.extendedEnd(context(), 57 * MIN)).toBe(62 * MIN);
  });

  it('the window includes its start and excludes its end', () => {
    expect(requestRules.isWithinWindow(context(), 0)).toBe(true);
    expect(requestRules.isWithinWindow(context(), 60 * MIN)).toBe(false);
    expect(requestRules.isWindowOver(context(), 60 * MIN)).toBe(true);
  });
});

describe('request lifecycle from a persisted status', () => {
  it('answers the next status and context of a late bid', () => {
    const decision = requestLifecycle.decide('open', context(), { type: 'bid.land', at: 58 * MIN });
    expect(decision).toEqual({
      allowed: true,
      status: 'open',
      context: expect.objectContaining({ activeBids: 1, biddingEndsAt: 63 * MIN }),
    });
  });

  it('closes with bids and expires without', () => {
    const at = 60 * MIN;
    expect(
      requestLifecycle.decide('open', context({ activeBids: 2 }), { type: 'window.close', at }),
    ).toMatchObject({
      status: 'closed',
    });
    expect(requestLifecycle.decide('open', context(), { type: 'window.close', at })).toMatchObject({
      status: 'expired',
    });
  });

  it('says why it refuses', () => {
    expect(
      requestLifecycle.decide('closed', context({ activeBids: 1 }), { type: 'request.award', vehicles: 1 }),
    ).toMatchObject({
      allowed: false,
      reason: 'Award all 2 vehicles (this award covers 1)',
    });
    expect(
      requestLifecycle.decide('awarded', context(), { type: 'request.cancel', reason: 'x' }),
    ).toMatchObject({
      allowed: false,
      reason: 'This request is awarded: it can no longer be cancelled',
    });
    expect(requestLifecycle.decide('open', context(), { type: 'bid.land', at: 61 * MIN })).toMatchObject({
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
