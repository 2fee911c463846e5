import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstSplit } from '../../src/domain/gst';
import { GST_STATES } from '../../src/domain/gstStates';
import { GST_CHARGE_MODES, type GtaSupply, gtaTax, isInterState } from '../../src/domain/gtaGst';

/**
 * The GST of road freight by a goods transport agency, from worked examples of the rules: the place of supply
 * to a registered recipient is the state of its registration (IGST Act, section 12(8)(a)), IGST when the
 * transporter is registered elsewhere, CGST + SGST at half the rate each when in the same state; reverse charge
 * at 5 % (the recipient pays it), forward charge at 12 % or 18 % (the transporter charges it).
 */

const MADHYA_PRADESH = '23';
const MAHARASHTRA = '27';
const GUJARAT = '24';

/** Freight of ₹50,000: the figure the examples below are worked on. */
const FREIGHT = 50_000_00;

const supply = (over: Partial<GtaSupply>): GtaSupply => ({
  taxablePaise: FREIGHT,
  chargeMode: 'reverse',
  ratePercent: 5,
  supplierStateCode: MADHYA_PRADESH,
  recipientStateCode: MADHYA_PRADESH,
  ...over,
});

describe('reverse charge at 5 %: the recipient pays the tax, the transporter is paid the freight', () => {
  it('a transporter of Madhya Pradesh billing an industry registered in Madhya Pradesh: CGST 2.5 % + SGST 2.5 %', () => {
    expect(gtaTax(supply({}))).toEqual({
      placeOfSupply: MADHYA_PRADESH,
      interState: false,
      ratePercent: 5,
      cgstPaise: 1_250_00,
      sgstPaise: 1_250_00,
      igstPaise: 0,
      taxPaise: 2_500_00,
      reverseCharge: true,
      totalPaise: 52_500_00,
      payablePaise: 50_000_00,
      reverseChargePaise: 2_500_00,
    });
  });

  it('a transporter of Maharashtra billing an industry registered in Madhya Pradesh: IGST 5 %', () => {
    expect(gtaTax(supply({ supplierStateCode: MAHARASHTRA }))).toMatchObject({
      placeOfSupply: MADHYA_PRADESH,
      interState: true,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 2_500_00,
      payablePaise: 50_000_00,
      reverseChargePaise: 2_500_00,
    });
  });
});

describe('forward charge: the transporter charges the tax and is paid it', () => {
  it('at 12 % within one state: CGST 6 % + SGST 6 %', () => {
    expect(gtaTax(supply({ chargeMode: 'forward', ratePercent: 12 }))).toMatchObject({
      interState: false,
      cgstPaise: 3_000_00,
      sgstPaise: 3_000_00,
      igstPaise: 0,
      taxPaise: 6_000_00,
      reverseCharge: false,
      totalPaise: 56_000_00,
      payablePaise: 56_000_00,
      reverseChargePaise: 0,
    });
  });

  it('at 12 % across states: IGST 12 %', () => {
    expect(
      gtaTax(supply({ chargeMode: 'forward', ratePercent: 12, supplierStateCode: MAHARASHTRA })),
    ).toMatchObject({
      interState: true,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 6_000_00,
      payablePaise: 56_000_00,
    });
  });

  it('at 18 %: CGST 9 % + SGST 9 % within one state, IGST 18 % across states', () => {
    expect(gtaTax(supply({ chargeMode: 'forward', ratePercent: 18 }))).toMatchObject({
      cgstPaise: 4_500_00,
      sgstPaise: 4_500_00,
      igstPaise: 0,
      payablePaise: 59_000_00,
    });
    expect(
      gtaTax(supply({ chargeMode: 'forward', ratePercent: 18, supplierStateCode: GUJARAT })),
    ).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 9_000_00, payablePaise: 59_000_00 });
  });
});

describe('the place of supply is the recipient’s registration, not where the goods go', () => {
  it('a Maharashtra transporter carrying goods from Surat to Ahmedabad for an industry registered in Maharashtra: CGST + SGST', () => {
    // Both ends of the trip are in Gujarat; neither is asked: the recipient's GSTIN decides.
    expect(gtaTax(supply({ supplierStateCode: MAHARASHTRA, recipientStateCode: MAHARASHTRA }))).toMatchObject(
      { placeOfSupply: MAHARASHTRA, interState: false, igstPaise: 0, cgstPaise: 1_250_00 },
    );
  });

  it('the same trip for an industry registered in Gujarat: IGST, its place of supply Gujarat', () => {
    expect(gtaTax(supply({ supplierStateCode: MAHARASHTRA, recipientStateCode: GUJARAT }))).toMatchObject({
      placeOfSupply: GUJARAT,
      interState: true,
      igstPaise: 2_500_00,
    });
  });

  it('an unregistered transporter (no GSTIN) is taxed as supplying within the recipient’s state', () => {
    expect(isInterState({ supplierStateCode: null, recipientStateCode: GUJARAT })).toBe(false);
    expect(gtaTax(supply({ supplierStateCode: null }))).toMatchObject({
      placeOfSupply: MADHYA_PRADESH,
      interState: false,
      cgstPaise: 1_250_00,
      sgstPaise: 1_250_00,
      igstPaise: 0,
    });
  });
});

