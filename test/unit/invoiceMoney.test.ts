import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREIGHT_LINE_KINDS,
  type FreightLine,
  freightInvoiceTotals,
  type TaxTerms,
} from '../../src/domain/freightInvoice';
import { taxAt } from '../../src/domain/gst';
import { GST_CHARGE_MODES } from '../../src/domain/gtaGst';
import { nextInstalmentPaise, paymentSchedule } from '../../src/domain/paymentSchedule';
import { InvoiceBody } from '../../src/domain/schemas/payments';
import { countableLines, type LineValues } from '../../src/views/payments/entry/invoiceFormValues';

/**
 * Money from the invoice form to what is owed and when, in integer paise: the figures the form shows are the
 * server's, rupees typed become paise exactly, and the payment schedule always adds up to the payable.
 */

const paise = fc.integer({ min: 1, max: 10_00_000_00 });
const formLine = fc.record({
  key: fc.constant('k'),
  kind: fc.constantFrom(...FREIGHT_LINE_KINDS),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  rateInr: paise.map((p) => p / 100),
});
const stateCode = fc.constantFrom('07', '23', '27');
const terms: fc.Arbitrary<TaxTerms> = fc.record({
  chargeMode: fc.constantFrom(...GST_CHARGE_MODES),
  rates: fc.record({
    reverseChargePercent: fc.integer({ min: 0, max: 40 }),
    forwardChargePercent: fc.integer({ min: 0, max: 40 }),
  }),
  supplierStateCode: stateCode,
  recipientStateCode: stateCode,
});

describe('the invoice form and the server compute one invoice', () => {
  it('rupees typed with up to two decimals arrive as the exact paise', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const body = InvoiceBody.parse({
          number: 'RT/1',
          issuedOn: '2025-06-10',
          chargeMode: 'reverse',
          irn: '',
          lines: [{ kind: 'freight', quantity: 1, rateInr: p / 100 }],
        });
        expect(body.lines[0]!.rateInr).toBe(p);
      }),
    );
  });

  it("the form's live totals are the totals of the body the server accepts", () => {
    fc.assert(
      fc.property(fc.array(formLine, { minLength: 1, maxLength: 20 }), terms, (values: LineValues[], t) => {
        const body = InvoiceBody.parse({
          number: 'RT/1',
          issuedOn: '2025-06-10',
          chargeMode: t.chargeMode,
          irn: '',
          lines: values.map(({ key: _, ...line }) => line),
        });
        const server: FreightLine[] = body.lines.map((l) => ({
          kind: l.kind,
          quantity: l.quantity,
          ratePaise: l.rateInr,
        }));
        expect(freightInvoiceTotals(countableLines(values), t)).toEqual(freightInvoiceTotals(server, t));
      }),
    );
  });

  it('a line still being typed counts as nothing, never as a wrong amount', () => {
    const typing: LineValues[] = [
      { key: 'a', kind: 'freight', quantity: 1, rateInr: 100 },
      { key: 'b', kind: 'detention', quantity: '', rateInr: 500 },
      { key: 'c', kind: 'other', quantity: 2, rateInr: '' },
      { key: 'd', kind: 'loading', quantity: 1.5, rateInr: 10 },
    ];
    expect(countableLines(typing)).toEqual([{ kind: 'freight', quantity: 1, ratePaise: 100_00 }]);
  });

  it('GST is taken once on the total, not line by line: the two can differ by paise', () => {
    const lines: FreightLine[] = [
      { kind: 'other', quantity: 1, ratePaise: 10 },
      { kind: 'other', quantity: 1, ratePaise: 10 },
    ];
    const reverse = {
      chargeMode: 'reverse',
      rates: { reverseChargePercent: 5, forwardChargePercent: 12 },
    } as const;
    const totals = freightInvoiceTotals(lines, {
      ...reverse,
      supplierStateCode: '27',
      recipientStateCode: '09',
    });
    // IGST of half a paisa on each line would round up twice; on the total, 1 paisa exactly.
    expect(totals.taxPaise).toBe(1);
    expect(lines.reduce((s, l) => s + taxAt(l.ratePaise, 5), 0)).toBe(2);
  });
});

describe('the payment schedule of payment terms with an advance', () => {
  it('the advance and the balance add up to the payable, the advance rounded by the one rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_00_00_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        (payable, pct) => {
          const { advancePaise, balancePaise } = paymentSchedule(payable, pct);
          expect(advancePaise + balancePaise).toBe(payable);
          expect(advancePaise).toBe(taxAt(payable, pct));
          expect(advancePaise).toBeGreaterThanOrEqual(0);
          expect(balancePaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
    expect(paymentSchedule(1_00_000_00, 0)).toEqual({ advancePaise: 0, balancePaise: 1_00_000_00 });
    expect(paymentSchedule(1_00_000_00, 100)).toEqual({ advancePaise: 1_00_000_00, balancePaise: 0 });
  });

  it('paying what is offered next settles the invoice exactly, the advance first, in at most two payments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_00_00_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        (payable, pct) => {
          let paid = 0;
          const payments: number[] = [];
          while (paid < payable) {
            const next = nextInstalmentPaise(payable, paid, pct);
            expect(next).toBeGreaterThan(0);
            expect(next).toBeLessThanOrEqual(payable - paid);
            payments.push(next);
            paid += next;
          }
          expect(paid).toBe(payable);
          expect(payments.length).toBeLessThanOrEqual(2);
          if (payments.length === 2) expect(payments[0]).toBe(paymentSchedule(payable, pct).advancePaise);
        },
      ),
    );
  });

  it('after a part payment short of the advance, the rest of the advance is offered', () => {
    expect(nextInstalmentPaise(1_000_00, 100_00, 30)).toBe(200_00);
    expect(nextInstalmentPaise(1_000_00, 300_00, 30)).toBe(700_00);
    expect(nextInstalmentPaise(1_000_00, 450_00, 30)).toBe(550_00);
  });
});
