import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, financialYearOf } from '../../src/domain/calendarDay';
import { GST_RATE_PERCENT, gstOn, invoiceTotals, splitGst } from '../../src/domain/gst';
import {
  graceUntil,
  JOINING_FEE_PAISE,
  lastDayOf,
  PLAN_GRACE_DAYS,
  periodOf,
  planChangeOf,
} from '../../src/domain/subscriptionTerms';

const amount = fc.integer({ min: 0, max: 1_000_000_00_00 });
const lines = fc.array(fc.record({ taxablePaise: amount }), { minLength: 1, maxLength: 6 });
const day = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2060, 0, 1) })
  .map((t) => new Date(t).toISOString().slice(0, 10));

describe('GST on subscriptions (18 %)', () => {
  it('the joining fee of ₹5,000 carries ₹900 of GST, ₹450 + ₹450 within the state', () => {
    expect(gstOn(JOINING_FEE_PAISE)).toBe(900_00);
    expect(splitGst(900_00, true)).toEqual({ cgstPaise: 450_00, sgstPaise: 450_00, igstPaise: 0 });
    expect(splitGst(900_00, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 900_00 });
  });

  it('rounds to the paisa, half up', () => {
    // 18 % of 25 paise is 4.5 paise.
    expect(gstOn(25)).toBe(5);
    expect(gstOn(24)).toBe(4);
    expect(splitGst(5, true)).toEqual({ cgstPaise: 2, sgstPaise: 3, igstPaise: 0 });
  });

  it('an invoice total is the sum of its lines plus their tax, and the tax split adds up to the tax', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (ls, sameState) => {
        const totals = invoiceTotals(ls, sameState);
        const sum = ls.reduce((s, l) => s + l.taxablePaise, 0);
        expect(totals.taxablePaise).toBe(sum);
        expect(totals.totalPaise).toBe(sum + totals.taxPaise);
        expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.taxPaise);
        for (const part of [totals.cgstPaise, totals.sgstPaise, totals.igstPaise, totals.taxPaise])
          expect(Number.isInteger(part) && part >= 0).toBe(true);
      }),
    );
  });

  it('within a state CGST and SGST differ by at most a paisa and no IGST is charged; across states only IGST', () => {
    fc.assert(
      fc.property(amount, (tax) => {
        const within = splitGst(tax, true);
        expect(within.igstPaise).toBe(0);
        expect(within.sgstPaise - within.cgstPaise).toBeGreaterThanOrEqual(0);
        expect(within.sgstPaise - within.cgstPaise).toBeLessThanOrEqual(1);
        expect(splitGst(tax, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: tax });
      }),
    );
  });

  it('the tax is within half a paisa of 18 % of the taxable amount', () => {
    fc.assert(
      fc.property(amount, (taxable) => {
        expect(Math.abs(gstOn(taxable) - (taxable * GST_RATE_PERCENT) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

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