describe('rounding: each tax is its rate of the taxable total, to the paisa, half up', () => {
  it('₹10.10 at 5 %: CGST and SGST 2.5 % of it are 25.25 paise, 25 each; IGST 5 % is 50.5 paise, 51', () => {
    const taxablePaise = 10_10;
    expect(gtaTax(supply({ taxablePaise }))).toMatchObject({ cgstPaise: 25, sgstPaise: 25, taxPaise: 50 });
    expect(gtaTax(supply({ taxablePaise, supplierStateCode: MAHARASHTRA }))).toMatchObject({
      igstPaise: 51,
      taxPaise: 51,
    });
  });

  it('20 paise at 5 %: half a paisa each of CGST and SGST, rounded up to one each', () => {
    expect(gtaTax(supply({ taxablePaise: 20 }))).toMatchObject({ cgstPaise: 1, sgstPaise: 1, taxPaise: 2 });
  });

  it('₹1,23,456.78 at 12 %: CGST 6 % is ₹7,407.4068, printed ₹7,407.41 each', () => {
    expect(
      gtaTax(supply({ taxablePaise: 1_23_456_78, chargeMode: 'forward', ratePercent: 12 })),
    ).toMatchObject({
      cgstPaise: 7_407_41,
      sgstPaise: 7_407_41,
      taxPaise: 14_814_82,
      payablePaise: 1_38_271_60,
    });
  });

  it('₹24,999.50 at 18 % within one state: CGST and SGST 9 % are ₹2,249.955, ₹2,249.96 each', () => {
    // The whole rate rounded once, as IGST, is ₹4,499.91: the two halves come to a paisa more.
    expect(gtaTax(supply({ taxablePaise: 24_999_50, chargeMode: 'forward', ratePercent: 18 }))).toMatchObject(
      {
        cgstPaise: 2_249_96,
        sgstPaise: 2_249_96,
        taxPaise: 4_499_92,
      },
    );
    expect(
      gtaTax(
        supply({
          taxablePaise: 24_999_50,
          chargeMode: 'forward',
          ratePercent: 18,
          supplierStateCode: GUJARAT,
        }),
      ),
    ).toMatchObject({ igstPaise: 4_499_91, taxPaise: 4_499_91 });
  });

  const anySupply: fc.Arbitrary<GtaSupply> = fc.record({
    taxablePaise: fc.integer({ min: 0, max: 5_00_00_000_00 }),
    chargeMode: fc.constantFrom(...GST_CHARGE_MODES),
    ratePercent: fc.integer({ min: 0, max: 40 }),
    supplierStateCode: fc.option(fc.constantFrom(...Object.keys(GST_STATES))),
    recipientStateCode: fc.constantFrom(...Object.keys(GST_STATES)),
  });

  it('for any supply: one kind of tax, CGST equal to SGST, each within half a paisa of its exact value', () => {
    fc.assert(
      fc.property(anySupply, (s) => {
        const tax = gtaTax(s);
        const exact = (s.taxablePaise * s.ratePercent) / 100;
        const within = (paise: number, of: number) => expect(Math.abs(paise - of)).toBeLessThanOrEqual(0.5);
        expect(tax.placeOfSupply).toBe(s.recipientStateCode);
        expect(tax.interState).toBe(
          s.supplierStateCode !== null && s.supplierStateCode !== s.recipientStateCode,
        );
        if (tax.interState) {
          expect([tax.cgstPaise, tax.sgstPaise]).toEqual([0, 0]);
          within(tax.igstPaise, exact);
        } else {
          expect(tax.igstPaise).toBe(0);
          expect(tax.cgstPaise).toBe(tax.sgstPaise);
          within(tax.cgstPaise, exact / 2);
        }
        expect(tax.cgstPaise + tax.sgstPaise + tax.igstPaise).toBe(tax.taxPaise);
        expect(tax.totalPaise).toBe(s.taxablePaise + tax.taxPaise);
        expect(tax.payablePaise + tax.reverseChargePaise).toBe(tax.totalPaise);
        expect(tax.payablePaise).toBe(s.chargeMode === 'reverse' ? s.taxablePaise : tax.totalPaise);
      }),
    );
  });

  it('is the split of every tax invoice, Freightdesk’s own included (gst.ts)', () => {
    fc.assert(
      fc.property(anySupply, (s) => {
        expect(gtaTax(s)).toMatchObject(gstSplit(s.taxablePaise, s.ratePercent, isInterState(s)));
      }),
    );
  });
});
