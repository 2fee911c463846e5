import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transporters } from '../../server/db/schema/transporters';
import { SHEET_FORMATS } from '../../server/exports/sheetCells';
import { TALLY_LEDGERS } from '../../server/exports/tallyVouchers';
import { InvoiceableOrders, type InvoiceDetail, InvoiceDraft } from '../../src/domain/schemas/payments';
import { csvRows, download } from './exportDownloads';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { deliveredOrder } from './invoiceFixtures';
import { type DemoRefs, demoRefs, makeStaffGateKeeper } from './lifecycleFixtures';
import { prepareSecondIndustry } from './trackingFixtures';

/**
 * What the invoice form starts from (`/api/invoice-drafts`), and the accountants' files of /payment-summary:
 * its invoices and payments as CSV and XLSX, and Tally's XML vouchers, read back and balanced.
 */

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let otherOwner: string;
let secondOrderId: number;
/** A transporter whose name needs escaping in XML, so its invoices are the only ones under its filter. */
const PARTY = 'Sharma & Sons <Roadways> "Express"';
let partyId: number;
/** Our three invoices among the seed's for the same transporter. */
const mine = () => `transporter=${partyId}&search=SS%2F`;
const entered: Record<'forward' | 'reverse' | 'waiting', InvoiceDetail> = {} as never;

