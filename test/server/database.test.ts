import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { integer, pgSchema } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../server/db/database';
import journal from '../../server/db/migrations/meta/_journal.json';
import { orders } from '../../server/db/schema/orders';
import { requestDropOffs, requests } from '../../server/db/schema/requests';
import { industries } from '../../server/db/schema/tenancy';
import { ewayBills, positions } from '../../server/db/schema/tracking';
import { ewayBillEvents } from '../../server/db/schema/trackingState';
import { DEMO_INDUSTRY_NAME } from '../../server/db/seed/demoAccounts';
import { DEMO_PLANTS } from '../../server/db/seed/plantsData';
import { DEMO_ORDER_COUNT, seedDemo } from '../../server/db/seed/seedDemo';
import { indianDate } from '../../server/indianDate';
import { insightScope, pickupMeasured, pickupOnTime } from '../../server/insight/measures';
import { runReport } from '../../server/reports/reportCatalogue';
import { ensureMovingOrders } from '../../server/sim/demoOrders';
import { addDays } from '../../src/domain/calendarDay';
import type { ReportKind } from '../../src/domain/schemas/insight';
import { ORDER_STATUSES } from '../../src/domain/statuses';
import { industryOwner } from '../support/industryOwner';
import { clonePgliteSeededDatabase } from './harness';
import { cloneMigratedDatabase } from './snapshots';
import { tableCounts } from './tableCounts';

/** Drizzle's own bookkeeping table of applied migrations. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: integer() });

/** What a seed wrote, as two hashes: its orders, and its driven tracks (every fix, where and when). */
async function fingerprint(db: Database) {
  const [ordersHash] = await db
    .select({
      hash: sql<string>`md5(string_agg(${orders.number} || ${orders.status} || ${orders.freightPaise} || coalesce(${orders.vehicleNumber}, ''), ',' order by ${orders.id}))`,
    })
    .from(orders);
  const [tracksHash] = await db
    .select({
      hash: sql<string>`md5(string_agg(${positions.sourceEventId} || ${positions.latitude} || ${positions.longitude}, ',' order by ${positions.source}, ${positions.sourceEventId}))`,
    })
    .from(positions);
  return [ordersHash, tracksHash];
}

let database: OpenedDatabase;
/** The run's seed as globalSetup.ts wrote it, in another process, before the tests below add to it. */
let seededFingerprint: Awaited<ReturnType<typeof fingerprint>>;
beforeAll(async () => {
  database = await clonePgliteSeededDatabase();
  seededFingerprint = await fingerprint(database.db);
});
afterAll(() => database.close());

