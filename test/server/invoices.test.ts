import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../server/db/schema/access';
import { invoices, paymentTerms, receipts } from '../../server/db/schema/billing';
import { orders } from '../../server/db/schema/orders';
import { plants } from '../../server/db/schema/plants';
import { demoAccount, PLANT_USER_PLANT_CODES } from '../../server/db/seed/demoAccounts';
import { indianDate } from '../../server/indianDate';
import { resultRows } from '../../server/tracking/batchSql';
import { addDays, daysBetween } from '../../src/domain/calendarDay';
import { LIST_COUNT_CAP, TABLE_DEFAULT_PAGE_SIZE } from '../../src/domain/constants';
import { DETENTION_FREE_HOURS } from '../../src/domain/freightAudit';
import { ApiError } from '../../src/domain/schemas/error';
import { InvoiceDetail, InvoicePage, type InvoiceRow, PaymentTerm } from '../../src/domain/schemas/payments';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { deliveredOrder as invoiceFixtureOrder } from './invoiceFixtures';
import { type DemoRefs, demoRefs, makeStaffGateKeeper, offlineOrderForm } from './lifecycleFixtures';
import { prepareSecondIndustry } from './trackingFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let transporter: string;

const deliveredOrder = (gateHours?: number, over?: Record<string, unknown>) =>
  invoiceFixtureOrder(app, owner, refs, gateHours, over);

let numbers = 0;
const invoiceBody = (orderId: number, over: Record<string, unknown> = {}) => ({
  orderId,
  number: `RT/25-26/${String(++numbers).padStart(3, '0')}`,
  issuedOn: '2025-06-10',
  chargeMode: 'forward',
  irn: '',
  lines: [
    { kind: 'freight', quantity: 1, rateInr: 38_500 },
    { kind: 'detention', quantity: 6, rateInr: 500 },
  ],
  ...over,
});

const enter = (body: object, token = owner) => api<InvoiceDetail>(app, '/api/invoices', { token, body });
const step = (id: number, path: string, body?: object, token = owner) =>
  api<InvoiceDetail>(app, `/api/invoices/${id}/${path}`, {
    token,
    method: 'POST',
    ...(body ? { body } : {}),
  });

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  [owner, transporter] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
});
afterAll(() => app.close());

