import { describe, expect, it } from 'vitest';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { refusalText } from '../../src/i18n/refusalText';
import { type BidContext, bidLifecycle, bidRules } from '../../src/machines/bidMachine';
import { worded } from '../support/wordedDecision';

const context = (over: Partial<BidContext> = {}): BidContext => ({
  amountPaise: null,
  ceilingPaise: 10_000_00,
  biddingStartsAt: 1_000,
  biddingEndsAt: 2_000,
  revision: 0,
  ...over,
});

describe('bid rules', () => {
  it('a bid is a positive whole number of paise, at most the ceiling', () => {
    expect(bidRules.isPositive(context(), 1)).toBe(true);
    expect(bidRules.isPositive(context(), 0)).toBe(false);
    expect(bidRules.isPositive(context(), 10.5)).toBe(false);
    expect(bidRules.isUnderCeiling(context(), 10_000_00)).toBe(true);
    expect(bidRules.isUnderCeiling(context(), 10_000_01)).toBe(false);
  });

  it('each new amount must undercut the last one', () => {
    expect(bidRules.isLowerThanLast(context(), 9_000_00)).toBe(true);
    expect(bidRules.isLowerThanLast(context({ amountPaise: 9_000_00 }), 9_000_00)).toBe(false);
    expect(bidRules.isLowerThanLast(context({ amountPaise: 9_000_00 }), 8_999_99)).toBe(true);
  });
});

describe('bid lifecycle from a persisted status', () => {
  it('a revision counts and records the amount', () => {
    expect(
      worded(
        bidLifecycle.decide('placed', context({ amountPaise: 9_000_00 }), {
          type: 'bid.revise',
          amountPaise: 8_500_00,
          at: 1_500,
        }),
      ),
    ).toEqual({
      allowed: true,
      status: 'revised',
      context: expect.objectContaining({ amountPaise: 8_500_00, revision: 1 }),
    });
  });

  it('words each refusal', () => {
    const at = 1_500;
    expect(
      worded(bidLifecycle.decide('idle', context(), { type: 'bid.place', amountPaise: 10_000_01, at })),
    ).toMatchObject({
      allowed: false,
      reason: 'A bid cannot exceed the ceiling of ₹10,000.00',
    });
    expect(
      worded(
        bidLifecycle.decide('revised', context({ amountPaise: 9_000_00 }), {
          type: 'bid.revise',
          amountPaise: 9_100_00,
          at,
        }),
      ),
    ).toMatchObject({
      allowed: false,
      refusal: { code: 'bidNotLower', paise: 9_000_00 },
      reason: 'Your new bid must be lower than your last, ₹9,000.00',
    });
    // The same refusal on a Hindi reader's screen: the status and the amount in their words.
    const settled = worded(bidLifecycle.decide('accepted', context(), { type: 'bid.reject' }));
    expect(settled.allowed ? null : refusalText(allLanguagesI18n('hi'), settled.refusal)).toBe(
      'यह बोली मंज़ूर है: इसका फ़ैसला हो चुका है',
    );
    expect(refusalText(allLanguagesI18n('hi'), { code: 'bidNotLower', paise: 9_000_00 })).toBe(
      'नई बोली आपकी पिछली बोली ₹9,000.00 से कम होनी चाहिए',
    );
    expect(
      worded(bidLifecycle.decide('placed', context({ amountPaise: 1 }), { type: 'bid.withdraw', at: 2_000 })),
    ).toMatchObject({
      reason: expect.stringMatching(/^Bidding closed at/),
    });
    expect(worded(bidLifecycle.decide('accepted', context(), { type: 'bid.reject' }))).toMatchObject({
      allowed: false,
      reason: 'This bid is accepted: it is already settled',
    });
  });
});
