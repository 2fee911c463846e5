import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { roles, users } from '../../server/db/schema/access';
import { transporters } from '../../server/db/schema/transporters';
import { SHEET_FORMATS } from '../../server/exports/sheetCells';
import { InvoiceableOrders, type InvoiceDetail, InvoiceDraft } from '../../src/domain/schemas/payments';
import { type TallyLedgerNames, TallyLedgerSettings } from '../../src/domain/schemas/tallyLedgers';
import { DEFAULT_TALLY_LEDGERS } from '../../src/domain/tallyLedgers';
import { type ReadTallyFile, readTallyFile, tallyPaise } from '../support/tallyFile';
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

/** A Tally import file downloaded and read back: its envelope, masters and vouchers in order. */
async function tallyFile(query: string, token = owner) {
  const { response, bytes } = await download(app, `/api/invoices/tally?${query}`, token);
  expect(response.status, bytes.toString()).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(response.headers.get('content-disposition')).toMatch(/filename="tally-vouchers-.*\.xml"/);
  const file = readTallyFile(bytes.toString('utf-8'));
  expect(file.errors).toBe(0);
  expect(file).toMatchObject({ request: 'Import Data', report: 'Vouchers', importDups: '@@DUPIGNORE' });
  return file;
}

/**
 * What the import needs of any file: the masters first, each once; every voucher balanced, debits negative,
 * and posting only to ledgers the file creates (or the company has, which the file then leaves alone).
 */
function expectImportable(file: ReadTallyFile) {
  const firstVoucher = file.messages.findIndex((m) => m.kind === 'voucher');
  const head = firstVoucher < 0 ? file.messages : file.messages.slice(0, firstVoucher);
  expect(head.every((m) => m.kind === 'ledger')).toBe(true);
  expect(file.messages.slice(head.length).every((m) => m.kind === 'voucher')).toBe(true);
  const made = file.masters.map((m) => m.name.toLowerCase());
  expect(new Set(made).size).toBe(made.length);
  for (const v of file.vouchers) {
    expect(v.entries.reduce((sum, e) => sum + tallyPaise(e.amount), 0)).toBe(0);
    for (const e of v.entries) {
      expect(tallyPaise(e.amount) < 0).toBe(e.debit);
      expect(made, `${v.number}: ${e.ledger}`).toContain(e.ledger.toLowerCase());
    }
  }
}

describe('Tally vouchers', () => {
  it('books approved invoices as purchases and payments from the bank, after the masters of their ledgers', async () => {
    const file = await tallyFile(mine());
    expectImportable(file);
    expect(file.company).toBeNull();
    const purchases = file.vouchers.filter((v) => v.type === 'Purchase');
    const payments = file.vouchers.filter((v) => v.type === 'Payment');
    // The submitted invoice is not booked until approved.
    expect(purchases.map((v) => v.number).sort()).toEqual(['SS/001', 'SS/002']);
    expect(payments.map((v) => v.reference)).toEqual(['SBIN525012345678', '004512']);
    for (const v of file.vouchers) expect(v.party).toBe(PARTY);

    // The masters: the transporter among the creditors, and only the fixed ledgers these vouchers use.
    const party = file.masters.find((m) => m.name === PARTY);
    expect(party).toMatchObject({ action: 'Create', parent: 'Sundry Creditors', billWise: 'Yes' });
    const ledgers = DEFAULT_TALLY_LEDGERS;
    expect(file.masters.find((m) => m.name === ledgers.freightOutward)?.parent).toBe('Indirect Expenses');
    expect(file.masters.find((m) => m.name === ledgers.bank)?.parent).toBe('Bank Accounts');
    expect(file.masters.some((m) => m.name === ledgers.freightInward)).toBe(false);
    for (const m of file.masters.filter((m) => m.parent === 'Duties & Taxes'))
      expect(m).toMatchObject({
        taxType: 'GST',
        dutyHead: expect.stringMatching(/^(Integrated|Central|State) Tax$/),
      });

    const forward = purchases.find((v) => v.number === 'SS/001')!;
    expect(forward.date).toBe('20250610');
    const amountOf = (ledger: string) => forward.entries.find((e) => e.ledger === ledger)?.amount;
    expect(amountOf(PARTY)).toBe((entered.forward.payablePaise / 100).toFixed(2));
    expect(amountOf(ledgers.freightOutward)).toBe((-entered.forward.amountPaise / 100).toFixed(2));
    const tax = forward.entries
      .filter((e) => e.ledger.startsWith('Input'))
      .reduce((sum, e) => sum - tallyPaise(e.amount), 0);
    expect(tax).toBe(entered.forward.taxPaise);

    // Under reverse charge the transporter is owed the taxable amount; the GST is the shipper's own liability.
    const reverse = purchases.find((v) => v.number === 'SS/002')!;
    expect(reverse.entries.find((e) => e.ledger === PARTY)?.amount).toBe(
      (entered.reverse.amountPaise / 100).toFixed(2),
    );
    const liability = reverse.entries
      .filter((e) => e.ledger.includes('Reverse Charge'))
      .reduce((sum, e) => sum + tallyPaise(e.amount), 0);
    expect(liability).toBe(entered.reverse.taxPaise);

    const cheque = payments.find((v) => v.reference === '004512')!;
    expect(cheque).toMatchObject({ date: '20250703', instrument: '004512' });
    expect(cheque.entries.map((e) => e.ledger)).toEqual([PARTY, ledgers.bank]);
  });

  it("follows the list's filters, keeps to the reader's industry, and needs payment-summary", async () => {
    const submitted = await tallyFile(`${mine()}&status=submitted`);
    expect(submitted.vouchers.filter((v) => v.type === 'Purchase')).toEqual([]);
    expectImportable(submitted);
    const theirs = await tallyFile('', otherOwner);
    expect(theirs.vouchers.some((v) => v.party === PARTY)).toBe(false);
    expect(theirs.masters.some((m) => m.name === PARTY)).toBe(false);
    const staff = await loginAs(app, 'staff');
    expect((await download(app, '/api/invoices/tally', staff)).response.status).toBe(403);
    expect((await download(app, '/api/invoices/tally?status=nonsense', owner)).response.status).toBe(400);
  });
});

