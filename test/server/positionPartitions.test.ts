import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../server/db/database';
import { resultRows } from '../../server/tracking/batchSql';
import { monthPartitions, partitionName, upkeepPositions } from '../../server/tracking/positionPartitions';
import type { OrderTrack } from '../../src/domain/schemas/tracking';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { postgresNodes } from './postgresNodes';
import { reachable } from './reachable';
import { snapshotOf } from './snapshots';
import { ingest, trackedOrders } from './trackingFixtures';

/**
 * Positions are partitioned by month: a trip replays whole across months, a fix for a month without a
 * partition lands in the default one and the upkeep moves it into its month, retention downsamples an old
 * month to one fix per minute that still replays, and a fix sent twice is stored once.
 */

/** A 4-hour trip across new year 2026, one fix every 10 s: months that have no partition yet. */
const TRIP_START = Date.parse('2025-12-31T22:00:00Z');
const EVERY_S = 10;
const FIXES = 4 * 360;
const fixAt = (i: number) => new Date(TRIP_START + i * EVERY_S * 1000).toISOString();
const NOW = new Date();

const one = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  resultRows<T>(await db.execute(query))[0]!;
const countIn = async (db: Database, table: string) =>
  (await one<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;

let app: TestApp;
let owner: string;
let order: Awaited<ReturnType<typeof trackedOrders>>[number];

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  order = (await trackedOrders(app.database.db, 'gps'))[0]!;
  // The demo's own fixes of a month its seed made no partition for (the last days of the month before, on a
  // month's first day) wait in the default one too: the upkeep moves them to their month first, so that the
  // default holds this trip's fixes alone, whatever the day the suite runs.
  await upkeepPositions(app.database.db, { rawDays: 3650, keepDays: undefined }, NOW);
  await app.database.db.execute(sql`
    insert into positions (industry_id, order_id, vehicle_number, source, source_event_id, recorded_at,
                           latitude, longitude, speed_kph, heading)
    select ${order!.industryId}, ${order!.id}, ${order!.vehicleNumber}, 'gps', 'new-year-' || i,
           ${fixAt(0)}::timestamptz + make_interval(secs => i * ${EVERY_S}),
           20 + i * 0.0001, 76 + i * 0.0001, 48, 45
    from generate_series(0, ${FIXES - 1}) as i`);
});
afterAll(() => app.close());

