import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATE_PERCENT, gstSplit, invoiceTotals, taxAt } from '../../src/domain/gst';
import { isInterStateSale, JOINING_FEE_PAISE, SELLER } from '../../src/domain/subscriptionTerms';

/**
 * The one rounding rule and the one split by place of supply of every tax invoice, Freightdesk's own (18 % on
 * its plans and the joining fee) and the transporters' (gtaGst.ts), from worked figures: each tax is its rate of
 * the taxable total, to the paisa, half up; within a state CGST and SGST are each half the rate, so equal.
 */

const amount = fc.integer({ min: 0, max: 1_000_000_00_00 });
/** Every rate a whole percent or a half, as CGST's 2.5 % of a 5 % GST: twice it is whole. */
const halfRate = fc.integer({ min: 0, max: 80 }).map((twice) => twice / 2);

/** The exact tax, half up, in integers: (paise × rate / 100) rounded, with the rate as twice itself over 2. */
const exactHalfUp = (paise: number, ratePercent: number): number => {
  const scaled = BigInt(paise) * BigInt(ratePercent * 2);
  return Number((scaled + 100n) / 200n);
};

describe('taxAt: a rate of an amount, to the paisa, half up', () => {
  it('at a half rate, 2.5 %: ₹10.10 gives 25.25 paise, 25; 20 paise give half a paisa, rounded up to one', () => {
    expect(taxAt(10_10, 2.5)).toBe(25);
    expect(taxAt(20, 2.5)).toBe(1);
    expect(taxAt(19, 2.5)).toBe(0);
    // ₹1,23,456.78 at 2.5 % is ₹3,086.4195.
    expect(taxAt(1_23_456_78, 2.5)).toBe(3_086_42);
  });

  it('at whole rates: 18 % of 25 paise is 4.5 paise, 5; of 24 paise 4.32, 4', () => {
    expect(taxAt(25, 18)).toBe(5);
    expect(taxAt(24, 18)).toBe(4);
    expect(taxAt(JOINING_FEE_PAISE, GST_RATE_PERCENT)).toBe(900_00);
  });

  it('is the exact value rounded half up, for every amount and every whole or half rate', () => {
    fc.assert(
      fc.property(amount, halfRate, (paise, rate) => {
        expect(taxAt(paise, rate)).toBe(exactHalfUp(paise, rate));
      }),
    );
  });
});

describe('gstSplit: the tax by place of supply', () => {
  it('the joining fee of ₹5,000 at 18 %: ₹450 + ₹450 within the state, ₹900 IGST across states', () => {
    expect(gstSplit(JOINING_FEE_PAISE, 18, false)).toEqual({
      cgstPaise: 450_00,
      sgstPaise: 450_00,
      igstPaise: 0,
      taxPaise: 900_00,
    });
    expect(gstSplit(JOINING_FEE_PAISE, 18, true)).toEqual({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 900_00,
      taxPaise: 900_00,
    });
  });

  it('a plan at ₹24,999.50 within the state: CGST and SGST 9 % are ₹2,249.955, ₹2,249.96 each, ₹4,499.92 in all', () => {
    // 18 % rounded once is ₹4,499.91: halving that odd paisa gave ₹2,249.95 + ₹2,249.96, neither 9 % of the value.
    expect(gstSplit(24_999_50, 18, false)).toEqual({
      cgstPaise: 2_249_96,
      sgstPaise: 2_249_96,
      igstPaise: 0,
      taxPaise: 4_499_92,
    });
    expect(gstSplit(24_999_50, 18, true)).toMatchObject({ igstPaise: 4_499_91, taxPaise: 4_499_91 });
  });

  it('25 paise at 18 %: 2.25 paise each of CGST and SGST, 2 each; IGST is 4.5 paise, 5', () => {
    expect(gstSplit(25, 18, false)).toMatchObject({ cgstPaise: 2, sgstPaise: 2, taxPaise: 4 });
    expect(gstSplit(25, 18, true)).toMatchObject({ igstPaise: 5, taxPaise: 5 });
  });

  it('a GTA’s 5 % on ₹10.10: CGST and SGST 2.5 % are 25 paise each; IGST 5 % is 50.5 paise, 51', () => {
    expect(gstSplit(10_10, 5, false)).toEqual({ cgstPaise: 25, sgstPaise: 25, igstPaise: 0, taxPaise: 50 });
    expect(gstSplit(10_10, 5, true)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 51, taxPaise: 51 });
  });

  it('for any amount and rate: within a state two equal halves, each half the rate rounded; across states IGST alone', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 40 }), (taxable, rate) => {
        const within = gstSplit(taxable, rate, false);
        expect(within.igstPaise).toBe(0);
        expect(within.cgstPaise).toBe(within.sgstPaise);
        expect(within.cgstPaise).toBe(exactHalfUp(taxable, rate / 2));
        expect(within.taxPaise).toBe(within.cgstPaise + within.sgstPaise);
        const across = gstSplit(taxable, rate, true);
        expect(across).toEqual({
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: exactHalfUp(taxable, rate),
          taxPaise: exactHalfUp(taxable, rate),
        });
        // Two roundings of half the rate and one of the whole rate part by at most a paisa.
        expect(Math.abs(within.taxPaise - across.taxPaise)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('invoiceTotals: an invoice of what Freightdesk sells, at 18 %', () => {
  const lines = fc.array(fc.record({ taxablePaise: amount }), { minLength: 1, maxLength: 6 });

  it('the joining fee and a plan at ₹24,999.50 for an industry of the seller’s state', () => {
    expect(invoiceTotals([{ taxablePaise: JOINING_FEE_PAISE }, { taxablePaise: 24_999_50 }], false)).toEqual({
      taxablePaise: 29_999_50,
      // 9 % of ₹29,999.50 is ₹2,699.955.
      cgstPaise: 2_699_96,
      sgstPaise: 2_699_96,
      igstPaise: 0,
      taxPaise: 5_399_92,
      totalPaise: 35_399_42,
    });
  });

  it('the tax is taken on the sum of the lines, split by place of supply, and the total adds up', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (ls, interState) => {
        const totals = invoiceTotals(ls, interState);
        const sum = ls.reduce((s, l) => s + l.taxablePaise, 0);
        expect(totals).toEqual({
          taxablePaise: sum,
          ...gstSplit(sum, GST_RATE_PERCENT, interState),
          totalPaise: sum + totals.taxPaise,
        });
        expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.taxPaise);
      }),
    );
  });
});

describe('the place of supply of what Freightdesk sells', () => {
  it('is the buyer’s registration: IGST from Maharashtra to Madhya Pradesh or to a buyer of no known state', () => {
    expect(SELLER.stateCode).toBe('27');
    expect(isInterStateSale('27')).toBe(false);
    expect(isInterStateSale('23')).toBe(true);
    expect(isInterStateSale(null)).toBe(true);
  });
});
