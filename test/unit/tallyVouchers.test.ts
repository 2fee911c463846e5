import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TallyLedgers, type TallyParty } from '../../server/exports/tallyMasters';
import {
  type LedgerRef,
  ledgersOf,
  paymentVoucher,
  purchaseVoucher,
  type TallyVoucher,
  voucherXml,
} from '../../server/exports/tallyVouchers';
import { tallyAmount, tallyDate, xmlAttribute, xmlText } from '../../server/exports/tallyXml';
import { FREIGHT_LINE_KINDS, freightInvoiceTotals } from '../../src/domain/freightInvoice';
import { GST_CHARGE_MODES } from '../../src/domain/gtaGst';
import type { InvoiceRow, ReceiptRow } from '../../src/domain/schemas/payments';
import { PAYMENT_MODES } from '../../src/domain/statuses';
import { DEFAULT_TALLY_LEDGERS, type TallyLedgerNames } from '../../src/domain/tallyLedgers';
import { validGstin } from '../support/importFiles';
import { parseXml, readTallyFile, tallyPaise } from '../support/tallyFile';

/** Tally's vouchers and the ledger masters before them, as the import reads them. */

const read = (xml: string) => readTallyFile(xml, { fragment: true });
const amountsOf = (xml: string) => read(xml).vouchers[0]!.entries.map((e) => tallyPaise(e.amount));

const name = fc.string({ minLength: 1, maxLength: 30 });
const line = fc.record({
  kind: fc.constantFrom(...FREIGHT_LINE_KINDS),
  quantity: fc.integer({ min: 1, max: 50 }),
  ratePaise: fc.integer({ min: 0, max: 5_00_000_00 }),
});

/** Transporter 2 of Maharashtra (GST state 27), registered. */
const OM_SHAKTI: TallyParty = {
  id: 2,
  name: 'Om Shakti Logistics',
  code: 'TR-0002',
  gstin: validGstin(7, '27'),
};

const booksFor = (party: TallyParty = OM_SHAKTI, names: TallyLedgerNames = DEFAULT_TALLY_LEDGERS) => {
  const books = new TallyLedgers(names);
  books.learn([party]);
  return books;
};