const replay = async (from: string, to: string) => {
  const query = `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const reply = await api<OrderTrack>(app, `/api/tracking/orders/${order.id}/track${query}`, {
    token: owner,
  });
  expect(reply.status).toBe(200);
  return reply.body.points.map((p) => p.at);
};

describe('positions partitioned by month', () => {
  it('keeps fixes for a month without a partition in the default one, and replays them', async () => {
    expect(await countIn(app.database.db, 'positions_default')).toBe(FIXES);
    expect(await replay(fixAt(0), fixAt(FIXES - 1))).toEqual(
      Array.from({ length: FIXES }, (_, i) => fixAt(i)),
    );
  });

  it('moves them into their months, created by the upkeep, with months ahead', async () => {
    const done = await upkeepPositions(app.database.db, { rawDays: 3650, keepDays: undefined }, NOW);
    expect(done.created).toEqual(expect.arrayContaining(['positions_2025_12', 'positions_2026_01']));
    expect(done.moved).toBe(FIXES);
    expect(await countIn(app.database.db, 'positions_default')).toBe(0);
    const inDecember = FIXES / 2;
    expect(await countIn(app.database.db, 'positions_2025_12')).toBe(inDecember);
    expect(await countIn(app.database.db, 'positions_2026_01')).toBe(FIXES - inDecember);
    const names = (await monthPartitions(app.database.db)).map((p) => p.name);
    const thisMonth = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 1));
    for (const ahead of [0, 1, 2])
      expect(names).toContain(
        partitionName(new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() + ahead, 1))),
      );
    // A second pass has nothing left to do.
    expect(await upkeepPositions(app.database.db, { rawDays: 3650, keepDays: undefined }, NOW)).toEqual({
      created: [],
      moved: 0,
      downsampled: [],
      dropped: [],
    });
  });

  it('replays a trip across the month boundary whole, in order', async () => {
    expect(await replay(fixAt(0), fixAt(FIXES - 1))).toEqual(
      Array.from({ length: FIXES }, (_, i) => fixAt(i)),
    );
    const whole = await api<OrderTrack>(app, `/api/tracking/orders/${order.id}/track`, { token: owner });
    const times = whole.body.points.map((p) => p.at);
    expect(times).toContain(fixAt(0));
    expect(times).toContain(fixAt(FIXES - 1));
    expect([...times].sort()).toEqual(times);
  });

  it('stores a fix sent twice once, also when it is sent again after moving out of the default', async () => {
    const fix = {
      eventId: 'twice-1',
      vehicleNumber: order.vehicleNumber,
      orderId: order.id,
      recordedAt: '2025-06-15T10:00:00.000Z',
      latitude: 19.1,
      longitude: 72.9,
      speedKmh: 40,
      heading: 90,
    };
    const first = await ingest(app, 'gps', [fix, fix]);
    expect(first.body).toMatchObject({ accepted: 1, duplicates: 1 });
    expect((await ingest(app, 'gps', [fix])).body).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(await countIn(app.database.db, 'positions_default')).toBe(1);
    await upkeepPositions(app.database.db, { rawDays: 3650, keepDays: undefined }, NOW);
    expect(await countIn(app.database.db, 'positions_2025_06')).toBe(1);
    expect((await ingest(app, 'gps', [fix])).body).toMatchObject({ accepted: 0, duplicates: 1 });
    const stored = await one<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from positions where source_event_id = 'twice-1'`,
    );
    expect(stored.n).toBe(1);
  });

  it('downsamples a month past the raw days to one fix per minute per vehicle, and it still replays', async () => {
    const rawDays = Math.floor((NOW.getTime() - Date.parse('2026-02-01T00:00:00Z')) / 86_400_000) - 1;
    const done = await upkeepPositions(app.database.db, { rawDays, keepDays: undefined }, NOW);
    const january = done.downsampled.find((d) => d.partition === 'positions_2026_01');
    expect(january).toEqual({ partition: 'positions_2026_01', before: FIXES / 2, after: 2 * 60 + 1 });
    expect(done.downsampled.map((d) => d.partition)).toContain('positions_2025_12');
    // Months inside the raw days keep every fix.
    expect(done.downsampled.map((d) => d.partition)).not.toContain(partitionName(NOW));
    const perMinute = await one<{ most: number }>(
      app.database.db,
      sql`select max(n)::int as most from (
            select count(*) as n from positions
            where recorded_at < '2026-02-01' and source_event_id like 'new-year-%'
            group by vehicle_number, order_id, date_trunc('minute', recorded_at)) m`,
    );
    expect(perMinute.most).toBeLessThanOrEqual(2);
    const points = await replay(fixAt(0), fixAt(FIXES - 1));
    // Every minute's first fix, and the trip's last fix in each month.
    const kept = [...Array.from({ length: FIXES / 6 }, (_, i) => i * 6), FIXES / 2 - 1, FIXES - 1];
    expect(points).toEqual(kept.sort((x, y) => x - y).map(fixAt));
    // Once marked downsampled, a month is not done again.
    const again = await upkeepPositions(app.database.db, { rawDays, keepDays: undefined }, NOW);
    expect(again.downsampled).toEqual([]);
  });

  it('drops months past the kept days, and only those', async () => {
    const keepDays = Math.floor((NOW.getTime() - Date.parse('2026-01-01T00:00:00Z')) / 86_400_000) - 1;
    const done = await upkeepPositions(app.database.db, { rawDays: 1, keepDays }, NOW);
    expect(done.dropped).toEqual(['positions_2025_06', 'positions_2025_12']);
    expect(await replay(fixAt(0), fixAt(FIXES - 1))).toEqual([
      ...Array.from({ length: FIXES / 12 }, (_, i) => fixAt(FIXES / 2 + i * 6)),
      fixAt(FIXES - 1),
    ]);
  });
});