describe('entering an invoice', () => {
  it('computes the lines, GST and what is owed, audits it against the order, and moves the order to invoiced', async () => {
    const orderId = await deliveredOrder();
    const reply = await enter(invoiceBody(orderId, { irn: 'AB'.repeat(32) }));
    expect(reply.status).toBe(201);
    const invoice = InvoiceDetail.parse(reply.body);
    expect(invoice).toMatchObject({
      status: 'submitted',
      source: 'shipper',
      financialYear: '2025-26',
      amountPaise: 41_500_00,
      ratePercent: 12,
      taxPaise: 4_980_00,
      payablePaise: 46_480_00,
      paidPaise: 0,
      irn: 'ab'.repeat(32),
      auditFlags: [],
      flagged: false,
    });
    expect(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise).toBe(invoice.taxPaise);
    // The seed's default terms give 30 days of credit.
    expect(invoice.dueOn).toBe('2025-07-10');
    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('invoiced');
  });

  it('under reverse charge the transporter is owed the taxable amount only', async () => {
    const reply = await enter(invoiceBody(await deliveredOrder(), { chargeMode: 'reverse' }));
    expect(reply.body).toMatchObject({ amountPaise: 41_500_00, ratePercent: 5, payablePaise: 41_500_00 });
  });

  it('flags freight above the award and detention beyond the gate times', async () => {
    const reply = await enter(
      invoiceBody(await deliveredOrder(DETENTION_FREE_HOURS + 2), {
        lines: [
          { kind: 'freight', quantity: 1, rateInr: 42_000 },
          { kind: 'detention', quantity: 6, rateInr: 500 },
        ],
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.flagged).toBe(true);
    expect(reply.body.auditFlags).toEqual([
      {
        code: 'freightOverAward',
        claimedPaise: 42_000_00,
        awardedPaise: 38_500_00,
        differencePaise: 3_500_00,
      },
      { code: 'detentionOverGate', claimedHours: 6, gateHours: 2, differencePaise: 2_000_00 },
    ]);
  });

  it('refuses a bad IRN, number or line with field errors, and writes nothing', async () => {
    const orderId = await deliveredOrder();
    const before = await app.database.db.$count(invoices);
    const reply = await enter(
      invoiceBody(orderId, {
        irn: 'xyz',
        number: 'RT 2025 26 000000042',
        lines: [{ kind: 'freight', quantity: 0, rateInr: 100 }],
      }),
    );
    expect(reply.status).toBe(400);
    expect(Object.keys(ApiError.parse(reply.body).error.fields ?? {}).sort()).toEqual([
      'irn',
      'lines.0.quantity',
      'number',
    ]);
    expect(await app.database.db.$count(invoices)).toBe(before);
  });

  it('refuses an invoice dated after today, from the shipper or the transporter, and the order stays delivered', async () => {
    const tomorrow = addDays(indianDate(new Date()), 1);
    const orderId = await deliveredOrder();
    for (const [path, token] of [
      ['/api/invoices', owner],
      ['/api/transporter/invoices', transporter],
    ] as const) {
      const reply = await api(app, path, { token, body: invoiceBody(orderId, { issuedOn: tomorrow }) });
      expect(reply.status).toBe(400);
      expect(ApiError.parse(reply.body).error.fields).toEqual({
        issuedOn: 'The invoice date cannot be after today',
      });
    }
    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('delivered');
    expect(await app.database.db.$count(invoices, eq(invoices.orderId, orderId))).toBe(0);
  });

  it('a transporter number is used once a financial year; the order keeps its status when refused', async () => {
    const first = await enter(invoiceBody(await deliveredOrder(), { number: 'DUP-1' }));
    expect(first.status).toBe(201);
    const orderId = await deliveredOrder();
    const again = await enter(invoiceBody(orderId, { number: 'DUP-1' }));
    expect(again.status).toBe(400);
    expect(ApiError.parse(again.body).error.fields).toHaveProperty('number');
    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('delivered');
    // The next financial year starts the series again.
    expect((await enter(invoiceBody(orderId, { number: 'DUP-1', issuedOn: '2026-04-01' }))).status).toBe(201);
  });

  it('one invoice an order, and only for an order that is delivered', async () => {
    const orderId = await deliveredOrder();
    expect((await enter(invoiceBody(orderId))).status).toBe(201);
    const twice = await enter(invoiceBody(orderId));
    expect(twice.status).toBe(400);
    expect(ApiError.parse(twice.body).error.fields).toHaveProperty('orderId');
    const created = await api<{ id: number }>(app, '/api/offline-orders', {
      token: owner,
      body: offlineOrderForm(refs),
    });
    const early = await enter(invoiceBody(created.body.id));
    expect(early.status).toBe(409);
  });
});

describe('the GST rates of freight', () => {
  it('are the defaults until the industry saves its own; invoices entered after are taxed at them', async () => {
    const read = await api(app, '/api/settings/freight-gst', { token: owner });
    expect(read.body).toMatchObject({
      isDefault: true,
      values: { reverseChargePercent: 5, forwardChargePercent: 12 },
    });
    const bad = await api(app, '/api/settings/freight-gst', {
      token: owner,
      method: 'PUT',
      body: { reverseChargePercent: 5.5, forwardChargePercent: 41 },
    });
    expect(Object.keys(ApiError.parse(bad.body).error.fields ?? {}).sort()).toEqual([
      'forwardChargePercent',
      'reverseChargePercent',
    ]);
    const saved = await api(app, '/api/settings/freight-gst', {
      token: owner,
      method: 'PUT',
      body: { reverseChargePercent: 5, forwardChargePercent: 18 },
    });
    expect(saved.body).toMatchObject({ isDefault: false, values: { forwardChargePercent: 18 } });
    const invoice = await enter(invoiceBody(await deliveredOrder()));
    expect(invoice.body).toMatchObject({ ratePercent: 18, taxPaise: 7_470_00, payablePaise: 48_970_00 });
    const reset = await api(app, '/api/settings/freight-gst', { token: owner, method: 'DELETE' });
    expect(reset.body).toMatchObject({ isDefault: true });
    expect((await enter(invoiceBody(await deliveredOrder()))).body.ratePercent).toBe(12);
    // The invoice keeps the rate it was taxed at.
    expect(
      (await api<InvoiceDetail>(app, `/api/invoices/${invoice.body.id}`, { token: owner })).body.ratePercent,
    ).toBe(18);
  });

  it('reading needs bid-list and changing add-edit-delete', async () => {
    await makeStaffGateKeeper(app.database.db, refs.industryId);
    const staff = await loginAs(app, 'staff');
    expect((await api(app, '/api/settings/freight-gst', { token: staff })).status).toBe(403);
    const put = await api(app, '/api/settings/freight-gst', {
      token: staff,
      method: 'PUT',
      body: { reverseChargePercent: 5, forwardChargePercent: 18 },
    });
    expect(put.status).toBe(403);
  });
});

describe('the lifecycle', () => {
  it('dispute → revise → approve → schedule → part payment → rest → close, each payment with its receipt', async () => {
    const entered = await enter(
      invoiceBody(await deliveredOrder(), {
        lines: [{ kind: 'freight', quantity: 1, rateInr: 40_000 }],
      }),
    );
    const id = entered.body.id;
    expect(entered.body.flagged).toBe(true);
    expect((await step(id, 'approve', undefined)).status).toBe(200);
    // Approved already: a dispute is refused with the machine's reason.
    const late = await step(id, 'dispute', { reason: 'Freight above award' });
    expect(late.status).toBe(409);
    expect(ApiError.parse(late.body).error.message).toBe('An invoice that is approved cannot be disputed');

    const second = await enter(
      invoiceBody(await deliveredOrder(), { lines: [{ kind: 'freight', quantity: 1, rateInr: 40_000 }] }),
    );
    const disputed = await step(second.body.id, 'dispute', { reason: 'Freight above award' });
    expect(disputed.body).toMatchObject({ status: 'disputed', disputeReason: 'Freight above award' });
    const revised = await api<InvoiceDetail>(app, `/api/invoices/${second.body.id}`, {
      token: owner,
      method: 'PUT',
      body: {
        ...invoiceBody(0, { lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }] }),
        orderId: undefined,
      },
    });
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({
      status: 'submitted',
      flagged: false,
      auditFlags: [],
      payablePaise: 43_120_00,
    });
    await step(second.body.id, 'approve');
    const early = await step(second.body.id, 'payments', {
      amountInr: 10_000,
      paidOn: '2025-07-01',
      mode: 'neft',
      reference: 'SBIN525012345678',
    });
    expect(early.status).toBe(409);
    expect((await step(second.body.id, 'schedule', { scheduledOn: '2025-07-05' })).body).toMatchObject({
      status: 'scheduled',
      scheduledOn: '2025-07-05',
    });
    const part = await step(second.body.id, 'payments', {
      amountInr: 20_000,
      paidOn: '2025-07-05',
      mode: 'neft',
      reference: 'sbin525012345678',
    });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ status: 'scheduled', paidPaise: 20_000_00 });
    const over = await step(second.body.id, 'payments', {
      amountInr: 30_000,
      paidOn: '2025-07-06',
      mode: 'rtgs',
      reference: 'HDFCR52025070600',
    });
    expect(over.status).toBe(409);
    expect(ApiError.parse(over.body).error.message).toBe(
      'Pay a positive amount of at most ₹23,120.00, what is still owed',
    );
    const rest = await step(second.body.id, 'payments', {
      amountInr: 23_120,
      paidOn: '2025-07-06',
      mode: 'rtgs',
      reference: 'HDFCR52025070600',
    });
    expect(rest.body).toMatchObject({ status: 'paid', paidPaise: 43_120_00 });
    expect(rest.body.receipts.map((r) => [r.amountPaise, r.mode, r.reference])).toEqual([
      [20_000_00, 'neft', 'SBIN525012345678'],
      [23_120_00, 'rtgs', 'HDFCR52025070600'],
    ]);
    expect((await step(second.body.id, 'close')).body.status).toBe('closed');
    expect(await app.database.db.$count(receipts, eq(receipts.invoiceId, second.body.id))).toBe(2);
  });
});