const enter = async (orderId: number, number: string, chargeMode: string, rateInr: number) => {
  const reply = await api<InvoiceDetail>(app, '/api/invoices', {
    token: owner,
    body: {
      orderId,
      number,
      issuedOn: '2025-06-10',
      chargeMode,
      irn: '',
      lines: [
        { kind: 'freight', quantity: 1, rateInr },
        { kind: 'loading', quantity: 1, rateInr: 333.33 },
      ],
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
};
const step = async (id: number, path: string, body?: object) => {
  const reply = await api<InvoiceDetail>(app, `/api/invoices/${id}/${path}`, {
    token: owner,
    method: 'POST',
    ...(body ? { body } : {}),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
  return reply.body;
};

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  owner = await loginAs(app, 'owner');
  secondOrderId = (await prepareSecondIndustry(app)).orderId;
  otherOwner = await loginAs(app, 'noPlan');
  partyId = refs.otherTransporterIds[1];
  await app.database.db.update(transporters).set({ name: PARTY }).where(eq(transporters.id, partyId));
  const order = () => deliveredOrder(app, owner, refs, 30, { transporterId: partyId });
  entered.forward = await enter(await order(), 'SS/001', 'forward', 38_500.55);
  entered.reverse = await enter(await order(), 'SS/002', 'reverse', 41_000);
  entered.waiting = await enter(await order(), 'SS/003', 'forward', 12_000);
  for (const invoice of [entered.forward, entered.reverse]) await step(invoice.id, 'approve');
  await step(entered.forward.id, 'schedule', { scheduledOn: '2025-07-01' });
  await step(entered.forward.id, 'payments', {
    amountInr: 20_000,
    paidOn: '2025-07-01',
    mode: 'neft',
    reference: 'SBIN525012345678',
  });
  await step(entered.forward.id, 'payments', {
    amountInr: (entered.forward.payablePaise - 20_000_00) / 100,
    paidOn: '2025-07-03',
    mode: 'cheque',
    reference: '004512',
  });
});
afterAll(() => app.close());

describe('what the invoice form starts from', () => {
  it('offers delivered orders waiting for an invoice, and an order’s award, GST terms and payment terms', async () => {
    const orderId = await deliveredOrder(app, owner, refs, 30);
    const picker = await api(app, '/api/invoice-drafts?search=', { token: owner });
    expect(picker.status).toBe(200);
    const offered = InvoiceableOrders.parse(picker.body);
    expect(offered.map((o) => o.id)).toContain(orderId);
    // Invoiced orders are not offered again.
    expect(offered.map((o) => o.id)).not.toContain(entered.forward.order.id);

    const draft = InvoiceDraft.parse(
      (await api(app, `/api/invoice-drafts/${orderId}`, { token: owner })).body,
    );
    expect(draft).toMatchObject({
      order: { id: orderId, status: 'delivered', freightPaise: 38_500_00, source: 'offline' },
      invoiceId: null,
      rates: { reverseChargePercent: 5, forwardChargePercent: 12 },
      paymentTerm: { name: 'Standard terms', days: 30, advancePercent: 0 },
    });
    // 30 hours inside the gate.
    expect(Date.parse(draft.order.gateOutAt!) - Date.parse(draft.order.gateInAt!)).toBe(30 * 3_600_000);
    expect(draft.recipientStateCode).toMatch(/^\d{2}$/);
    const invoiced = InvoiceDraft.parse(
      (await api(app, `/api/invoice-drafts/${entered.forward.order.id}`, { token: owner })).body,
    );
    expect(invoiced.invoiceId).toBe(entered.forward.id);
  });

  it("is refused without payment-summary, and another industry's order is not found", async () => {
    await makeStaffGateKeeper(app.database.db, refs.industryId);
    const staff = await loginAs(app, 'staff');
    expect((await api(app, '/api/invoice-drafts', { token: staff })).status).toBe(403);
    expect((await api(app, `/api/invoice-drafts/${secondOrderId}`, { token: owner })).status).toBe(404);
    const theirs = await api(app, `/api/invoice-drafts/${entered.forward.order.id}`, { token: otherOwner });
    expect(theirs.status).toBe(404);
    const theirPicker = InvoiceableOrders.parse(
      (await api(app, '/api/invoice-drafts', { token: otherOwner })).body,
    );
    expect(theirPicker.every((o) => o.plant.id !== refs.plantId)).toBe(true);
  });
});

describe('the search box of the invoices and their payments', () => {
  it("finds them by the transporter's name, the invoice number or the payment's reference", async () => {
    const byName = await api<{ rows: { id: number }[]; total: number }>(
      app,
      '/api/invoices?search=Sharma%20%26%20Sons&pageSize=100',
      { token: owner },
    );
    expect(byName.status).toBe(200);
    // Every invoice of that transporter (the seed's among them), and nothing else.
    const theirAll = await api<{ rows: { id: number }[] }>(
      app,
      `/api/invoices?transporter=${partyId}&pageSize=100`,
      {
        token: owner,
      },
    );
    expect(byName.body.rows.map((r) => r.id).sort()).toEqual(theirAll.body.rows.map((r) => r.id).sort());
    expect(byName.body.rows.map((r) => r.id)).toEqual(
      expect.arrayContaining([entered.forward.id, entered.reverse.id, entered.waiting.id]),
    );
    const byNumber = await api<{ rows: { id: number }[] }>(app, '/api/invoices?search=SS%2F002', {
      token: owner,
    });
    expect(byNumber.body.rows.map((r) => r.id)).toEqual([entered.reverse.id]);
    // The payments: the paid invoice's two under its transporter's name, one under its reference (a header
    // line and the row).
    const paidByName = (await csvRows(app, '/api/receipts/export?search=Sharma', owner)).rows
      .flat()
      .join(' ');
    expect(paidByName).toContain('SBIN525012345678');
    expect(paidByName).toContain('004512');
    expect((await csvRows(app, '/api/receipts/export?search=004512', owner)).rows).toHaveLength(2);
    // Another industry's owner finds nothing of these under the same name.
    const theirs = await api<{ rows: unknown[] }>(app, '/api/invoices?search=Sharma', { token: otherOwner });
    expect(theirs.body.rows).toHaveLength(0);
  });
});

describe('invoices and payments as CSV and XLSX', () => {
  it('lists the filtered invoices with the GST split, in rupees that add up', async () => {
    const { response, rows } = await csvRows(
      app,
      `/api/invoices/export?${mine()}&sort=number&order=asc`,
      owner,
    );
    expect(response.headers.get('content-disposition')).toMatch(/filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers.get('x-row-count')).toBe('3');
    const [header, ...data] = rows;
    const at = (name: string) => header!.indexOf(name);
    expect(header).toEqual(
      expect.arrayContaining(['Invoice number', 'Taxable value', 'CGST', 'IGST', 'IRN']),
    );
    expect(data.map((r) => r[at('Invoice number')])).toEqual(['SS/001', 'SS/002', 'SS/003']);
    for (const row of data) {
      const [taxable, cgst, sgst, igst, value] = [
        'Taxable value',
        'CGST',
        'SGST',
        'IGST',
        'Invoice value',
      ].map((name) => Math.round(Number(row[at(name)]) * 100));
      expect(taxable! + cgst! + sgst! + igst!).toBe(value);
      expect(row[at('Transporter')]).toBe(PARTY);
    }
    expect(Number(data[0]![at('Taxable value')])).toBe(38_833.88);
    expect(data[1]![at('GST charge')]).toBe('reverse charge');
    expect(data[0]![at('Outstanding')]).toBe('0');
  });

  it('lists the payments against them, paid between the dates, as XLSX: dates as dates, rupees as ₹ numbers', async () => {
    const { response, bytes } = await download(
      app,
      `/api/receipts/export?${mine()}&from=2025-07-02&to=2025-07-31&format=xlsx`,
      owner,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="payments-.*\.xlsx"/);
    const sheet = await firstSheet(bytes);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Payment date',
      'Amount',
      'Payment mode',
      'UTR / cheque number',
      'Invoice number',
      'Invoice date',
      'Order',
      'Plant',
      'Transporter',
    ]);
    // The payment of 1 July is before the dates; the cheque of 3 July is in.
    expect(sheet.actualRowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toEqual(new Date(Date.UTC(2025, 6, 3)));
    expect(row.getCell(1).numFmt).toBe(SHEET_FORMATS.day);
    expect(row.getCell(2).value).toBe((entered.forward.payablePaise - 20_000_00) / 100);
    expect(row.getCell(2).numFmt).toBe(SHEET_FORMATS.inr);
    expect([3, 4, 5].map((n) => row.getCell(n).value)).toEqual(['Cheque', '004512', 'SS/001']);
    expect(row.getCell(6).value).toEqual(new Date(Date.UTC(2025, 5, 10)));
    expectHeaderFrozenAndFiltered(sheet, 'A1:I2');
  });

  it('lists the invoices as XLSX with their dates and every amount typed', async () => {
    const { bytes } = await download(
      app,
      `/api/invoices/export?${mine()}&sort=number&order=asc&format=xlsx`,
      owner,
    );
    const sheet = await firstSheet(bytes);
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
    expect(cell(2, 'Invoice number').value).toBe('SS/001');
    expect(cell(2, 'Invoice date').value).toEqual(new Date(Date.UTC(2025, 5, 10)));
    expect(cell(2, 'Due date').value).toBeInstanceOf(Date);
    expect(cell(2, 'Due date').numFmt).toBe(SHEET_FORMATS.day);
    for (const name of [
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Invoice value',
      'Payable to transporter',
      'Paid',
      'Outstanding',
    ]) {
      expect(typeof cell(2, name).value, name).toBe('number');
      expect(cell(2, name).numFmt, name).toBe(SHEET_FORMATS.inr);
    }
    expect(cell(2, 'Taxable value').value).toBe(38_833.88);
    // Text stays text: a GST rate is a plain number, an IRN empty.
    expect(cell(2, 'GST rate (%)').numFmt).toBeUndefined();
    expectHeaderFrozenAndFiltered(sheet, `A1:${String.fromCharCode(64 + header.length)}4`);
    // Wide enough to show a date or an amount rather than "#####".
    expect(sheet.getColumn(header.indexOf('Invoice date') + 1).width).toBeGreaterThanOrEqual(12);
  });

  it("keeps to the reader's industry, and needs payment-summary", async () => {
    const theirs = await csvRows(app, `/api/invoices/export?transporter=${partyId}`, otherOwner);
    expect(theirs.rows).toHaveLength(1);
    const receipts = await csvRows(app, '/api/receipts/export', otherOwner);
    expect(receipts.rows.flat()).not.toContain('SBIN525012345678');
    const staff = await loginAs(app, 'staff');
    expect((await download(app, '/api/receipts/export', staff)).response.status).toBe(403);
  });
});

/** The vouchers of a Tally import file, each with its ledger entries. */
async function tallyVouchers(query: string, token = owner) {
  const { response, bytes } = await download(app, `/api/invoices/tally?${query}`, token);
  expect(response.status, bytes.toString()).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(response.headers.get('content-disposition')).toMatch(/filename="tally-vouchers-.*\.xml"/);
  const document = new new Window().DOMParser().parseFromString(bytes.toString('utf-8'), 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const one = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;
  expect(one(document.documentElement as unknown as Element, 'TALLYREQUEST')).toBe('Import Data');
  expect(one(document.documentElement as unknown as Element, 'REPORTNAME')).toBe('Vouchers');
  return [...document.getElementsByTagName('VOUCHER')].map((node) => {
    const v = node as unknown as Element;
    return {
      type: v.getAttribute('VCHTYPE'),
      date: one(v, 'DATE'),
      number: one(v, 'VOUCHERNUMBER'),
      reference: one(v, 'REFERENCE'),
      party: one(v, 'PARTYLEDGERNAME'),
      instrument: one(v, 'INSTRUMENTNUMBER'),
      entries: [...v.getElementsByTagName('ALLLEDGERENTRIES.LIST')].map((e) => ({
        ledger: one(e as unknown as Element, 'LEDGERNAME'),
        debit: one(e as unknown as Element, 'ISDEEMEDPOSITIVE') === 'Yes',
        amount: one(e as unknown as Element, 'AMOUNT')!,
      })),
    };
  });
}

const paiseOf = (amount: string) => {
  expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(amount) * 100);
};

describe('Tally vouchers', () => {
  it('books approved invoices as purchases and payments from the bank, every voucher balanced', async () => {
    const vouchers = await tallyVouchers(mine());
    const purchases = vouchers.filter((v) => v.type === 'Purchase');
    const payments = vouchers.filter((v) => v.type === 'Payment');
    // The submitted invoice is not booked until approved.
    expect(purchases.map((v) => v.number).sort()).toEqual(['SS/001', 'SS/002']);
    expect(payments.map((v) => v.reference)).toEqual(['SBIN525012345678', '004512']);
    for (const v of vouchers) {
      expect(v.entries.reduce((sum, e) => sum + paiseOf(e.amount), 0)).toBe(0);
      // Debits are negative, credits positive.
      for (const e of v.entries) expect(paiseOf(e.amount) < 0).toBe(e.debit);
      expect(v.party).toBe(PARTY);
    }

    const forward = purchases.find((v) => v.number === 'SS/001')!;
    expect(forward.date).toBe('20250610');
    const amountOf = (ledger: string) => forward.entries.find((e) => e.ledger === ledger)?.amount;
    expect(amountOf(PARTY)).toBe((entered.forward.payablePaise / 100).toFixed(2));
    expect(amountOf(TALLY_LEDGERS.freightOutward)).toBe((-entered.forward.amountPaise / 100).toFixed(2));
    const tax = forward.entries
      .filter((e) => e.ledger?.startsWith('Input'))
      .reduce((sum, e) => sum - paiseOf(e.amount), 0);
    expect(tax).toBe(entered.forward.taxPaise);

    // Under reverse charge the transporter is owed the taxable amount; the GST is the shipper's own liability.
    const reverse = purchases.find((v) => v.number === 'SS/002')!;
    expect(reverse.entries.find((e) => e.ledger === PARTY)?.amount).toBe(
      (entered.reverse.amountPaise / 100).toFixed(2),
    );
    const liability = reverse.entries
      .filter((e) => e.ledger?.includes('Reverse Charge'))
      .reduce((sum, e) => sum + paiseOf(e.amount), 0);
    expect(liability).toBe(entered.reverse.taxPaise);

    const cheque = payments.find((v) => v.reference === '004512')!;
    expect(cheque).toMatchObject({ date: '20250703', instrument: '004512' });
    expect(cheque.entries.map((e) => e.ledger)).toEqual([PARTY, TALLY_LEDGERS.bank]);
  });

  it("follows the list's filters, keeps to the reader's industry, and needs payment-summary", async () => {
    const disputed = await tallyVouchers(`${mine()}&status=submitted`);
    expect(disputed.filter((v) => v.type === 'Purchase')).toEqual([]);
    const theirs = await tallyVouchers('', otherOwner);
    expect(theirs.some((v) => v.party === PARTY)).toBe(false);
    const staff = await loginAs(app, 'staff');
    expect((await download(app, '/api/invoices/tally', staff)).response.status).toBe(403);
    expect((await download(app, '/api/invoices/tally?status=nonsense', owner)).response.status).toBe(400);
  });
});

/** The first worksheet of an XLSX file, read back with exceljs. */
async function firstSheet(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  return book.worksheets[0]!;
}

/** The heading row frozen above the rows, and a filter over the heading and every row. */
function expectHeaderFrozenAndFiltered(sheet: ExcelJS.Worksheet, range: string) {
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBe(range);
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
}
