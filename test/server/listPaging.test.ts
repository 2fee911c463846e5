import { and, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { cappedCount, matchingRows } from '../../server/db/listPage';
import { openPostgres } from '../../server/db/open';
import { cities } from '../../server/db/schema/geo';
import { orders } from '../../server/db/schema/orders';
import { clients, vendors } from '../../server/db/schema/parties';
import { requests } from '../../server/db/schema/requests';
import { transporters } from '../../server/db/schema/transporters';
import { seedDemo } from '../../server/db/seed/seedDemo';
import { LIST_COUNT_CAP } from '../../src/domain/constants';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, giveSecondIndustryAPlan } from './lifecycleFixtures';
import { migratedPostgres } from './migratedPostgres';
import { reachable } from './reachable';

type OrderPage = {
  rows: { id: number; number: string; vehicleNumber: string | null; transporter: { name: string } }[];
  total: number;
  totalCapped: boolean;
  page: number;
};

/** More outbound orders than a list counts: copies of one demo order, numbered BULK-1 … BULK-10050. */
const BULK = LIST_COUNT_CAP + 50;

const postgresUp = await reachable(5432);

/** A migrated, seeded PostgreSQL database of the test's own, dropped afterwards. */
async function openSeededPostgres(): Promise<{ database: OpenedDatabase; dispose(): Promise<void> }> {
  const postgres = await migratedPostgres('lists');
  const database = openPostgres(postgres.url);
  await seedDemo(database.db, new Date());
  return { database, dispose: postgres.dispose };
}

/** The same list behaviour on both databases: PGlite (the seeded clone) and PostgreSQL when reachable. */
const databases = [
  { kind: 'pglite', open: async () => undefined },
  ...(postgresUp ? [{ kind: 'postgres', open: openSeededPostgres }] : []),
] as const;