describe('migrations and demo seed (PGlite)', () => {
  it('re-applying the migrations is a no-op', async () => {
    await database.migrate();
    expect(await database.db.$count(appliedMigrations)).toBe(journal.entries.length);
  });

  it('seeds the demo once: a second run detects it and writes nothing', async () => {
    const before = await tableCounts(database.db);
    expect(before.plants).toBe(DEMO_PLANTS.length + 2);
    expect(before.orders).toBe(DEMO_ORDER_COUNT);
    // The five demo accounts and the demo industry's other staff (server/db/seed/staff.ts).
    expect(before.users).toBe(10);
    expect(before.cities).toBeGreaterThan(4000);
    expect(await seedDemo(database.db, new Date())).toEqual({ seeded: false });
    expect(await tableCounts(database.db)).toEqual(before);
  });

  it('covers every order status in both directions where the status belongs to that direction', async () => {
    const rows = await database.db
      .select({ direction: orders.direction, status: orders.status })
      .from(orders)
      .groupBy(orders.direction, orders.status);
    const seen = new Set(rows.map((r) => `${r.direction}:${r.status}`));
    for (const status of ORDER_STATUSES) {
      if (status !== 'unloading') expect(seen).toContain(`outbound:${status}`);
      if (status !== 'loading') expect(seen).toContain(`inbound:${status}`);
    }
  });

  it('dates orders consistently with their status', async () => {
    const rejectedWithoutDate = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'rejected'), isNull(orders.rejectedAt)));
    expect(rejectedWithoutDate).toEqual([]);
    const gatedOutWithoutGateIn = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNotNull(orders.gateOutAt), isNull(orders.gateInAt)));
    expect(gatedOutWithoutGateIn).toEqual([]);
    const closedWithoutDates = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'closed'),
          or(isNull(orders.gateInAt), isNull(orders.gateOutAt), isNull(orders.deliveredAt)),
        ),
      );
    expect(closedWithoutDates).toEqual([]);
  });

  it('runs every trip between two towns, with its client or vendor, also for the demo fleet it tops up', async () => {
    const [demo] = await database.db
      .select({ id: industries.id })
      .from(industries)
      .where(eq(industries.name, DEMO_INDUSTRY_NAME));
    await ensureMovingOrders(database.db, demo!.id, 150, new Date());
    const all = await database.db
      .select({
        number: orders.number,
        direction: orders.direction,
        clientId: orders.clientId,
        vendorId: orders.vendorId,
        origin: orders.originCityId,
        destination: orders.destinationCityId,
      })
      .from(orders)
      .where(eq(orders.industryId, demo!.id));
    expect(all.some((o) => o.number.startsWith('SIM-'))).toBe(true);
    expect(all.filter((o) => o.origin === o.destination).map((o) => o.number)).toEqual([]);
    const withoutParty = all.filter((o) => (o.direction === 'outbound' ? o.clientId : o.vendorId) === null);
    expect(withoutParty.map((o) => o.number)).toEqual([]);
    const sameTownRequests = await database.db
      .select({ number: requests.number })
      .from(requests)
      .innerJoin(requestDropOffs, eq(requestDropOffs.requestId, requests.id))
      .where(eq(requests.pickupCityId, requestDropOffs.cityId));
    expect(sameTownRequests).toEqual([]);
  });

  /** One report over the demo industry's last year, as its owner sees it: a column's figures by its key. */
  async function demoYearFigures(kind: ReportKind) {
    const [industry] = await database.db
      .select({ id: industries.id })
      .from(industries)
      .where(eq(industries.name, DEMO_INDUSTRY_NAME));
    const owner = industryOwner(industry!.id);
    const today = indianDate(new Date());
    const { table } = await runReport(
      database.db,
      kind,
      insightScope(owner, { from: addDays(today, -365), to: today }, new Date()),
      new Date(),
    );
    return (key: string) =>
      table.rows.map((row) => row[key]).filter((value): value is number => typeof value === 'number');
  }

  it('runs some finished trips late, each transporter on its own share, so on-time figures tell them apart', async () => {
    const measured = await demoYearFigures('transporter-scorecard');
    for (const key of ['onTimePickupPct', 'onTimeDeliveryPct']) {
      const shares = measured(key);
      expect(shares.length).toBeGreaterThan(5);
      expect(Math.min(...shares)).toBeLessThan(95);
      expect(new Set(shares).size).toBeGreaterThan(3);
    }
    // The orders still under way keep the happy path: only history is late.
    const lateLive = (await database.db.execute(
      sql`select o.number from orders o
           where o.delivered_at is null and ${pickupMeasured} and not (${pickupOnTime})`,
    )) as { rows: { number: string }[] };
    expect(lateLive.rows).toEqual([]);
  });

  it('times the gate by plant and transporter, and holds a few trucks past the free day', async () => {
    const column = await demoYearFigures('gate-turnaround');
    // Plants differ in their usual stay and wait, not 180 min at every gate.
    expect(new Set(column('avgTurnaroundMinutes').map(Math.round)).size).toBeGreaterThan(3);
    expect(new Set(column('avgWaitMinutes').map(Math.round)).size).toBeGreaterThan(2);
    // Some plants held trucks past the free day; most trucks were not held.
    const held = column('detentionTrucks');
    expect(held.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(held.reduce((a, b) => a + b, 0)).toBeLessThan(column('trucks').reduce((a, b) => a + b, 0) * 0.1);
  });

  it("seeds each e-way bill with the event that generated it, at the bill's own validity", async () => {
    const differing = await database.db
      .select({ number: ewayBills.number })
      .from(ewayBills)
      .leftJoin(
        ewayBillEvents,
        and(eq(ewayBillEvents.orderId, ewayBills.orderId), eq(ewayBillEvents.kind, 'generated')),
      )
      .where(or(isNull(ewayBillEvents.id), ne(ewayBillEvents.validUntil, ewayBills.validUntil)));
    expect(differing).toEqual([]);
    expect(await database.db.$count(ewayBills)).toBeGreaterThan(50);
  });

  it('is deterministic: a fresh database seeded at the same instant gets the same data', async () => {
    const fresh = await cloneMigratedDatabase();
    try {
      await seedDemo(fresh.db, new Date(inject('pgliteSeededAt')));
      expect(await fingerprint(fresh.db)).toEqual(seededFingerprint);
    } finally {
      await fresh.close();
    }
    // The whole demo written once more: seconds on a quiet machine, more on a shared one.
  }, 60_000);
});