describe('payment dates', () => {
  it('refuses a payment dated after today or before the invoice, and records nothing', async () => {
    const entered = await enter(invoiceBody(await deliveredOrder(), { issuedOn: '2025-06-10' }));
    const id = entered.body.id;
    await step(id, 'approve');
    await step(id, 'schedule', { scheduledOn: '2025-07-05' });
    const pay = (paidOn: string) =>
      step(id, 'payments', { amountInr: 1_000, paidOn, mode: 'neft', reference: 'SBIN525012345679' });
    const future = await pay(addDays(indianDate(new Date()), 1));
    expect(future.status).toBe(400);
    expect(ApiError.parse(future.body).error.fields).toEqual({
      paidOn: 'The payment date cannot be after today',
    });
    const early = await pay('2025-06-09');
    expect(ApiError.parse(early.body).error.fields).toEqual({
      paidOn: 'The payment date cannot be before the invoice date',
    });
    expect(await app.database.db.$count(receipts, eq(receipts.invoiceId, id))).toBe(0);
    const [row] = await app.database.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ status: 'scheduled', paidPaise: 0 });
    // The invoice's own day is a payment day.
    expect((await pay('2025-06-10')).status).toBe(201);
  });
});

describe('the list', () => {
  it('filters by transporter, status and date, and totals the outstanding by days past due', async () => {
    const orderId = await deliveredOrder();
    const entered = await enter(invoiceBody(orderId, { issuedOn: '2020-01-01' }));
    const page = InvoicePage.parse(
      (
        await api(
          app,
          `/api/invoices?transporter=${refs.transporterId}&status=submitted&from=2020-01-01&to=2020-01-01`,
          {
            token: owner,
          },
        )
      ).body,
    );
    expect(page.rows.map((r) => r.id)).toEqual([entered.body.id]);
    expect(page.summary?.outstandingPaise).toBe(entered.body.payablePaise);
    expect(page.summary?.ageing.over90).toBe(entered.body.payablePaise);
    expect(page.summary?.ageing.days0to30).toBe(0);
  });

  it('puts each invoice in its ageing bucket by whole days past due, the bounds inclusive', async () => {
    const today = indianDate(new Date());
    // Days past due today → the bucket its outstanding is counted in.
    const cases = [
      [-1, 'notDue'],
      [0, 'days0to30'],
      [30, 'days0to30'],
      [31, 'days31to60'],
      [60, 'days31to60'],
      [61, 'days61to90'],
      [90, 'days61to90'],
      [91, 'over90'],
    ] as const;
    const expected = { notDue: 0, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
    for (const [pastDue, bucket] of cases) {
      const issuedOn = addDays(today, -pastDue - 60);
      const entered = await enter(
        invoiceBody(await deliveredOrder(), { number: `AGE-${numbers}`, issuedOn }),
      );
      expect(entered.status).toBe(201);
      // Move the due date to the case's, whatever terms the transporter has by now.
      await app.database.db
        .update(invoices)
        .set({ dueOn: addDays(today, -pastDue) })
        .where(eq(invoices.id, entered.body.id));
      expected[bucket] += entered.body.payablePaise;
    }
    const page = InvoicePage.parse((await api(app, '/api/invoices?search=AGE-', { token: owner })).body);
    expect(page.total).toBe(cases.length);
    expect(page.summary?.ageing).toEqual(expected);
    expect(page.summary?.outstandingPaise).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
  });

  it('filters by plant, and shows a plant user only the invoices of their plants', async () => {
    const [elsewhere] = await app.database.db
      .select({ id: plants.id })
      .from(plants)
      .where(
        and(eq(plants.industryId, refs.industryId), notInArray(plants.code, [...PLANT_USER_PLANT_CODES])),
      )
      .limit(1);
    const mine = await enter(invoiceBody(await deliveredOrder(), { number: `PLT-${numbers}` }));
    const theirs = await enter(
      invoiceBody(await deliveredOrder(undefined, { plantId: elsewhere!.id }), { number: `PLT-${numbers}` }),
    );
    const listed = async (query: string, token = owner) =>
      InvoicePage.parse((await api(app, `/api/invoices?search=PLT-${query}`, { token })).body).rows.map(
        (r) => r.id,
      );
    expect(await listed(`&plant=${elsewhere!.id}`)).toEqual([theirs.body.id]);
    expect(await listed(`&plant=${refs.plantId}`)).toEqual([mine.body.id]);

    // The demo plant user (Satna and Maihar) is given the invoices' permission for this.
    const [plantUser] = await app.database.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.email, demoAccount('plant').email));
    await app.database.db
      .update(roles)
      .set({ permissions: sql`array_append(${roles.permissions}, 'payment-summary')` })
      .where(eq(roles.id, plantUser!.roleId!));
    const plant = await loginAs(app, 'plant');
    expect(await listed('', plant)).toEqual([mine.body.id]);
    expect((await api(app, `/api/invoices/${theirs.body.id}`, { token: plant })).status).toBe(404);
    expect((await api(app, `/api/invoices/${theirs.body.id}/pdf`, { token: plant })).status).toBe(404);
    expect((await step(theirs.body.id, 'approve', undefined, plant)).status).toBe(404);
    expect((await api(app, `/api/invoices/${mine.body.id}`, { token: plant })).status).toBe(200);
  });
});

