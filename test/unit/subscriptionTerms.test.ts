import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, financialYearOf } from '../../src/domain/calendarDay';
import {
  graceUntil,
  lastDayOf,
  PLAN_GRACE_DAYS,
  periodOf,
  planChangeOf,
} from '../../src/domain/subscriptionTerms';

const day = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2060, 0, 1) })
  .map((t) => new Date(t).toISOString().slice(0, 10));

describe('plan periods', () => {
  it('a plan of N days covers N calendar days, both ends inclusive', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 1000 }), (start, n) => {
        expect(daysBetween(start, lastDayOf(start, n))).toBe(n - 1);
      }),
    );
    expect(lastDayOf('2025-04-01', 365)).toBe('2026-03-31');
    expect(lastDayOf('2024-03-01', 30)).toBe('2024-03-30');
  });

  it('grace runs for PLAN_GRACE_DAYS after the last day', () => {
    expect(graceUntil('2025-12-28')).toBe(addDays('2025-12-28', PLAN_GRACE_DAYS));
    expect(graceUntil('2025-12-28')).toBe('2026-01-04');
  });

  it('India’s financial year runs from April to March', () => {
    expect(financialYearOf('2025-04-01')).toBe('2025-26');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });

  it('a renewal starts after the plan held ends; a new plan or an upgrade starts today', () => {
    expect(periodOf('renew', '2025-06-01', '2025-06-30', 365)).toEqual({
      startsOn: '2025-07-01',
      endsOn: '2026-06-30',
    });
    // Renewed in grace: the days between are not bought back.
    expect(periodOf('renew', '2025-06-05', '2025-06-01', 30).startsOn).toBe('2025-06-05');
    expect(periodOf('upgrade', '2025-06-01', '2025-12-31', 30)).toEqual({
      startsOn: '2025-06-01',
      endsOn: '2025-06-30',
    });
    expect(periodOf('new', '2025-06-01', null, 1)).toEqual({ startsOn: '2025-06-01', endsOn: '2025-06-01' });
  });

  it('names the change a chosen plan makes', () => {
    const growth = { id: 2, pricePaise: 9_999_900 };
    expect(planChangeOf(null, growth)).toBe('new');
    expect(planChangeOf(growth, growth)).toBe('renew');
    expect(planChangeOf(growth, { id: 3, pricePaise: 39_999_900 })).toBe('upgrade');
    expect(planChangeOf(growth, { id: 1, pricePaise: 2_499_900 })).toBe('downgrade');
  });
});
