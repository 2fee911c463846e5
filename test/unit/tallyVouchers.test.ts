import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import {
  paymentVoucher,
  purchaseVoucher,
  tallyAmount,
  tallyDate,
  xmlText,
} from '../../server/exports/tallyVouchers';
import { FREIGHT_LINE_KINDS, freightInvoiceTotals } from '../../src/domain/freightInvoice';
import { GST_CHARGE_MODES } from '../../src/domain/gtaGst';
import type { InvoiceRow, ReceiptRow } from '../../src/domain/schemas/payments';
import { PAYMENT_MODES } from '../../src/domain/statuses';

/** Tally's vouchers as the import reads them: amounts exact in rupees, every voucher balanced. */

// One window for the file: a happy-dom window per parse made each property run take seconds.
const { DOMParser } = new Window();
const parse = (xml: string) =>
  new DOMParser().parseFromString(`<R>${xml}</R>`, 'application/xml') as unknown as Document;

const amountsOf = (xml: string) =>
  [...parse(xml).getElementsByTagName('ALLLEDGERENTRIES.LIST')].map((entry) =>
    Math.round(Number(entry.getElementsByTagName('AMOUNT')[0]!.textContent) * 100),
  );

const name = fc.string({ minLength: 1, maxLength: 30 });
const line = fc.record({
  kind: fc.constantFrom(...FREIGHT_LINE_KINDS),
  quantity: fc.integer({ min: 1, max: 50 }),
  ratePaise: fc.integer({ min: 0, max: 5_00_000_00 }),
});

const invoiceOf = (
  totals: ReturnType<typeof freightInvoiceTotals>,
  chargeMode: InvoiceRow['chargeMode'],
  party: string,
): InvoiceRow => ({
  id: 7,
  number: 'RT/25-26/001',
  financialYear: '2025-26',
  source: 'shipper',
  status: 'approved',
  order: { id: 1, number: 'OUT-00001', direction: 'outbound' },
  plant: { id: 1, name: 'Satna Works' },
  transporter: { id: 2, name: party, gstin: null },
  issuedOn: '2025-06-10',
  dueOn: '2025-07-10',
  chargeMode,
  ratePercent: totals.ratePercent,
  amountPaise: totals.taxablePaise,
  taxPaise: totals.taxPaise,
  cgstPaise: totals.cgstPaise,
  sgstPaise: totals.sgstPaise,
  igstPaise: totals.igstPaise,
  payablePaise: totals.payablePaise,
  paidPaise: 0,
  irn: null,
  flagged: false,
});

describe('Tally vouchers', () => {
  it('amounts are rupees with two decimals, exactly, debits negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_00_00_000_00, max: 1_00_00_000_00 }), (p) => {
        const text = tallyAmount(p);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(text) * 100)).toBe(p);
      }),
    );
    expect(tallyAmount(-5)).toBe('-0.05');
    expect(tallyDate('2025-04-01')).toBe('20250401');
  });

  it('a purchase voucher balances for any invoice, whatever its charge mode and states', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...GST_CHARGE_MODES),
        fc.boolean(),
        name,
        (lines, chargeMode, sameState, party) => {
          const totals = freightInvoiceTotals(lines, {
            chargeMode,
            rates: { reverseChargePercent: 5, forwardChargePercent: 12 },
            supplierStateCode: '27',
            recipientStateCode: sameState ? '27' : '09',
          });
          const xml = purchaseVoucher(invoiceOf(totals, chargeMode, party));
          expect(amountsOf(xml).reduce((s, a) => s + a, 0)).toBe(0);
          // The transporter is credited what it is owed; a voucher of nothing owed has no entries at all.
          expect(amountsOf(xml)[0] ?? 0).toBe(totals.payablePaise);
        },
      ),
    );
  });

  it('a payment voucher balances and quotes its reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_00_00_000_00 }),
        fc.constantFrom(...PAYMENT_MODES),
        (amount, mode) => {
          const receipt: ReceiptRow = {
            id: 3,
            amountPaise: amount,
            paidOn: '2025-07-01',
            mode,
            reference: 'SBIN525012345678',
            createdAt: '2025-07-01T10:00:00.000Z',
            invoice: { id: 7, number: 'RT/25-26/001', issuedOn: '2025-06-10' },
            order: { id: 1, number: 'OUT-00001' },
            plant: { id: 1, name: 'Satna Works' },
            transporter: { id: 2, name: 'Om Shakti Logistics' },
          };
          const xml = paymentVoucher(receipt);
          expect(amountsOf(xml)).toEqual([-amount, amount]);
          expect(parse(xml).getElementsByTagName('INSTRUMENTNUMBER')[0]!.textContent).toBe(
            'SBIN525012345678',
          );
        },
      ),
    );
  });

  it('any name survives XML: markup escaped, characters XML cannot hold dropped', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: 'binary' }), (text) => {
        const document = parse(`<N>${xmlText(text)}</N>`);
        expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 cannot hold
        const kept = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
        expect(document.getElementsByTagName('N')[0]!.textContent).toBe(kept);
      }),
    );
  });
});
