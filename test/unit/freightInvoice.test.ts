import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditInvoice, DETENTION_FREE_HOURS, detentionHoursFromGate } from '../../src/domain/freightAudit';
import {
  FREIGHT_LINE_KINDS,
  type FreightLine,
  freightInvoiceTotals,
  INVOICE_NUMBER_PATTERN,
  isIrn,
  type TaxTerms,
} from '../../src/domain/freightInvoice';
import { DEFAULT_GTA_GST_RATES, GST_CHARGE_MODES, gtaTax, rateOf } from '../../src/domain/gtaGst';

const line = fc.record({
  kind: fc.constantFrom(...FREIGHT_LINE_KINDS),
  quantity: fc.integer({ min: 1, max: 500 }),
  ratePaise: fc.integer({ min: 0, max: 10_00_000_00 }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 8 });
const stateCode = fc.constantFrom('07', '24', '27', '29', '33');
const terms: fc.Arbitrary<TaxTerms> = fc.record({
  chargeMode: fc.constantFrom(...GST_CHARGE_MODES),
  rates: fc.record({
    reverseChargePercent: fc.integer({ min: 0, max: 28 }),
    forwardChargePercent: fc.integer({ min: 0, max: 28 }),
  }),
  supplierStateCode: stateCode,
  recipientStateCode: stateCode,
});

const within = (chargeMode: 'reverse' | 'forward'): TaxTerms => ({
  chargeMode,
  rates: DEFAULT_GTA_GST_RATES,
  supplierStateCode: '27',
  recipientStateCode: '27',
});

describe('freight invoice totals under GTA rules', () => {
  it('freight of ₹45,000 a truck for two trucks with ₹2,000 of detention, forward charge at 12 % in one state', () => {
    const totals = freightInvoiceTotals(
      [
        { kind: 'freight', quantity: 2, ratePaise: 45_000_00 },
        { kind: 'detention', quantity: 4, ratePaise: 500_00 },
      ],
      within('forward'),
    );
    expect(totals).toMatchObject({
      taxablePaise: 92_000_00,
      ratePercent: 12,
      taxPaise: 11_040_00,
      cgstPaise: 5_520_00,
      sgstPaise: 5_520_00,
      igstPaise: 0,
      totalPaise: 103_040_00,
      payablePaise: 103_040_00,
      reverseChargePaise: 0,
    });
  });

  it('under reverse charge the transporter is paid the taxable amount and the shipper owes the 5 % itself', () => {
    const totals = freightInvoiceTotals([{ kind: 'freight', quantity: 1, ratePaise: 10_000_00 }], {
      ...within('reverse'),
      recipientStateCode: '24',
    });
    expect(totals).toMatchObject({
      taxPaise: 500_00,
      igstPaise: 500_00,
      cgstPaise: 0,
      payablePaise: 10_000_00,
      reverseChargePaise: 500_00,
      totalPaise: 10_500_00,
    });
  });

  it('the rates come from the settings, as a GST notification changes them', () => {
    const totals = freightInvoiceTotals([{ kind: 'freight', quantity: 1, ratePaise: 100_00 }], {
      ...within('forward'),
      rates: { reverseChargePercent: 5, forwardChargePercent: 18 },
    });
    expect(totals.taxPaise).toBe(18_00);
  });

  it('totals are the sum of the lines plus the tax, and the tax split adds up to the tax', () => {
    fc.assert(
      fc.property(lines, terms, (ls: FreightLine[], t) => {
        const totals = freightInvoiceTotals(ls, t);
        const sum = ls.reduce((s, l) => s + l.quantity * l.ratePaise, 0);
        expect(totals.taxablePaise).toBe(sum);
        expect(totals.totalPaise).toBe(sum + totals.taxPaise);
        expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.taxPaise);
        expect(totals.payablePaise + totals.reverseChargePaise).toBe(totals.totalPaise);
        const sameState = t.supplierStateCode === t.recipientStateCode;
        expect(totals.igstPaise === 0 || !sameState).toBe(true);
        expect(totals.cgstPaise + totals.sgstPaise === 0 || sameState).toBe(true);
      }),
    );
  });

  it("the tax is the GTA rule's (gtaGst.ts) on the sum of the lines, never line by line", () => {
    fc.assert(
      fc.property(lines, terms, (ls, t) => {
        const totals = freightInvoiceTotals(ls, t);
        expect(totals).toEqual({
          taxablePaise: totals.taxablePaise,
          ...gtaTax({
            taxablePaise: totals.taxablePaise,
            chargeMode: t.chargeMode,
            ratePercent: rateOf(t.chargeMode, t.rates),
            supplierStateCode: t.supplierStateCode,
            recipientStateCode: t.recipientStateCode,
          }),
        });
      }),
    );
    // Three lines of 10 paise at 5 % across states: 1.5 paise on the sum rounds to 2; line by line it would be 3.
    expect(
      freightInvoiceTotals([{ kind: 'other', quantity: 3, ratePaise: 10 }], {
        ...within('reverse'),
        recipientStateCode: '24',
      }).igstPaise,
    ).toBe(2);
  });
});