describe('who may see and act', () => {
  it('a user without payment-summary, and a transporter, are refused the list', async () => {
    await makeStaffGateKeeper(app.database.db, refs.industryId);
    const staff = await loginAs(app, 'staff');
    expect((await api(app, '/api/invoices', { token: staff })).status).toBe(403);
    expect((await api(app, '/api/invoices', { token: transporter })).status).toBe(403);
  });

  it("another industry's invoice is not found, for reading or for any step", async () => {
    const second = await prepareSecondIndustry(app);
    const theirOwner = await loginAs(app, 'noPlan');
    const mine = await enter(invoiceBody(await deliveredOrder()));
    expect((await api(app, `/api/invoices/${mine.body.id}`, { token: theirOwner })).status).toBe(404);
    expect((await step(mine.body.id, 'approve', undefined, theirOwner)).status).toBe(404);
    const list = InvoicePage.parse((await api(app, '/api/invoices', { token: theirOwner })).body);
    expect(list.rows.some((r) => r.id === mine.body.id)).toBe(false);
    // Nor may an invoice be entered for their order.
    const theirOrder = await enter(invoiceBody(second.orderId));
    expect(theirOrder.status).toBe(422);
    expect(ApiError.parse(theirOrder.body).error.fields).toEqual({ orderId: 'Choose one of your orders' });
  });
});

