import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { openPostgres } from '../../server/db/open';
import { invoices, receipts } from '../../server/db/schema/billing';
import { orders } from '../../server/db/schema/orders';
import { seedDemo } from '../../server/db/seed/seedDemo';
import { ApiError } from '../../src/domain/schemas/error';
import type { InvoiceDetail } from '../../src/domain/schemas/payments';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { deliveredOrder } from './invoiceFixtures';
import { type DemoRefs, demoRefs } from './lifecycleFixtures';
import { migratedPostgres } from './migratedPostgres';
import { reachable } from './reachable';
import { prepareSecondIndustry } from './trackingFixtures';

const RECORDED = 'This UTR or cheque number is already recorded for another payment of your industry';

const postgresUp = await reachable(5432);
if (!postgresUp)
  console.log('UTR tests on PostgreSQL skipped: PostgreSQL was not reachable on 127.0.0.1:5432.');

async function openSeededPostgres(): Promise<{ database: OpenedDatabase; dispose(): Promise<void> }> {
  const postgres = await migratedPostgres('utr');
  const database = openPostgres(postgres.url);
  await seedDemo(database.db, new Date());
  return { database, dispose: postgres.dispose };
}

/**
 * PGlite runs one transaction at a time; PostgreSQL lets the two payments of the race really overlap, so the
 * unique index, not the order they happen to run in, is what refuses the second.
 */
const databases = [
  { kind: 'pglite', open: async () => undefined },
  ...(postgresUp ? [{ kind: 'postgres', open: openSeededPostgres }] : []),
] as const;

describe.each(databases)('a UTR is recorded once per industry, on $kind', ({ kind, open }) => {
  let app: TestApp;
  let dispose: (() => Promise<void>) | undefined;
  let refs: DemoRefs;
  let owner: string;
  let invoiceNumbers = 0;

  beforeAll(async () => {
    const opened = await open();
    dispose = opened?.dispose;
    app = await startTestApp({
      env: { SIM_VEHICLES: '0' },
      ...(opened ? { database: opened.database } : {}),
    });
    refs = await demoRefs(app.database.db);
    owner = await loginAs(app, 'owner');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  const step = (id: number, path: string, body: object | undefined, token = owner) =>
    api<InvoiceDetail & ApiError>(app, `/api/invoices/${id}/${path}`, { token, method: 'POST', body });

  /** An invoice of ₹46,480 for the order, approved and scheduled: ready to take payments. */
  async function scheduledInvoice(orderId: number, token = owner): Promise<number> {
    const entered = await api<InvoiceDetail>(app, '/api/invoices', {
      token,
      body: {
        orderId,
        number: `UTR-${kind}-${++invoiceNumbers}`,
        issuedOn: '2025-06-10',
        chargeMode: 'forward',
        irn: '',
        lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
      },
    });
    expect(entered.status).toBe(201);
    expect((await step(entered.body.id, 'approve', undefined, token)).status).toBe(200);
    expect((await step(entered.body.id, 'schedule', { scheduledOn: '2025-07-05' }, token)).status).toBe(200);
    return entered.body.id;
  }

  const pay = (id: number, reference: string, token = owner) =>
    step(id, 'payments', { amountInr: 1_000, paidOn: '2025-07-05', mode: 'neft', reference }, token);
  const receiptsQuoting = (reference: string) =>
    app.database.db.select().from(receipts).where(eq(receipts.reference, reference));
  const paidOf = async (id: number) =>
    (await app.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.paidPaise;

  it('refuses a UTR already recorded against another invoice, however it is typed, under its field', async () => {
    const first = await scheduledInvoice(await deliveredOrder(app, owner, refs));
    const second = await scheduledInvoice(await deliveredOrder(app, owner, refs));
    expect((await pay(first, 'SBIN525099990001')).status).toBe(201);

    const again = await pay(second, 'sbin525099990001');
    expect(again.status).toBe(400);
    expect(ApiError.parse(again.body).error).toEqual({
      code: 'validation',
      message: 'Some fields are invalid',
      fields: { reference: RECORDED },
    });
    // Nothing of the refused payment stays: no receipt, and the invoice owes what it owed.
    expect(await receiptsQuoting('SBIN525099990001')).toHaveLength(1);
    expect(await paidOf(second)).toBe(0);
    // Nor against the same invoice, for a second part.
    expect((await pay(first, 'SBIN525099990001')).status).toBe(400);
    expect(await paidOf(first)).toBe(1_000_00);
    // Another UTR goes through.
    expect((await pay(second, 'SBIN525099990002')).status).toBe(201);
  });

  it('lets two payments quoting one UTR race: exactly one is recorded', async () => {
    const [a, b] = [
      await scheduledInvoice(await deliveredOrder(app, owner, refs)),
      await scheduledInvoice(await deliveredOrder(app, owner, refs)),
    ];
    // Two invoices at once (their rows are locked apart, so only the index stands between them) …
    const across = await Promise.all([pay(a, 'HDFCR52025070601'), pay(b, 'HDFCR52025070601')]);
    expect(across.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(across.find((r) => r.status === 400)!.body.error.fields).toEqual({ reference: RECORDED });
    expect(await receiptsQuoting('HDFCR52025070601')).toHaveLength(1);
    expect((await paidOf(a)) + (await paidOf(b))).toBe(1_000_00);

    // … and one invoice twice at once, as a double click would.
    const twice = await Promise.all([pay(a, 'HDFCR52025070602'), pay(a, 'HDFCR52025070602')]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await receiptsQuoting('HDFCR52025070602')).toHaveLength(1);
  });

  it("does not reach into another industry's payments: each records its own transfer of that number", async () => {
    const mine = await scheduledInvoice(await deliveredOrder(app, owner, refs));
    expect((await pay(mine, 'ICIC525099990003')).status).toBe(201);

    const second = await prepareSecondIndustry(app);
    await app.database.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, second.orderId));
    const theirOwner = await loginAs(app, 'noPlan');
    const theirs = await scheduledInvoice(second.orderId, theirOwner);
    expect((await pay(theirs, 'ICIC525099990003', theirOwner)).status).toBe(201);
    const recorded = await app.database.db
      .select({ industryId: receipts.industryId })
      .from(receipts)
      .where(and(eq(receipts.reference, 'ICIC525099990003')));
    expect(recorded.map((r) => r.industryId).sort()).toEqual([refs.industryId, second.industryId].sort());
  });
});