describe('invoice numbers and IRNs', () => {
  it('an invoice number is at most 16 letters, digits, "-" or "/"', () => {
    expect(INVOICE_NUMBER_PATTERN.test('RT/2025-26/0042')).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test('RT/2025-26/000042')).toBe(false);
    expect(INVOICE_NUMBER_PATTERN.test('RT 42')).toBe(false);
    expect(INVOICE_NUMBER_PATTERN.test('')).toBe(false);
  });

  it('an IRN is 64 hexadecimal characters', () => {
    expect(isIrn('a'.repeat(64))).toBe(true);
    expect(isIrn(`${'0123456789ABCDEF'.repeat(4)}`)).toBe(true);
    expect(isIrn('a'.repeat(63))).toBe(false);
    expect(isIrn(`${'g'}${'a'.repeat(63)}`)).toBe(false);
  });
});

describe('freight audit', () => {
  const gateIn = new Date('2025-06-01T08:00:00Z');
  const hoursLater = (h: number) => new Date(gateIn.getTime() + h * 3_600_000);

  it('detention counts only whole hours inside the gate beyond the free time', () => {
    expect(detentionHoursFromGate(gateIn, hoursLater(DETENTION_FREE_HOURS + 5.9))).toBe(5);
    expect(detentionHoursFromGate(gateIn, hoursLater(10))).toBe(0);
    expect(detentionHoursFromGate(null, hoursLater(60))).toBe(0);
  });

  it('a freight claim above the award and detention beyond the gate times are flagged with their differences', () => {
    const flags = auditInvoice(
      [
        { kind: 'freight', quantity: 1, ratePaise: 52_000_00 },
        { kind: 'detention', quantity: 10, ratePaise: 300_00 },
      ],
      { awardedPaise: 48_000_00, gateInAt: gateIn, gateOutAt: hoursLater(DETENTION_FREE_HOURS + 4) },
    );
    expect(flags).toEqual([
      {
        code: 'freightOverAward',
        claimedPaise: 52_000_00,
        awardedPaise: 48_000_00,
        differencePaise: 4_000_00,
      },
      { code: 'detentionOverGate', claimedHours: 10, gateHours: 4, differencePaise: 1_800_00 },
    ]);
  });

  it('an invoice within the award and the gate times raises no flag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 48 }), (vehicles, extra) => {
        const flags = auditInvoice(
          [
            { kind: 'freight', quantity: vehicles, ratePaise: 40_000_00 },
            { kind: 'detention', quantity: extra, ratePaise: 250_00 },
          ],
          {
            awardedPaise: vehicles * 40_000_00,
            gateInAt: gateIn,
            gateOutAt: hoursLater(DETENTION_FREE_HOURS + extra),
          },
        );
        expect(flags).toEqual([]);
      }),
    );
  });
});