describe.each(databases)('lists on $kind', ({ open: openDatabase }) => {
  let app: TestApp;
  let database: OpenedDatabase | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let refs: DemoRefs;
  let owner: string;
  let stranger: string;
  let template: typeof orders.$inferSelect;

  beforeAll(async () => {
    const opened = await openDatabase();
    database = opened?.database;
    dispose = opened?.dispose;
    app = await startTestApp({ env: { SIM_VEHICLES: '0' }, ...(database ? { database } : {}) });
    refs = await demoRefs(app.database.db);
    await giveSecondIndustryAPlan(app.database.db);
    [owner, stranger] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'noPlan')]);
    const db = app.database.db;
    const [first] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.industryId, refs.industryId), eq(orders.direction, 'outbound')))
      .orderBy(orders.id)
      .limit(1);
    template = first!;
    // Older than every demo order, one minute apart, so the newest-first list has the demo's orders on top.
    await db.execute(sql`
      insert into orders (industry_id, number, direction, source, plant_id, transporter_id, client_id, vendor_id,
        origin_city_id, destination_city_id, status, vehicle_number, weight_kg, freight_paise, pickup_at, created_at)
      select industry_id, 'BULK-' || g, direction, source, plant_id, transporter_id, client_id, vendor_id,
        origin_city_id, destination_city_id, 'closed', 'ZQ' || lpad(g::text, 8, '0'), weight_kg, freight_paise,
        pickup_at, timestamptz '2020-01-01' - g * interval '1 minute'
      from orders, generate_series(1, ${BULK}) g
      where orders.id = ${template.id}`);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  const list = (query: string, token = owner) =>
    api<OrderPage>(app, `/api/orders?direction=outbound&${query}`, { token });

  describe('a list longer than the count cap', () => {
    it('answers 10,000 with totalCapped, and pages on past the cap in the same order as the database', async () => {
      const first = await list('');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, page: 1 });
      expect(first.body.rows).toHaveLength(25);

      const page = LIST_COUNT_CAP / 25 + 2;
      const deep = await list(`page=${page}`);
      expect(deep.status).toBe(200);
      expect(deep.body.totalCapped).toBe(true);
      const expected = await app.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.industryId, refs.industryId), eq(orders.direction, 'outbound')))
        .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`)
        .limit(25)
        .offset((page - 1) * 25);
      expect(deep.body.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    });

    it('counts exactly below the cap, with totalCapped false', async () => {
      const [counted] = await app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.industryId, refs.industryId),
            eq(orders.direction, 'outbound'),
            eq(orders.status, 'in_transit'),
          ),
        );
      const reply = await list('tab=in_transit');
      expect(reply.body).toMatchObject({ total: counted!.n, totalCapped: false });
      expect(counted!.n).toBeGreaterThan(0);
    });

    it('counts up to the cap it is given, exactly below it', async () => {
      const db = app.database.db;
      const all = matchingRows(db).from(cities);
      const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
      expect(await cappedCount(db, all, 5)).toEqual({ total: 5, totalCapped: true });
      expect(await cappedCount(db, all, n!.n)).toEqual({ total: n!.n, totalCapped: false });
      expect(await cappedCount(db, all, n!.n - 1)).toEqual({ total: n!.n - 1, totalCapped: true });
    });
  });

  describe('stepping to the next or previous page from a row seen', () => {
    const ids = (reply: { body: OrderPage }) => reply.body.rows.map((r) => r.id);
    const step = async (query: string, page: number) => {
      const [seen, byOffset] = await Promise.all([
        list(`${query}&page=${page}`),
        list(`${query}&page=${page + 1}`),
      ]);
      const next = await list(`${query}&page=${page + 1}&after=${seen.body.rows.at(-1)!.id}`);
      const back = await list(`${query}&page=${page}&before=${byOffset.body.rows[0]!.id}`);
      return { seen, byOffset, next, back };
    };

    it('reads the same rows as the page number, near the top and past the count cap, for every sort', async () => {
      const deep = LIST_COUNT_CAP / 25 + 5;
      for (const sort of ['createdAt', 'pickupAt', 'number', 'gateInAt']) {
        for (const order of ['asc', 'desc']) {
          for (const page of [1, deep]) {
            const { seen, byOffset, next, back } = await step(`sort=${sort}&order=${order}`, page);
            expect(ids(byOffset)).toHaveLength(25);
            expect(ids(next), `${sort} ${order} after page ${page}`).toEqual(ids(byOffset));
            expect(next.body.page).toBe(page + 1);
            expect(ids(back), `${sort} ${order} before page ${page + 1}`).toEqual(ids(seen));
          }
        }
      }
    });

    it('goes on from the row seen when new orders push the list down meanwhile', async () => {
      const seen = await list('page=1');
      const before = await list('page=2');
      // A new order at the top: by its number, page 2 would now start with the last row already seen.
      const [added] = await app.database.db
        .insert(orders)
        .values({ ...template, id: undefined, number: 'NEW-1', createdAt: new Date() })
        .returning({ id: orders.id });
      try {
        const shifted = await list('page=2');
        expect(shifted.body.rows[0]!.id).toBe(seen.body.rows.at(-1)!.id);
        const next = await list(`page=2&after=${seen.body.rows.at(-1)!.id}`);
        expect(ids(next)).toEqual(ids(before));
      } finally {
        await app.database.db.delete(orders).where(eq(orders.id, added!.id));
      }
    });

    it("reads by the page number when the row seen has left the list or is not the reader's", async () => {
      const byOffset = await list('tab=in_transit&page=2&pageSize=25');
      // A bulk order is closed: it is not in the in-transit tab it would be seen from.
      const [closed] = await app.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.industryId, refs.industryId), eq(orders.status, 'closed')))
        .limit(1);
      const gone = await list(`tab=in_transit&page=2&pageSize=25&after=${closed!.id}`);
      expect(gone.status).toBe(200);
      expect(ids(gone)).toEqual(ids(byOffset));
      // Another industry's reader stepping from one of these orders learns nothing of it: its own page 2.
      const theirs = await list(`page=2&after=${closed!.id}`, stranger);
      const theirOffset = await list('page=2', stranger);
      expect(ids(theirs)).toEqual(ids(theirOffset));
    });

    it('steps through requests the same way', async () => {
      const query = '/api/requests?direction=outbound&pageSize=25&sort=createdAt&order=desc';
      const first = await api<OrderPage>(app, `${query}&page=1`, { token: owner });
      const second = await api<OrderPage>(app, `${query}&page=2`, { token: owner });
      expect(ids(second).length).toBeGreaterThan(0);
      const next = await api<OrderPage>(app, `${query}&page=2&after=${first.body.rows.at(-1)!.id}`, {
        token: owner,
      });
      expect(ids(next)).toEqual(ids(second));
      const back = await api<OrderPage>(app, `${query}&page=1&before=${second.body.rows[0]!.id}`, {
        token: owner,
      });
      expect(ids(back)).toEqual(ids(first));
    });
  });

  describe('the request search', () => {
    it("finds by the number's start and by the client's name, counting what both find once", async () => {
      const db = app.database.db;
      const outbound = and(eq(requests.industryId, refs.industryId), eq(requests.direction, 'outbound'));
      const [every] = await db.select({ n: sql<number>`count(*)::int` }).from(requests).where(outbound);
      const all = await api<OrderPage>(app, '/api/requests?direction=outbound&search=req-out', {
        token: owner,
      });
      expect(all.body).toMatchObject({ total: every!.n, totalCapped: false });

      const [first] = await db
        .select({ number: requests.number, client: clients.name, clientId: requests.clientId })
        .from(requests)
        .innerJoin(clients, eq(clients.id, requests.clientId))
        .where(outbound)
        .limit(1);
      const [theirs] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(requests)
        .where(and(outbound, eq(requests.clientId, first!.clientId!)));
      const byClient = await api<OrderPage>(
        app,
        `/api/requests?direction=outbound&search=${encodeURIComponent(first!.client)}&pageSize=100`,
        { token: owner },
      );
      expect(byClient.body.total).toBe(theirs!.n);
      expect(byClient.body.rows.map((r) => r.number)).toContain(first!.number);
    });
  });

  describe('the order search', () => {
    it('finds by a part of the number or the vehicle, case-insensitively', async () => {
      const byNumber = await list('search=bulk-1234');
      // BULK-1234 and BULK-12340 … BULK-12349 do not all exist: only those up to BULK-10050.
      expect(byNumber.body.rows.map((r) => r.number).sort()).toEqual(['BULK-1234']);
      const byPlate = await list('search=q0000123');
      // ZQ00001230 … ZQ00001239.
      expect(byPlate.body).toMatchObject({ total: 10, totalCapped: false });
      expect(byPlate.body.rows.every((r) => r.vehicleNumber?.startsWith('ZQ0000123'))).toBe(true);
    });

    it('finds by a whole or partial order number as a search anywhere in the number would', async () => {
      // The number's OUT- is looked for at its start, the rest through the index: the same rows as ILIKE.
      for (const text of ['OUT-00012', 'out-0001', 'OUT-001', 'Out-0']) {
        const found = await list(`search=${text}&pageSize=100&sort=number&order=asc`);
        const expected = await app.database.db
          .select({ number: orders.number })
          .from(orders)
          .where(
            and(
              eq(orders.industryId, refs.industryId),
              eq(orders.direction, 'outbound'),
              ilike(orders.number, `%${text}%`),
            ),
          );
        expect(expected.length).toBeGreaterThan(0);
        const numbers = expected.map((r) => r.number);
        expect(found.body.total).toBe(numbers.length);
        expect(found.body.rows.map((r) => r.number).sort()).toEqual(numbers.sort().slice(0, 100));
      }
    });

    it('matches the start of the text for one or two characters', async () => {
      const short = await list('search=zq&pageSize=25');
      expect(short.body).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
      // "Q0" is inside every bulk plate, at the start of none.
      const inside = await list('search=q0');
      expect(inside.body.rows.some((r) => r.vehicleNumber?.startsWith('ZQ'))).toBe(false);
    });

    it('finds a plate by its start as it is typed, with spaces or dashes, in any case', async () => {
      // ZQ00001200 … ZQ00001299, the bulk copies 1,200 to 1,299.
      for (const text of ['ZQ000012', 'zq 0000 12', 'Zq-000012']) {
        const found = await list(`search=${encodeURIComponent(text)}&pageSize=100`);
        expect(found.body).toMatchObject({ total: 100, totalCapped: false });
        expect(found.body.rows.every((r) => r.vehicleNumber?.startsWith('ZQ000012'))).toBe(true);
      }
      // A start common to every bulk plate is counted to the cap, and its page is the newest of them.
      const common = await list(`search=${encodeURIComponent('ZQ 0')}`);
      expect(common.body).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
      expect(common.body.rows.map((r) => r.number).slice(0, 3)).toEqual(['BULK-1', 'BULK-2', 'BULK-3']);
    });

    it('counts an order found by its number and its plate alike once', async () => {
      // "123" is in BULK-123 and its plate ZQ00000123, and in BULK-1230 … BULK-9123 and their plates alike.
      const found = await list('search=123&pageSize=100');
      const [expected] = await app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.industryId, refs.industryId),
            eq(orders.direction, 'outbound'),
            sql`(${orders.number} ilike '%123%' or ${orders.vehicleNumber} ilike '%123%')`,
          ),
        );
      expect(expected!.n).toBeGreaterThan(10);
      expect(found.body).toMatchObject({ total: expected!.n, totalCapped: false });
    });

    it('finds by the name of the transporter, the client or the vendor', async () => {
      const db = app.database.db;
      const [transporter] = await db
        .select({ name: transporters.name })
        .from(transporters)
        .where(eq(transporters.id, template.transporterId));
      // The bulk copies carry the template's transporter: ten thousand of them only that name can find.
      const byTransporter = await list(`search=${encodeURIComponent(transporter!.name)}`);
      expect(byTransporter.body.totalCapped).toBe(true);
      expect(byTransporter.body.rows.every((r) => r.transporter.name === transporter!.name)).toBe(true);

      const [client] = await db
        .select({ name: clients.name })
        .from(clients)
        .where(eq(clients.id, template.clientId!));
      const byClient = await list(`search=${encodeURIComponent(client!.name)}`);
      expect(byClient.body.rows.map((r) => r.number)).toContain(template.number);

      const [inbound] = await db
        .select({ number: orders.number, vendor: vendors.name })
        .from(orders)
        .innerJoin(vendors, eq(vendors.id, orders.vendorId))
        .where(eq(orders.industryId, refs.industryId))
        .limit(1);
      const byVendor = await api<OrderPage>(
        app,
        `/api/orders?direction=inbound&search=${encodeURIComponent(inbound!.vendor)}&pageSize=100`,
        { token: owner },
      );
      expect(byVendor.body.rows.map((r) => r.number)).toContain(inbound!.number);
    });

    it("never reaches another industry's orders, by number or by its names", async () => {
      const theirs = await list('search=BULK-1', stranger);
      expect(theirs.status).toBe(200);
      expect(theirs.body).toMatchObject({ total: 0, totalCapped: false, rows: [] });
      const [client] = await app.database.db
        .select({ name: clients.name })
        .from(clients)
        .where(eq(clients.id, template.clientId!));
      const byName = await list(`search=${encodeURIComponent(client!.name)}`, stranger);
      expect(byName.body.rows.map((r) => r.number)).not.toContain(template.number);
    });
  });

  describe("a number's start that only old orders have", () => {
    /**
     * OUT-70001 … OUT-70100: made and picked up before every other order, three to an hour (ties a page boundary
     * cuts).
     */
    const OLD = 100;
    const numbersOf = (reply: { body: OrderPage }) => reply.body.rows.map((r) => r.number);
    /** The industry's outbound orders whose number starts with `start`, in the list's order, as the database sorts. */
    const expected = async (
      start: string,
      order: 'asc' | 'desc',
      offset = 0,
      sort: typeof orders.createdAt | typeof orders.pickupAt = orders.createdAt,
    ) => {
      const rows = await app.database.db
        .select({ number: orders.number })
        .from(orders)
        .where(
          and(
            eq(orders.industryId, refs.industryId),
            eq(orders.direction, 'outbound'),
            sql`${orders.number} like ${`${start}%`}`,
          ),
        )
        .orderBy(sql`${sort} ${sql.raw(order)}, ${orders.id} ${sql.raw(order)}`)
        .limit(25)
        .offset(offset);
      return rows.map((r) => r.number);
    };

    beforeAll(async () => {
      await app.database.db.execute(sql`
        insert into orders (industry_id, number, direction, source, plant_id, transporter_id, client_id, vendor_id,
          origin_city_id, destination_city_id, status, vehicle_number, weight_kg, freight_paise, pickup_at, created_at)
        select industry_id, 'OUT-' || (70000 + g), direction, source, plant_id, transporter_id, client_id, vendor_id,
          origin_city_id, destination_city_id, 'closed', 'ZR' || lpad(g::text, 8, '0'), weight_kg, freight_paise,
          timestamptz '2019-01-02' - (g / 3) * interval '1 hour', timestamptz '2019-01-01' - (g / 3) * interval '1 hour'
        from orders, generate_series(1, ${OLD}) g
        where orders.id = ${template.id}`);
    });

    it('lists their newest first, and their oldest first, as the database orders them, ties by id', async () => {
      for (const [name, sort] of [
        ['createdAt', orders.createdAt],
        ['pickupAt', orders.pickupAt],
      ] as const) {
        for (const order of ['desc', 'asc'] as const) {
          for (const page of [1, 2, 4]) {
            const found = await list(`search=out-7&sort=${name}&order=${order}&page=${page}`);
            const what = `${name} ${order} page ${page}`;
            expect(found.body, what).toMatchObject({ total: OLD, totalCapped: false, page });
            expect(numbersOf(found), what).toEqual(await expected('OUT-7', order, (page - 1) * 25, sort));
          }
        }
      }
      // Newest first they are OUT-70001, 70002 (an hour before 2019) and then 70005, 70004, 70003 (two).
      const first = await list('search=OUT-700');
      expect(numbersOf(first).slice(0, 5)).toEqual([
        'OUT-70002',
        'OUT-70001',
        'OUT-70005',
        'OUT-70004',
        'OUT-70003',
      ]);
    });

    it('steps to the next and previous page from a row seen as the page number reads them', async () => {
      for (const order of ['desc', 'asc'] as const) {
        const query = `search=OUT-7&order=${order}`;
        const [seen, byOffset] = await Promise.all([list(`${query}&page=2`), list(`${query}&page=3`)]);
        const next = await list(`${query}&page=3&after=${seen.body.rows.at(-1)!.id}`);
        const back = await list(`${query}&page=2&before=${byOffset.body.rows[0]!.id}`);
        expect(numbersOf(next), order).toEqual(numbersOf(byOffset));
        expect(numbersOf(back), order).toEqual(numbersOf(seen));
        // A row of the list the search does not find positions nothing: the page is read by its number.
        const stray = await list(`${query}&page=3&after=${template.id}`);
        expect(numbersOf(stray), order).toEqual(numbersOf(byOffset));
      }
    });

    it('lists them in a status tab and beside the orders their plate finds, and not to another industry', async () => {
      const closed = await list('search=OUT-70&tab=closed&pageSize=100');
      expect(closed.body).toMatchObject({ total: OLD, totalCapped: false });
      // "OUT-70" is also the start of one old order's plate: it joins the list in its place by creation time.
      await app.database.db.execute(sql`
        update orders set vehicle_number = 'OUT7000000' where industry_id = ${refs.industryId} and number = 'BULK-10050'`);
      const both = await list('search=OUT-70&pageSize=100&page=2&order=asc');
      expect(both.body).toMatchObject({ total: OLD + 1, totalCapped: false });
      const ids = await app.database.db
        .select({ number: orders.number })
        .from(orders)
        .where(
          and(
            eq(orders.industryId, refs.industryId),
            eq(orders.direction, 'outbound'),
            sql`(${orders.number} like 'OUT-70%' or ${orders.vehicleNumber} like 'OUT70%')`,
          ),
        )
        .orderBy(orders.createdAt, orders.id)
        .offset(100);
      expect(numbersOf(both)).toEqual(ids.map((r) => r.number));
      expect(numbersOf(both)).toEqual(['BULK-10050']);
      const theirs = await list('search=OUT-7', stranger);
      expect(theirs.body).toMatchObject({ total: 0, rows: [] });
    });
  });
});
