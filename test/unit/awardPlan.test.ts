import { describe, expect, it } from 'vitest';
import type { RankedBid } from '../../src/domain/schemas/bids';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import {
  type AwardPlan,
  awardProblemText,
  planAward,
  standingBids,
  wholeToL1,
} from '../../src/views/requests/awardPlan';

const bid = (id: number, rank: number | null, vehicleCount: number, status: RankedBid['status'] = 'placed') =>
  ({
    id,
    rank,
    rankLabel: rank === null ? null : `L${rank}`,
    transporter: { id: id * 10, name: `T${id}` },
    amountPaise: 100_000 * id,
    vehicleCount,
    status,
    revision: 0,
    placedAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    savingVsCeilingPaise: 0,
    savingVsCeilingPercent: 0,
    savingVsLastPaidPaise: null,
  }) satisfies RankedBid;

const bids = [bid(1, 1, 2), bid(2, 2, 3), bid(3, null, 4, 'withdrawn')];

describe('award plan', () => {
  it('keeps only ranked, standing bids', () => {
    expect(standingBids(bids).map((b) => b.id)).toEqual([1, 2]);
  });

  it('gives the whole request to L1 as far as L1 offers vehicles', () => {
    expect(wholeToL1(bids, 4)).toEqual({ 1: 2 });
    expect(wholeToL1(bids, 1)).toEqual({ 1: 1 });
    expect(wholeToL1([bid(3, null, 4, 'withdrawn')], 2)).toEqual({});
  });

  it('accepts a split within what each bid offers and the request needs', () => {
    expect(planAward({ 1: 2, 2: 2 }, bids, 4)).toEqual({
      awards: [
        { bidId: 1, vehicles: 2 },
        { bidId: 2, vehicles: 2 },
      ],
      total: 4,
      problem: null,
    });
  });

  it('says why a plan cannot be sent', () => {
    const t = allLanguagesI18n('en').t;
    const problem = (plan: AwardPlan) => (plan.problem ? awardProblemText(t, plan.problem) : null);
    expect(problem(planAward({}, bids, 4))).toBe('Choose vehicles on at least one bid');
    expect(problem(planAward({ 1: 3 }, bids, 4))).toBe('T1 offers only 2 vehicles');
    expect(problem(planAward({ 1: 2, 2: 3 }, bids, 4))).toBe('The request needs 4 vehicles, not 5');
    expect(awardProblemText(allLanguagesI18n('hi').t, { code: 'tooMany', needed: 4, total: 5 })).toBe(
      'इंडेंट में 4 गाड़ियाँ चाहिए, 5 नहीं',
    );
  });

  it('ignores vehicles typed against a withdrawn bid', () => {
    expect(planAward({ 3: 2 }, bids, 4).awards).toEqual([]);
  });
});