describe('the Tally ledger names of the settings', () => {
  const PATH = '/api/settings/tally-ledgers';
  const names: TallyLedgerNames = {
    companyName: 'Satna Cement Works Pvt Ltd (2025-26)',
    partyLedger: '{name} - {code}',
    freightInward: 'Carriage Inward',
    freightOutward: 'Carriage Outward',
    inputIgst: 'IGST Input',
    inputCgst: 'CGST Input',
    inputSgst: 'SGST Input',
    reverseChargeIgst: 'IGST RCM Payable',
    reverseChargeCgst: 'CGST RCM Payable',
    reverseChargeSgst: 'SGST RCM Payable',
    bank: 'HDFC Bank CA 0042',
  };

  it('start at the defaults, refuse a GST ledger shared with another role, and keep to the industry', async () => {
    const read = await api<TallyLedgerSettings>(app, PATH, { token: owner });
    expect(read.status).toBe(200);
    expect(TallyLedgerSettings.parse(read.body)).toMatchObject({
      values: DEFAULT_TALLY_LEDGERS,
      isDefault: true,
      updatedAt: null,
    });
    const bad = await api<{ error: { fields: Record<string, string> } }>(app, PATH, {
      token: owner,
      method: 'PUT',
      body: { ...names, inputSgst: 'cgst input', partyLedger: 'Transporters' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['inputSgst', 'partyLedger']);

    const saved = await api<TallyLedgerSettings>(app, PATH, { token: owner, method: 'PUT', body: names });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ values: names, isDefault: false });
    const theirs = await api<TallyLedgerSettings>(app, PATH, { token: otherOwner });
    expect(theirs.body.isDefault).toBe(true);
  });

  it('name the file’s masters and vouchers, and choose its company', async () => {
    const [transporter] = await app.database.db
      .select({ code: transporters.code })
      .from(transporters)
      .where(eq(transporters.id, partyId));
    const partyLedger = `${PARTY} - ${transporter!.code}`;
    const file = await tallyFile(mine());
    expectImportable(file);
    expect(file.company).toBe(names.companyName);
    expect(file.masters.map((m) => m.name).sort()).toEqual(
      [partyLedger, names.freightOutward, names.bank, ...taxLedgersOf(file)].sort(),
    );
    for (const v of file.vouchers) expect(v.party).toBe(partyLedger);
    const forward = file.vouchers.find((v) => v.number === 'SS/001')!;
    expect(forward.entries.map((e) => e.ledger)).toEqual(
      expect.arrayContaining([partyLedger, names.freightOutward]),
    );
    const reverse = file.vouchers.find((v) => v.number === 'SS/002')!;
    expect(reverse.entries.some((e) => e.ledger.endsWith('RCM Payable'))).toBe(true);
    const payment = file.vouchers.find((v) => v.reference === '004512')!;
    expect(payment.entries.map((e) => e.ledger)).toEqual([partyLedger, names.bank]);
    // No default name is left in the file.
    const named = new Set(
      file.messages.flatMap((m) => (m.kind === 'ledger' ? [m.name] : m.entries.map((e) => e.ledger))),
    );
    for (const name of Object.values(DEFAULT_TALLY_LEDGERS)) expect(named.has(name), name).toBe(false);
  });

  it('are read with payment-summary and changed with the settings permission too; reset brings the defaults', async () => {
    const staff = await loginAs(app, 'staff');
    expect((await api(app, PATH, { token: staff })).status).toBe(403);
    const accounts = await accountsDesk();
    expect((await api(app, PATH, { token: accounts })).status).toBe(200);
    const put = await api(app, PATH, { token: accounts, method: 'PUT', body: DEFAULT_TALLY_LEDGERS });
    expect(put.status).toBe(403);
    expect((await api(app, PATH, { token: accounts, method: 'DELETE' })).status).toBe(403);

    const reset = await api<TallyLedgerSettings>(app, PATH, { token: owner, method: 'DELETE' });
    expect(reset.body).toMatchObject({ values: DEFAULT_TALLY_LEDGERS, isDefault: true });
    const file = await tallyFile(mine());
    expect(file.company).toBeNull();
    expect(file.vouchers.every((v) => v.party === PARTY)).toBe(true);
  });
});

/** The tax ledgers a file's vouchers post to. */
const taxLedgersOf = (file: ReadTallyFile) =>
  [...new Set(file.vouchers.flatMap((v) => v.entries.map((e) => e.ledger)))].filter((l) => /GST/.test(l));

/** A staff member who may see the payment summary but not change the industry's settings. */
async function accountsDesk(): Promise<string> {
  const db = app.database.db;
  const [role] = await db
    .insert(roles)
    .values({ industryId: refs.industryId, name: 'Accounts desk', permissions: ['payment-summary'] })
    .returning();
  await db.insert(users).values({
    industryId: refs.industryId,
    userType: 1,
    name: 'Accounts Desk',
    email: 'accountsdesk@freightdesk.test',
    mobile: '9800000096',
    passwordHash: await hashPassword('accounts-desk-1'),
    roleId: role!.id,
  });
  const login = await api<{ token: string }>(app, '/api/auth/login', {
    body: { login: 'accountsdesk@freightdesk.test', password: 'accounts-desk-1' },
  });
  return login.body.token;
}

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
