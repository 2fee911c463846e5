import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { users } from '../../server/db/schema/access';
import { invoices } from '../../server/db/schema/billing';
import { orders } from '../../server/db/schema/orders';
import { plants } from '../../server/db/schema/plants';
import { industries } from '../../server/db/schema/tenancy';
import { industryTransporters } from '../../server/db/schema/transporters';
import { DEMO_PASSWORD } from '../../server/db/seed/demoAccounts';
import { indianDate } from '../../server/indianDate';
import { ApiError } from '../../src/domain/schemas/error';
import { InvoiceDetail } from '../../src/domain/schemas/payments';
import {
  type IndustryOwed,
  TransporterInvoiceDetail,
  TransporterInvoiceDraft,
  TransporterInvoicePage,
} from '../../src/domain/schemas/transporterInvoices';
import { csvRows, download } from './exportDownloads';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { deliveredOrder } from './invoiceFixtures';
import { type DemoRefs, demoRefs } from './lifecycleFixtures';
import { testSockets } from './testSockets';
import { prepareSecondIndustry } from './trackingFixtures';

/**
 * A transporter company's money in its portal: its invoices of every industry that works with it (never another
 * company's), the draft it raises one against (another company's order is not found), where the shipper has each
 * (approved, disputed with the reason, scheduled, paid with its receipts), what each industry owes it, and its
 * file of them.
 */

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let secondOwner: string;
let carrier: string;
let rival: string;
let second: { industryId: number; name: string };

type Page = ReturnType<typeof TransporterInvoicePage.parse>;

const PREFIX = 'TM/';
let numbers = 0;
const invoiceBody = (orderId: number, over: Record<string, unknown> = {}) => ({
  orderId,
  number: `${PREFIX}${String(++numbers).padStart(3, '0')}`,
  issuedOn: '2025-06-10',
  chargeMode: 'forward',
  irn: '',
  lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
  ...over,
});

/** The numbers each company raised here, to tell its file from the other's. */
const raised = new Map<string, string[]>();