describe("the transporter's API", () => {
  it('submits the invoice of its own delivered order; another transporter’s order is refused', async () => {
    const orderId = await deliveredOrder();
    const reply = await api<{ id: number; status: string }>(app, '/api/transporter/invoices', {
      token: transporter,
      body: invoiceBody(orderId),
    });
    expect(reply.status).toBe(201);
    const [row] = await app.database.db.select().from(invoices).where(eq(invoices.id, reply.body.id));
    expect(row).toMatchObject({ source: 'transporter', status: 'submitted', industryId: refs.industryId });
    const theirs = await deliveredOrder(30, { transporterId: refs.otherTransporterIds[0] });
    const refused = await api(app, '/api/transporter/invoices', {
      token: transporter,
      body: invoiceBody(theirs),
    });
    expect(refused.status).toBe(422);
    expect(ApiError.parse(refused.body).error.fields).toHaveProperty('orderId');
  });
});

describe('payment terms', () => {
  it('a transporter’s own terms set its invoices’ due dates; one active default, one set per transporter', async () => {
    const created = await api<{ id: number }>(app, '/api/payment-terms', {
      token: owner,
      body: { name: 'Rewa Roadways 45', transporterId: refs.transporterId, days: 45, advancePercent: 10 },
    });
    expect(created.status).toBe(201);
    const term = PaymentTerm.parse(
      (await api(app, `/api/payment-terms/${created.body.id}`, { token: owner })).body,
    );
    expect(term).toMatchObject({ days: 45, advancePercent: 10, transporter: { id: refs.transporterId } });
    const invoice = await enter(invoiceBody(await deliveredOrder()));
    expect(invoice.body.dueOn).toBe('2025-07-25');
    // The invoice keeps the terms' advance, due once approved, whatever the terms say later.
    expect(invoice.body.advancePercent).toBe(10);
    await app.database.db
      .update(paymentTerms)
      .set({ advancePercent: 50 })
      .where(eq(paymentTerms.id, term.id));
    const kept = InvoiceDetail.parse(
      (await api(app, `/api/invoices/${invoice.body.id}`, { token: owner })).body,
    );
    expect(kept.advancePercent).toBe(10);
    await app.database.db
      .update(paymentTerms)
      .set({ advancePercent: 10 })
      .where(eq(paymentTerms.id, term.id));

    const again = await api(app, '/api/payment-terms', {
      token: owner,
      body: { name: 'Another', transporterId: refs.transporterId, days: 10, advancePercent: 0 },
    });
    expect(ApiError.parse(again.body).error.fields).toHaveProperty('transporterId');
    const secondDefault = await api(app, '/api/payment-terms', {
      token: owner,
      body: { name: 'Second default', transporterId: '', days: 10, advancePercent: 0 },
    });
    expect(ApiError.parse(secondDefault.body).error.fields).toHaveProperty('transporterId');
    const bad = await api(app, '/api/payment-terms', {
      token: owner,
      body: { name: 'Bad', transporterId: null, days: 400, advancePercent: 101 },
    });
    expect(Object.keys(ApiError.parse(bad.body).error.fields ?? {}).sort()).toEqual([
      'advancePercent',
      'days',
    ]);
    expect(await app.database.db.$count(paymentTerms, eq(paymentTerms.name, 'Bad'))).toBe(0);
  });

  it('reading needs bid-list and changing add-edit-delete', async () => {
    const staff = await loginAs(app, 'staff');
    expect((await api(app, '/api/payment-terms', { token: staff })).status).toBe(403);
    expect(
      (
        await api(app, '/api/payment-terms', {
          token: staff,
          body: { name: 'x', transporterId: null, days: 1, advancePercent: 0 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('the totals kept beside the invoices', () => {
  type Key = Record<string, unknown>;
  /** `invoice_totals` and `invoice_day_totals` as the triggers keep them, and as summing every invoice gives them. */
  async function keptAndResummed() {
    const db = app.database.db;
    const keptByDay = resultRows<Key>(
      await db.execute(sql`
        select industry_id, issued_on, status, due_on, invoices, payable_paise, paid_paise from invoice_day_totals
         where invoices <> 0 or payable_paise <> 0 or paid_paise <> 0 order by 1, 2, 3, 4`),
    );
    const resummedByDay = resultRows<Key>(
      await db.execute(sql`
        select industry_id, issued_on, status, due_on, count(*)::int as invoices,
               sum(payable_paise)::bigint as payable_paise, sum(paid_paise)::bigint as paid_paise
          from invoices group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
    expect(keptByDay).toEqual(resummedByDay);
    const kept = resultRows<Key>(
      await db.execute(sql`
        select industry_id, issued_on, plant_id, transporter_id, status, due_on, invoices, payable_paise, paid_paise
          from invoice_totals where invoices <> 0 or payable_paise <> 0 or paid_paise <> 0 order by 1, 2, 3, 4, 5, 6`),
    );
    const resummed = resultRows<Key>(
      await db.execute(sql`
        select i.industry_id, i.issued_on, o.plant_id, i.transporter_id, i.status, i.due_on, count(*)::int as invoices,
               sum(i.payable_paise)::bigint as payable_paise, sum(i.paid_paise)::bigint as paid_paise
          from invoices i join orders o on o.id = i.order_id group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`),
    );
    return { kept, resummed };
  }

  it('agree with the invoices after every write above: entries, approvals, disputes, schedules, payments', async () => {
    const { kept, resummed } = await keptAndResummed();
    expect(resummed.length).toBeGreaterThan(5);
    expect(kept).toEqual(resummed);
  });

  it('give each filter the totals of the invoices it lists', async () => {
    const everyRow = async (query: string, token = owner) => {
      const rows: InvoiceRow[] = [];
      for (let page = 1; ; page++) {
        const reply = InvoicePage.parse(
          (await api(app, `/api/invoices?pageSize=100&page=${page}${query}`, { token })).body,
        );
        rows.push(...reply.rows);
        if (rows.length >= reply.total) return { rows, summary: reply.summary, total: reply.total };
      }
    };
    const today = indianDate(new Date());
    const plantUser = await loginAs(app, 'plant');
    for (const [query, token] of [
      ['', owner],
      ['&status=submitted', owner],
      ['&status=paid', owner],
      [`&plant=${refs.plantId}`, owner],
      [`&transporter=${refs.transporterId}`, owner],
      ['&from=2025-04-01&to=2025-06-30', owner],
      ['', plantUser],
      // Searches: invoice numbers, order numbers, transporters' names, and a letter in all three at once.
      ['&search=RT/25-26', owner],
      ['&search=OUT-', owner],
      ['&search=Roadways', owner],
      ['&search=r', owner],
      [`&search=r&transporter=${refs.transporterId}&status=submitted`, owner],
      ['&search=r', plantUser],
    ] as const) {
      const { rows, summary, total } = await everyRow(query, token);
      expect(rows.length, query).toBe(total);
      const sum = (pick: (r: InvoiceRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
      const outstanding = (from: number, to: number) =>
        sum((r) => {
          const pastDue = daysBetween(r.dueOn, today);
          return pastDue >= from && pastDue <= to ? r.payablePaise - r.paidPaise : 0;
        });
      expect(summary, query).toEqual({
        payablePaise: sum((r) => r.payablePaise),
        paidPaise: sum((r) => r.paidPaise),
        outstandingPaise: sum((r) => r.payablePaise - r.paidPaise),
        ageing: {
          notDue: outstanding(-Infinity, -1),
          days0to30: outstanding(0, 30),
          days31to60: outstanding(31, 60),
          days61to90: outstanding(61, 90),
          over90: outstanding(91, Infinity),
        },
      });
    }
  });

  it('take off a deleted invoice', async () => {
    const entered = await enter(invoiceBody(await deliveredOrder()));
    await app.database.db.delete(invoices).where(eq(invoices.id, entered.body.id));
    const { kept, resummed } = await keptAndResummed();
    expect(kept).toEqual(resummed);
  });
});

describe('a search by a number many orders hold', () => {
  it('finds the invoices past the orders it looks up one by one, and totals them', async () => {
    const db = app.database.db;
    const orderId = await deliveredOrder();
    const entered = await enter(invoiceBody(orderId));
    await db.execute(sql`update orders set number = 'BULKNUM-0' where id = ${orderId}`);
    // 1,001 copies of that order, without invoices, numbered alike: more than the search looks up by id. The
    // copy is made once a row in a lateral join: `(f(…)).*` would call f again for every column.
    await db.execute(sql`
      insert into orders
      select copy.*
        from orders o cross join generate_series(1, 1001) g
       cross join lateral jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object(
               'id', nextval(pg_get_serial_sequence('orders', 'id')), 'number', 'BULKNUM-' || g)) copy
       where o.id = ${orderId}`);
    const page = InvoicePage.parse((await api(app, '/api/invoices?search=BULKNUM', { token: owner })).body);
    expect(page.rows.map((r) => r.id)).toEqual([entered.body.id]);
    expect(page.total).toBe(1);
    expect(page.summary?.payablePaise).toBe(entered.body.payablePaise);
  });
});

describe('a search as every list searches', () => {
  it('finds a number from its start, in either case, counts to the cap and totals only what is within it', async () => {
    const db = app.database.db;
    const entered = await enter(invoiceBody(await deliveredOrder(), { number: 'cap/0' }));
    expect(entered.status).toBe(201);
    // 10,000 more of the same order and transporter, numbered CAP/1 to CAP/10000: one more than the cap in all.
    await db.execute(sql`
      insert into invoices
      select copy.*
        from invoices i cross join generate_series(1, ${LIST_COUNT_CAP}) g
       cross join lateral jsonb_populate_record(null::invoices, to_jsonb(i) || jsonb_build_object(
               'id', nextval(pg_get_serial_sequence('invoices', 'id')), 'number', 'CAP/' || g)) copy
       where i.id = ${entered.body.id}`);
    const listed = async (query: string) =>
      InvoicePage.parse((await api(app, `/api/invoices?${query}`, { token: owner })).body);

    // Past the cap: the count says "at least", and there are no totals.
    for (const search of ['CAP/', 'cap', encodeURIComponent(entered.body.order.number)]) {
      const page = await listed(`search=${search}`);
      expect(page, search).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, summary: null });
      expect(page.rows).toHaveLength(TABLE_DEFAULT_PAGE_SIZE);
      expect(page.rows.every((r) => r.number.toUpperCase().startsWith('CAP/'))).toBe(true);
    }

    // Within it: exact, and totalled. CAP/1000 starts CAP/1000 and CAP/10000; its middle finds nothing.
    const within = await listed('search=cap%2F1000&sort=number&order=asc');
    expect(within.rows.map((r) => r.number)).toEqual(['CAP/1000', 'CAP/10000']);
    expect(within).toMatchObject({ total: 2, totalCapped: false });
    expect(within.summary?.payablePaise).toBe(2 * entered.body.payablePaise);
    expect(within.summary?.outstandingPaise).toBe(2 * entered.body.payablePaise);
    expect((await listed('search=AP%2F1000')).total).toBe(0);

    // Unsearched, the list still counts and totals every invoice, from the totals kept beside them.
    const all = await listed('');
    expect(all.totalCapped).toBe(false);
    expect(all.total).toBeGreaterThan(LIST_COUNT_CAP);
    expect(all.summary?.payablePaise).toBeGreaterThanOrEqual(
      (LIST_COUNT_CAP + 1) * entered.body.payablePaise,
    );
  });
});