const invoiceOf = (
  totals: ReturnType<typeof freightInvoiceTotals>,
  chargeMode: InvoiceRow['chargeMode'],
  party: TallyParty = OM_SHAKTI,
  direction: 'inbound' | 'outbound' = 'outbound',
  number = 'RT/25-26/001',
): InvoiceRow => ({
  id: 7,
  number,
  financialYear: '2025-26',
  source: 'shipper',
  status: 'approved',
  order: { id: 1, number: 'OUT-00001', direction },
  plant: { id: 1, name: 'Satna Works' },
  transporter: { id: party.id, name: party.name, gstin: party.gstin },
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

const totalsOf = (chargeMode: InvoiceRow['chargeMode'], sameState: boolean, ratePaise = 38_500_00) =>
  freightInvoiceTotals([{ kind: 'freight', quantity: 1, ratePaise }], {
    chargeMode,
    rates: { reverseChargePercent: 5, forwardChargePercent: 12 },
    supplierStateCode: '27',
    recipientStateCode: sameState ? '27' : '09',
  });

const receiptOf = (
  amountPaise: number,
  mode: ReceiptRow['mode'],
  party: TallyParty = OM_SHAKTI,
): ReceiptRow => ({
  id: 3,
  number: 'RCPT-000003',
  amountPaise,
  paidOn: '2025-07-01',
  mode,
  reference: 'SBIN525012345678',
  createdAt: '2025-07-01T10:00:00.000Z',
  invoice: { id: 7, number: 'RT/25-26/001', issuedOn: '2025-06-10' },
  order: { id: 1, number: 'OUT-00001' },
  plant: { id: 1, name: 'Satna Works' },
  transporter: { id: party.id, name: party.name },
});

/** A file's messages as the export writes them: the masters of every ledger used, then the vouchers. */
function fileOf(vouchers: readonly TallyVoucher[], books: TallyLedgers): string {
  const refs: LedgerRef[] = vouchers.flatMap(ledgersOf);
  return books.mastersOf(refs) + vouchers.map((v) => voucherXml(v, books)).join('');
}

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
        (lines, chargeMode, sameState, partyName) => {
          const totals = freightInvoiceTotals(lines, {
            chargeMode,
            rates: { reverseChargePercent: 5, forwardChargePercent: 12 },
            supplierStateCode: '27',
            recipientStateCode: sameState ? '27' : '09',
          });
          const party = { ...OM_SHAKTI, name: partyName };
          const xml = voucherXml(purchaseVoucher(invoiceOf(totals, chargeMode, party)), booksFor(party));
          const amounts = read(xml).vouchers[0]?.entries.map((e) => tallyPaise(e.amount)) ?? [];
          expect(amounts.reduce((s, a) => s + a, 0)).toBe(0);
          // The transporter is credited what it is owed; a voucher of nothing owed has no entries at all.
          expect(amounts[0] ?? 0).toBe(totals.payablePaise);
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
          const xml = voucherXml(paymentVoucher(receiptOf(amount, mode)), booksFor());
          expect(amountsOf(xml)).toEqual([-amount, amount]);
          expect(read(xml).vouchers[0]!.instrument).toBe('SBIN525012345678');
        },
      ),
    );
  });

  it('any name survives XML, as text or as an attribute: markup escaped, characters XML cannot hold dropped', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: 'binary' }), (text) => {
        const document = parseXml(`<N A="${xmlAttribute(text)}">${xmlText(text)}</N>`);
        expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 cannot hold
        const kept = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
        const node = document.getElementsByTagName('N')[0]!;
        expect(node.textContent).toBe(kept);
        expect(node.getAttribute('A')).toBe(kept);
      }),
      // happy-dom parses a document of odd characters in tens of milliseconds.
      { numRuns: 50 },
    );
  }, 30_000);

  it('a transporter’s ledger is named alike in its master and its vouchers, whatever its name', () => {
    const party = { ...OM_SHAKTI, name: 'Sharma & Sons <Roadways> "Express" {code}' };
    const file = read(fileOf([paymentVoucher(receiptOf(100, 'neft', party))], booksFor(party)));
    expect(file.errors).toBe(0);
    expect(file.masters.map((m) => m.name)).toContain(party.name);
    expect(file.vouchers[0]!.party).toBe(party.name);
  });
});