describe('the migration to monthly partitions', () => {
  it('moves the fixes of a database from before it into their months, ids and all', async () => {
    const migrations = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
    const before = mkdtempSync(join(tmpdir(), 'freightdesk-migrations-'));
    cpSync(migrations, before, { recursive: true });
    const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8'));
    // The database as it was before the partitions: every migration up to theirs, none after.
    const partitioning = journal.entries.findIndex(
      (e: { tag: string }) => e.tag === '0024_positions_partitioned',
    );
    journal.entries = journal.entries.slice(0, partitioning);
    writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
    const client = await PGlite.create({
      // What the database's thread loads (server/db/pgliteWorker.ts): the later migrations' indexes need them.
      extensions: { pg_trgm, btree_gist },
      loadDataDir: await snapshotOf('initdb'),
    });
    const db = drizzle({ client, casing: 'snake_case' });
    try {
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into industries (name) values ('Before the partitions')`);
      await db.execute(sql`
        insert into positions (industry_id, vehicle_number, source, source_event_id, recorded_at, latitude, longitude)
        select (select min(id) from industries), 'MH12OLD', 'gps', 'old-' || i,
               '2025-03-01T00:00:00Z'::timestamptz + i * interval '1 day', 19, 73
        from generate_series(0, 40) as i`);
      const fingerprint = sql`select count(*)::int as n, max(id)::int as top,
        md5(string_agg(id || source_event_id || recorded_at, ',' order by id)) as hash from positions`;
      const old = await one<{ n: number; top: number; hash: string }>(db, fingerprint);
      await migrate(db, { migrationsFolder: migrations });
      expect(await one(db, fingerprint)).toEqual(old);
      expect(await countIn(db, 'positions_2025_03')).toBe(31);
      expect(await countIn(db, 'positions_2025_04')).toBe(10);
      expect(await countIn(db, 'positions_default')).toBe(0);
      // New fixes carry on from the old ids.
      const [next] = resultRows<{ id: number }>(
        await db.execute(sql`
          insert into positions (industry_id, vehicle_number, source, source_event_id, recorded_at, latitude, longitude)
          values ((select min(id) from industries), 'MH12NEW', 'gps', 'new-1', now(), 19, 73) returning id`),
      );
      expect(Number(next!.id)).toBe(old.top + 1);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
    // Every migration, in two steps: seconds on a quiet machine, more on a shared one.
  }, 120_000);
});

const up = await reachable(5432);

/** Two server nodes keep the partitions of one PostgreSQL database at once: each step is done once. */
describe.runIf(up)('positions upkeep on PostgreSQL, from two nodes', () => {
  let nodes: OpenedDatabase[];
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ nodes, dispose } = await postgresNodes(2));
    await nodes[0]!.db.execute(sql`insert into industries (name) values ('Two nodes')`);
  });
  afterAll(() => dispose?.());

  it('moves, creates and downsamples each month once, while fixes keep arriving', async () => {
    const db = nodes[0]!.db;
    const [industry] = resultRows<{ id: number }>(
      await db.execute(sql`select min(id) as id from industries`),
    );
    const insert = (prefix: string, from: string) =>
      db.execute(sql`
        insert into positions (industry_id, vehicle_number, source, source_event_id, recorded_at, latitude, longitude)
        select ${industry!.id}, 'MH12AB' || (i % 5), 'gps', ${prefix} || i,
               ${from}::timestamptz + make_interval(secs => i * 10), 19, 73
        from generate_series(0, 8639) as i`);
    await insert('old-', '2025-03-10T00:00:00Z');
    const retention = { rawDays: 30, keepDays: undefined };
    const [a, b] = await Promise.all([
      upkeepPositions(nodes[0]!.db, retention, NOW),
      upkeepPositions(nodes[1]!.db, retention, NOW),
      insert('late-', '2025-04-10T00:00:00Z'),
    ]);
    // The late fixes may land before or after the passes: a last pass settles them.
    const c = await upkeepPositions(nodes[1]!.db, retention, NOW);
    const created = [...a!.created, ...b!.created, ...c.created];
    expect(created.filter((p) => p === 'positions_2025_03')).toHaveLength(1);
    expect(created.filter((p) => p === 'positions_2025_04')).toHaveLength(1);
    const downsampled = [...a!.downsampled, ...b!.downsampled, ...c.downsampled];
    // Five trucks, each with a fix every 50 s: every minute of the day has at least one.
    const perMonth = 5 * 24 * 60;
    expect(downsampled.filter((d) => d.partition === 'positions_2025_03')).toEqual([
      { partition: 'positions_2025_03', before: 8_640, after: perMonth },
    ]);
    expect(await countIn(db, 'positions_default')).toBe(0);
    expect(await countIn(db, 'positions_2025_04')).toBe(perMonth);
  });
});