const raise = async (token: string, body: ReturnType<typeof invoiceBody>) => {
  raised.set(token, [...(raised.get(token) ?? []), body.number]);
  const reply = await api<{ id: number; number: string; payablePaise: number }>(
    app,
    '/api/transporter/invoices',
    { token, body },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
};

const listed = async (token: string, query = ''): Promise<Page> => {
  const reply = await api(app, `/api/transporter/invoices?pageSize=100${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return TransporterInvoicePage.parse(reply.body);
};

/** Every invoice the list holds under a query, page after page. */
async function everyListed(token: string, query = '') {
  const rows: Page['rows'] = [];
  for (let page = 1; ; page++) {
    const one = await listed(token, `&page=${page}${query}`);
    rows.push(...one.rows);
    if (one.rows.length < one.pageSize) return { rows, total: one.total, owed: one.owed };
  }
}

const shipperStep = async (token: string, id: number, path: string, body?: object) => {
  const reply = await api(app, `/api/invoices/${id}/${path}`, {
    token,
    method: 'POST',
    ...(body ? { body } : {}),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
};

/** A delivered order of the second industry carried by `transporterId`, as its shipper would have it. */
async function secondIndustryDeliveredOrder(transporterId: number, number: string): Promise<number> {
  const db = app.database.db;
  const [plant] = await db.select().from(plants).where(eq(plants.industryId, second.industryId)).limit(1);
  const gateInAt = new Date(Date.now() - 3 * 86_400_000);
  const [order] = await db
    .insert(orders)
    .values({
      industryId: second.industryId,
      number,
      direction: 'outbound',
      source: 'offline',
      plantId: plant!.id,
      transporterId,
      originCityId: plant!.cityId,
      destinationCityId: plant!.cityId,
      status: 'delivered',
      vehicleNumber: 'MP20ZZ1234',
      trackingMethod: 'gps',
      weightKg: 20_000,
      freightPaise: 3_850_000,
      pickupAt: gateInAt,
      gateInAt,
      gateOutAt: new Date(gateInAt.getTime() + 4 * 3_600_000),
      deliveredAt: new Date(Date.now() - 86_400_000),
    })
    .returning({ id: orders.id });
  return order!.id;
}

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  const db = app.database.db;
  refs = await demoRefs(db);
  const prepared = await prepareSecondIndustry(app);
  const [named] = await db.select().from(industries).where(eq(industries.id, prepared.industryId));
  second = { industryId: prepared.industryId, name: named!.name };
  // The second industry works with the demo transporter too: one company, two shippers.
  await db
    .insert(industryTransporters)
    .values({ industryId: second.industryId, transporterId: refs.transporterId })
    .onConflictDoNothing();
  await db.insert(users).values({
    userType: 2,
    transporterId: refs.otherTransporterIds[0],
    name: 'Rival fleet',
    email: 'rival-money@freightdesk.test',
    mobile: '9744444444',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  [owner, secondOwner, carrier] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'noPlan'),
    loginAs(app, 'transporter'),
  ]);
  rival = (
    await api<{ token: string }>(app, '/api/auth/login', {
      body: { login: 'rival-money@freightdesk.test', password: DEMO_PASSWORD },
    })
  ).body.token;
});
const sockets = testSockets();
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

describe("a transporter's invoices", () => {
  it('lists exactly its own invoices of every industry, each with its industry, and what each owes', async () => {
    const mine = await raise(carrier, invoiceBody(await deliveredOrder(app, owner, refs)));
    const theirs = await raise(
      carrier,
      invoiceBody(await secondIndustryDeliveredOrder(refs.transporterId, 'B-OUT-TM1')),
    );
    const rivals = await raise(
      rival,
      invoiceBody(await deliveredOrder(app, owner, refs, 30, { transporterId: refs.otherTransporterIds[0] })),
    );
    // In the second industry the rival carries for the same shipper: still not the demo company's.
    const rivalsThere = await raise(
      rival,
      invoiceBody(await secondIndustryDeliveredOrder(refs.otherTransporterIds[0], 'B-OUT-TM2')),
    );

    const all = await everyListed(carrier);
    const expected = await app.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.transporterId, refs.transporterId));
    expect(all.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    expect(all.total).toBe(expected.length);
    const ids = new Set(all.rows.map((r) => r.id));
    expect(ids.has(mine.id) && ids.has(theirs.id)).toBe(true);
    expect(ids.has(rivals.id) || ids.has(rivalsThere.id)).toBe(false);
    // Latest invoice date first.
    const dates = all.rows.map((r) => r.issuedOn);
    expect(dates).toEqual([...dates].sort().reverse());

    const fromSecond = await listed(carrier, `&industry=${second.industryId}`);
    expect(fromSecond.rows.map((r) => r.id)).toEqual([theirs.id]);
    expect(fromSecond.rows[0]).toMatchObject({
      number: theirs.number,
      status: 'submitted',
      source: 'transporter',
      industry: { id: second.industryId, name: second.name },
      order: { number: 'B-OUT-TM1' },
      payablePaise: theirs.payablePaise,
      paidPaise: 0,
      receipts: [],
      disputeReason: null,
      scheduledOn: null,
    });
    expect(all.rows.find((r) => r.id === mine.id)?.industry.id).toBe(refs.industryId);

    // The rival reads its own, and none of the demo company's.
    const rivalIds = new Set((await everyListed(rival)).rows.map((r) => r.id));
    expect(rivalIds.has(rivals.id) && rivalIds.has(rivalsThere.id)).toBe(true);
    expect(rivalIds.has(mine.id) || rivalIds.has(theirs.id)).toBe(false);

    // What each industry owes, summed over every invoice whatever the filters: the second industry owes the
    // one invoice, long past its due date.
    const owedBy = (industryId: number) => all.owed.find((o) => o.industry.id === industryId);
    expect(all.owed.map((o) => o.industry.id).sort()).toEqual([refs.industryId, second.industryId].sort());
    expect(owedBy(second.industryId)).toEqual({
      industry: { id: second.industryId, name: second.name },
      invoices: 1,
      payablePaise: theirs.payablePaise,
      paidPaise: 0,
      outstandingPaise: theirs.payablePaise,
      overduePaise: theirs.payablePaise,
      disputedPaise: 0,
    } satisfies IndustryOwed);
    const [sums] = await app.database.db
      .select({
        payable: sql<number>`sum(${invoices.payablePaise})`.mapWith(Number),
        paid: sql<number>`sum(${invoices.paidPaise})`.mapWith(Number),
      })
      .from(invoices)
      .where(and(eq(invoices.transporterId, refs.transporterId), eq(invoices.industryId, refs.industryId)));
    expect(owedBy(refs.industryId)).toMatchObject({
      payablePaise: sums!.payable,
      paidPaise: sums!.paid,
      outstandingPaise: sums!.payable - sums!.paid,
    });
    expect(all.owed.map((o) => o.outstandingPaise)).toEqual(
      [...all.owed.map((o) => o.outstandingPaise)].sort((a, b) => b - a),
    );

    // A shipper's account has no business here.
    const shipper = await api(app, '/api/transporter/invoices', { token: owner });
    expect(shipper.status).toBe(403);
    expect(ApiError.parse(shipper.body).error.code).toBe('forbidden');
  });

  it("drafts the invoice of its own delivered order; another company's order is not found", async () => {
    const orderId = await deliveredOrder(app, owner, refs);
    const draft = await api(app, `/api/transporter/invoice-drafts/${orderId}`, { token: carrier });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(TransporterInvoiceDraft.parse(draft.body)).toMatchObject({
      industry: { id: refs.industryId },
      order: {
        id: orderId,
        status: 'delivered',
        freightPaise: 38_500_00,
        transporter: { id: refs.transporterId },
      },
      invoiceId: null,
      rates: { forwardChargePercent: 12 },
    });

    // Another company's order, of the same industry or another, reads as one that does not exist.
    const rivalsOrder = await deliveredOrder(app, owner, refs, 30, {
      transporterId: refs.otherTransporterIds[0],
    });
    const rivalsThere = await secondIndustryDeliveredOrder(refs.otherTransporterIds[0], 'B-OUT-TM3');
    for (const id of [rivalsOrder, rivalsThere, 2_000_000_000]) {
      const refused = await api(app, `/api/transporter/invoice-drafts/${id}`, { token: carrier });
      expect(refused.status, String(id)).toBe(404);
      expect(ApiError.parse(refused.body).error).toMatchObject({ code: 'not_found' });
    }
    expect((await api(app, `/api/transporter/invoice-drafts/${orderId}`, { token: rival })).status).toBe(404);
    expect((await api(app, `/api/transporter/invoice-drafts/${orderId}`, { token: owner })).status).toBe(403);

    // Once raised, the draft names the order's invoice.
    const raised = await raise(carrier, invoiceBody(orderId));
    const after = TransporterInvoiceDraft.parse(
      (await api(app, `/api/transporter/invoice-drafts/${orderId}`, { token: carrier })).body,
    );
    expect(after).toMatchObject({ invoiceId: raised.id, order: { status: 'invoiced' } });
  });

  it("follows the shipper's steps: disputed with the reason, approved, scheduled and paid with each receipt", async () => {
    const today = indianDate(new Date());
    const disputed = await raise(carrier, invoiceBody(await deliveredOrder(app, owner, refs)));
    const paid = await raise(carrier, invoiceBody(await deliveredOrder(app, owner, refs)));
    const one = async (id: number, query = '') =>
      (await everyListed(carrier, query)).rows.find((r) => r.id === id);
    const before = (await listed(carrier)).owed.find((o) => o.industry.id === refs.industryId)!;

    await shipperStep(owner, disputed.id, 'dispute', { reason: 'Freight above the award' });
    expect(await one(disputed.id)).toMatchObject({
      status: 'disputed',
      disputeReason: 'Freight above the award',
    });
    expect(await one(disputed.id, '&status=disputed')).toBeDefined();
    expect(await one(disputed.id, '&status=submitted')).toBeUndefined();

    await shipperStep(owner, paid.id, 'approve');
    expect((await one(paid.id))?.status).toBe('approved');
    await shipperStep(owner, paid.id, 'schedule', { scheduledOn: today });
    expect(await one(paid.id)).toMatchObject({ status: 'scheduled', scheduledOn: today });
    const part = 10_000_00;
    await shipperStep(owner, paid.id, 'payments', {
      amountInr: part / 100,
      paidOn: today,
      mode: 'neft',
      reference: 'SBIN526012345601',
    });
    expect(await one(paid.id)).toMatchObject({
      status: 'scheduled',
      paidPaise: part,
      receipts: [{ amountPaise: part, mode: 'neft', reference: 'SBIN526012345601', paidOn: today }],
    });
    await shipperStep(owner, paid.id, 'payments', {
      amountInr: (paid.payablePaise - part) / 100,
      paidOn: today,
      mode: 'rtgs',
      reference: 'HDFCR52026012345',
    });
    const settled = await one(paid.id, '&status=paid');
    expect(settled).toMatchObject({ status: 'paid', paidPaise: paid.payablePaise });
    expect(settled!.receipts.map((r) => [r.amountPaise, r.mode, r.reference])).toEqual([
      [part, 'neft', 'SBIN526012345601'],
      [paid.payablePaise - part, 'rtgs', 'HDFCR52026012345'],
    ]);
    expect(settled!.receipts.every((r) => r.number.startsWith('RCPT-'))).toBe(true);

    // What the industry owes moved by the payments, and the disputed invoice is counted as disputed.
    const after = (await listed(carrier)).owed.find((o) => o.industry.id === refs.industryId)!;
    expect(after.paidPaise - before.paidPaise).toBe(paid.payablePaise);
    expect(after.outstandingPaise).toBe(before.outstandingPaise - paid.payablePaise);
    expect(after.disputedPaise - before.disputedPaise).toBe(disputed.payablePaise);
  });

  it('exports its own invoices under the filters as CSV and XLSX, never another company’s', async () => {
    const path = (token: string, query: string) =>
      csvRows(app, `/api/transporter/invoices/export?format=csv&${query}`, token);
    const { response, rows } = await path(carrier, `industry=${second.industryId}`);
    expect(response.headers.get('content-disposition')).toMatch(/my-invoices-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...lines] = rows as [string[], ...string[][]];
    expect(header.slice(0, 7)).toEqual([
      'Invoice number',
      'Invoice date',
      'Financial year',
      'Shipper',
      'Order',
      'Plant',
      'Status',
    ]);
    expect(lines).toHaveLength(1);
    const cell = (line: string[], name: string) => line[header.indexOf(name)];
    expect(cell(lines[0]!, 'Shipper')).toBe(second.name);
    expect(cell(lines[0]!, 'Order')).toBe('B-OUT-TM1');
    expect(cell(lines[0]!, 'Status')).toBe('Submitted');

    // The paid invoice, with the references of both its payments.
    const paidRows = (await path(carrier, 'status=paid')).rows.slice(1);
    const ours = paidRows.find((line) => line[0]?.startsWith(PREFIX));
    expect(cell(ours!, 'Payments (UTR or cheque)')).toBe('SBIN526012345601, HDFCR52026012345');
    expect(cell(ours!, 'Outstanding')).toBe('0');

    const { response: xlsx, bytes } = await download(
      app,
      `/api/transporter/invoices/export?format=xlsx&industry=${second.industryId}`,
      carrier,
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).text).toBe(second.name);

    // The rival's file holds the invoices it raised and none the demo company did; a shipper gets no file.
    const rivalNumbers = (await path(rival, 'status=all')).rows.slice(1).map((line) => line[0]);
    expect(rivalNumbers).toEqual(expect.arrayContaining(raised.get(rival)!));
    expect(rivalNumbers.filter((n) => raised.get(carrier)!.includes(n!))).toEqual([]);
    const shipper = await download(app, '/api/transporter/invoices/export?format=csv', owner);
    expect(shipper.response.status).toBe(403);
    expect(
      (await download(app, '/api/transporter/invoices/export?format=csv', secondOwner)).response.status,
    ).toBe(403);
  });
});

describe('correcting an invoice the shipper disputed', () => {
  /** The form's body: an invoice less the order it is for, which a correction cannot change. */
  const correction = (over: Record<string, unknown> = {}) => {
    const { orderId: _, ...body } = invoiceBody(0, over);
    return body;
  };
  const revise = (token: string, id: number, body: unknown) =>
    api(app, `/api/transporter/invoices/${id}`, { token, method: 'PUT', body });

  it('corrects its own disputed invoice: new figures, submitted again, on record as corrected by its user', async () => {
    const raisedOne = await raise(carrier, invoiceBody(await deliveredOrder(app, owner, refs)));
    await shipperStep(owner, raisedOne.id, 'dispute', { reason: 'Detention not agreed' });
    const started = await api(app, `/api/transporter/invoices/${raisedOne.id}`, { token: carrier });
    expect(started.status).toBe(200);
    expect(TransporterInvoiceDetail.parse(started.body)).toMatchObject({
      status: 'disputed',
      disputeReason: 'Detention not agreed',
      lines: [{ kind: 'freight', quantity: 1, ratePaise: 3_850_000 }],
    });

    const body = correction({
      number: raisedOne.number,
      lines: [{ kind: 'freight', quantity: 1, rateInr: 36_000 }],
    });
    const reply = await revise(carrier, raisedOne.id, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ id: raisedOne.id, number: raisedOne.number, status: 'submitted' });

    // The shipper sees the corrected invoice, audited again, back in its queue without the dispute.
    const shipper = await api(app, `/api/invoices/${raisedOne.id}`, { token: owner });
    expect(InvoiceDetail.parse(shipper.body)).toMatchObject({
      status: 'submitted',
      disputeReason: null,
      amountPaise: 3_600_000,
      lines: [{ kind: 'freight', quantity: 1, ratePaise: 3_600_000 }],
    });
    const [row] = await app.database.db
      .select({ by: invoices.revisedByUserId, at: invoices.revisedAt })
      .from(invoices)
      .where(eq(invoices.id, raisedOne.id));
    const [me] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 2), eq(users.transporterId, refs.transporterId)))
      .limit(1);
    expect(row!.by).toBe(me!.id);
    expect(row!.at).toBeInstanceOf(Date);

    // Corrected, it is no longer disputed: a second correction waits for a second dispute.
    const again = await revise(carrier, raisedOne.id, body);
    expect(again.status).toBe(409);
    expect(ApiError.parse(again.body).error.code).toBeTruthy();
  });

  it('refuses one not disputed (409), another company’s (404) and a bad form (400 with its fields)', async () => {
    const submitted = await raise(carrier, invoiceBody(await deliveredOrder(app, owner, refs)));
    const notDisputed = await revise(carrier, submitted.id, correction({ number: submitted.number }));
    expect(notDisputed.status).toBe(409);
    expect(ApiError.parse(notDisputed.body).error.code).toBe('conflict');

    const rivals = await raise(
      rival,
      invoiceBody(await deliveredOrder(app, owner, refs, 30, { transporterId: refs.otherTransporterIds[0] })),
    );
    await shipperStep(owner, rivals.id, 'dispute', { reason: 'Wrong vehicle count' });
    const theirs = await revise(carrier, rivals.id, correction({ number: rivals.number }));
    expect(theirs.status).toBe(404);
    expect(ApiError.parse(theirs.body).error.code).toBe('not_found');
    expect((await api(app, `/api/transporter/invoices/${rivals.id}`, { token: carrier })).status).toBe(404);
    // Another industry's invoice of the rival: not found either.
    const there = await raise(
      rival,
      invoiceBody(await secondIndustryDeliveredOrder(refs.otherTransporterIds[0], 'B-OUT-TM9')),
    );
    expect((await revise(carrier, there.id, correction({ number: there.number }))).status).toBe(404);

    await shipperStep(owner, submitted.id, 'dispute', { reason: 'IRN missing' });
    const bad = await revise(carrier, submitted.id, correction({ number: '', lines: [] }));
    expect(bad.status).toBe(400);
    const fields = ApiError.parse(bad.body).error.fields ?? {};
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['number', 'lines']));
    // Nothing was written: it still stands disputed, with the reason.
    const [still] = await app.database.db
      .select({ status: invoices.status, reason: invoices.disputeReason })
      .from(invoices)
      .where(eq(invoices.id, submitted.id));
    expect(still).toEqual({ status: 'disputed', reason: 'IRN missing' });
  });

  it("tells the company's own sockets of each shipper step and its correction, and no other company", async () => {
    type Heard = { invoiceId: number };
    const listen = async (token: string) => {
      const socket = await sockets.connect(app.baseUrl, { token });
      const heard: Heard[] = [];
      socket.on('invoice.changed', (payload: Heard) => heard.push(payload));
      return heard;
    };
    const [mine, theirs, shippers] = await Promise.all([listen(carrier), listen(rival), listen(owner)]);
    const one = await raise(carrier, invoiceBody(await deliveredOrder(app, owner, refs)));
    const heard = () => mine.filter((h) => h.invoiceId === one.id).length;
    const hears = (count: number) => expect.poll(heard, { timeout: 5_000, interval: 20 }).toBe(count);
    await hears(1);

    const today = indianDate(new Date());
    await shipperStep(owner, one.id, 'dispute', { reason: 'Toll receipts missing' });
    await hears(2);
    expect((await revise(carrier, one.id, correction({ number: one.number }))).status).toBe(200);
    await hears(3);
    await shipperStep(owner, one.id, 'approve');
    await hears(4);
    await shipperStep(owner, one.id, 'schedule', { scheduledOn: today });
    await hears(5);
    // A part payment leaves the status as it was; the portal hears it all the same (its receipts changed).
    await shipperStep(owner, one.id, 'payments', {
      amountInr: 1_000,
      paidOn: today,
      mode: 'neft',
      reference: 'SBIN526012345699',
    });
    await hears(6);
    // A refused step commits nothing and tells no one.
    expect((await revise(carrier, one.id, correction({ number: one.number }))).status).toBe(409);
    expect(mine.every((h) => Object.keys(h).join() === 'invoiceId')).toBe(true);
    expect(theirs.filter((h) => h.invoiceId === one.id)).toEqual([]);
    expect(shippers).toEqual([]);
    expect(heard()).toBe(6);
  });
});