describe('the ledger masters of a file', () => {
  const names: TallyLedgerNames = {
    ...DEFAULT_TALLY_LEDGERS,
    partyLedger: '{name} ({code})',
    freightInward: 'Freight & Cartage',
    freightOutward: 'FREIGHT & CARTAGE',
    inputIgst: 'IGST Input 12%',
    bank: 'HDFC Bank A/c 0042',
  };
  const unregistered: TallyParty = { id: 5, name: 'Raju Roadlines', code: 'TR-0005', gstin: null };
  const books = new TallyLedgers(names);
  books.learn([OM_SHAKTI, unregistered]);
  const vouchers = [
    purchaseVoucher(invoiceOf(totalsOf('forward', false), 'forward', OM_SHAKTI, 'inbound', 'OS/1')),
    purchaseVoucher(invoiceOf(totalsOf('reverse', true), 'reverse', unregistered, 'outbound', 'RR/1')),
    purchaseVoucher(invoiceOf(totalsOf('forward', true), 'forward', OM_SHAKTI, 'outbound', 'OS/2')),
    paymentVoucher(receiptOf(10_000_00, 'cheque', unregistered)),
  ];
  const file = read(fileOf(vouchers, books));

  it('come first, once each, and every voucher posts only to them', () => {
    expect(file.errors).toBe(0);
    const firstVoucher = file.messages.findIndex((m) => m.kind === 'voucher');
    expect(file.messages.slice(0, firstVoucher).every((m) => m.kind === 'ledger')).toBe(true);
    expect(file.messages.slice(firstVoucher).every((m) => m.kind === 'voucher')).toBe(true);
    const made = file.masters.map((m) => m.name.toLowerCase());
    expect(new Set(made).size).toBe(made.length);
    for (const voucher of file.vouchers) {
      expect(voucher.entries.reduce((sum, e) => sum + tallyPaise(e.amount), 0)).toBe(0);
      for (const entry of voucher.entries) expect(made).toContain(entry.ledger.toLowerCase());
      expect(made).toContain(voucher.party!.toLowerCase());
    }
    expect(file.masters.every((m) => m.action === 'Create')).toBe(true);
  });

  it('are named by the settings, under the groups of Tally’s chart of accounts', () => {
    const master = (ledger: string) => file.masters.find((m) => m.name === ledger);
    // One freight ledger for both directions: Tally names match without regard to case.
    expect(master('Freight & Cartage')).toMatchObject({ parent: 'Direct Expenses', taxType: null });
    expect(master('FREIGHT & CARTAGE')).toBeUndefined();
    expect(master('IGST Input 12%')).toMatchObject({
      parent: 'Duties & Taxes',
      taxType: 'GST',
      dutyHead: 'Integrated Tax',
    });
    expect(master('Input CGST')).toMatchObject({ dutyHead: 'Central Tax' });
    expect(master('Input SGST')).toMatchObject({ dutyHead: 'State Tax' });
    expect(master('CGST Payable on Reverse Charge')).toMatchObject({
      parent: 'Duties & Taxes',
      dutyHead: 'Central Tax',
    });
    expect(master('HDFC Bank A/c 0042')).toMatchObject({ parent: 'Bank Accounts' });
    // The transporters' ledgers: bill by bill, registered by their GSTIN and its state.
    expect(master('Om Shakti Logistics (TR-0002)')).toMatchObject({
      parent: 'Sundry Creditors',
      billWise: 'Yes',
      registration: 'Regular',
      gstin: OM_SHAKTI.gstin,
      state: 'Maharashtra',
    });
    expect(master('Raju Roadlines (TR-0005)')).toMatchObject({
      parent: 'Sundry Creditors',
      registration: 'Unregistered',
      gstin: null,
    });
    // Reverse charge of an intra-state invoice uses no IGST liability: no master for a ledger unused.
    expect(master('IGST Payable on Reverse Charge')).toBeUndefined();
  });

  it('write the vouchers with the same names, bill by bill', () => {
    const [inbound, reverse, , payment] = file.vouchers;
    expect(inbound!.party).toBe('Om Shakti Logistics (TR-0002)');
    expect(inbound!.entries.map((e) => e.ledger)).toEqual([
      'Om Shakti Logistics (TR-0002)',
      'Freight & Cartage',
      'IGST Input 12%',
    ]);
    expect(inbound!.entries[0]!.bills).toEqual(['New Ref OS/1']);
    expect(reverse!.entries.map((e) => e.ledger)).toEqual([
      'Raju Roadlines (TR-0005)',
      'FREIGHT & CARTAGE',
      'Input CGST',
      'Input SGST',
      'CGST Payable on Reverse Charge',
      'SGST Payable on Reverse Charge',
    ]);
    expect(payment!.entries.map((e) => e.ledger)).toEqual(['Raju Roadlines (TR-0005)', 'HDFC Bank A/c 0042']);
    expect(payment!.entries[0]!.bills).toEqual(['Agst Ref RT/25-26/001']);
  });

  it('are not written again for a later voucher', () => {
    expect(books.mastersOf(vouchers.flatMap(ledgersOf))).toBe('');
    const late: TallyParty = { id: 9, name: 'Late Carriers', code: 'TR-0009', gstin: null };
    books.learn([late]);
    const more = read(books.mastersOf(ledgersOf(paymentVoucher(receiptOf(1_00, 'upi', late)))));
    expect(more.masters.map((m) => m.name)).toEqual(['Late Carriers (TR-0009)']);
  });
});
