import { readFileSync } from 'node:fs';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema/orders';
import { positions, simConsents, tollCrossings } from '../../server/db/schema/tracking';
import { ewayBillEvents, trackingLatest } from '../../server/db/schema/trackingState';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import { loginAs, startTestApp, type TestApp } from './harness';
import { fleet, gpsFix, ingest, type Source, trackedOrders } from './trackingFixtures';

/**
 * A feed's batch is judged item by item: whatever the database could not store, or no clock could mean, is
 * refused as that item (207 naming it), and the rest of the batch is stored. Bad items are generated.
 */

let app: TestApp;
let owner: string;
let vehicle: string;
let orderId: number;
let mobile: string;
let unique = 0;
const eventId = (prefix: string) => `${prefix}-${++unique}`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  const [order] = await trackedOrders(app.database.db, 'gps');
  vehicle = order!.vehicleNumber;
  orderId = order!.id;
  const [consent] = await app.database.db
    .select({ mobile: simConsents.mobile })
    .from(simConsents)
    .innerJoin(orders, eq(orders.id, simConsents.orderId))
    .where(and(eq(simConsents.status, 'granted'), inArray(orders.status, [...TRACKED_STATUSES])))
    .limit(1);
  mobile = consent!.mobile;
});
afterAll(() => app.close());

/** Values no database column or clock can take, whatever the field's type. */
const UNSTORABLE_TEXT = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF'];
const BAD_EVENT_ID = [...UNSTORABLE_TEXT, '', 'a'.repeat(101)];
const UNSTORABLE_TIME = [
  '9999-12-31T23:59:59Z',
  '1900-01-01T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '+275760-09-13T00:00:00Z',
  new Date(Date.now() + 24 * 3_600_000).toISOString(),
];
const UNSTORABLE_NUMBER = [1e-320, -5e-324, 1e308, Number.MAX_SAFE_INTEGER];
const UNSTORABLE_FLOAT4 = [1e-39, 1e-40, 5e-324];
const UNSTORABLE_ID = [2_147_483_648, 4_294_967_296, 1.5, 0];

interface Feed {
  good: () => Record<string, unknown>;
  /** Each field with the values it must refuse. */
  bad: Record<string, readonly unknown[]>;
  stored: () => Promise<number>;
}

const rows = async (table: typeof positions | typeof tollCrossings | typeof ewayBillEvents) => {
  const [row] = await app.database.db.select({ n: count() }).from(table);
  return row!.n;
};

const FEEDS: Record<Source, Feed> = {
  gps: {
    good: () => gpsFix(eventId('g'), vehicle, new Date(Date.now() - 60_000)),
    bad: {
      eventId: BAD_EVENT_ID,
      recordedAt: UNSTORABLE_TIME,
      latitude: UNSTORABLE_NUMBER,
      speedKmh: UNSTORABLE_FLOAT4,
      heading: UNSTORABLE_FLOAT4,
      orderId: UNSTORABLE_ID,
    },
    stored: () => rows(positions),
  },
  sim: {
    good: () => ({
      eventId: eventId('s'),
      mobile,
      recordedAt: minutesAgo(1),
      latitude: 24.2,
      longitude: 80.7,
      accuracyM: 30,
    }),
    bad: {
      eventId: BAD_EVENT_ID,
      recordedAt: UNSTORABLE_TIME,
      longitude: UNSTORABLE_NUMBER,
      accuracyM: [1e-320, 0, 1e308],
      orderId: UNSTORABLE_ID,
    },
    stored: () => rows(positions),
  },
  fastag: {
    good: () => {
      const id = eventId('t');
      return {
        eventId: id,
        vehicleNumber: vehicle,
        plazaName: 'Hindoria plaza',
        plazaCode: id,
        latitude: 23.9,
        longitude: 79.6,
        laneDirection: 'forward',
        readAt: minutesAgo(1),
      };
    },
    bad: {
      eventId: BAD_EVENT_ID,
      plazaName: UNSTORABLE_TEXT,
      laneDirection: UNSTORABLE_TEXT,
      readAt: UNSTORABLE_TIME,
      latitude: UNSTORABLE_NUMBER,
      orderId: UNSTORABLE_ID,
    },
    stored: () => rows(tollCrossings),
  },
  ewaybill: {
    good: () => ({
      eventId: eventId('e'),
      ewaybillNumber: '341000000001',
      kind: 'partB',
      validUntil: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      vehicleNumber: vehicle,
      orderId,
      at: minutesAgo(1),
    }),
    bad: {
      eventId: BAD_EVENT_ID,
      at: UNSTORABLE_TIME,
      validUntil: UNSTORABLE_TIME.slice(0, 4),
      distanceKm: [2_147_483_648, 1e308, 1.5],
      orderId: UNSTORABLE_ID,
    },
    stored: () => rows(ewayBillEvents),
  },
};

/** A batch of good items with some replaced by an item whose one field holds an unstorable value. */
const mixedBatch = (feed: Feed) =>
  fc
    .array(
      fc.option(
        fc
          .constantFrom(...Object.entries(feed.bad))
          .chain(([field, values]) => fc.constantFrom(...values).map((value) => ({ field, value }))),
        { freq: 2 },
      ),
      { minLength: 2, maxLength: 12 },
    )
    .filter((slots) => slots.some((s) => s === null) && slots.some((s) => s !== null));

describe('a bad event never sinks its batch', () => {
  for (const [source, feed] of Object.entries(FEEDS) as [Source, Feed][]) {
    it(`${source}: stores the good items of a mixed batch and names each bad one (207)`, async () => {
      await fc.assert(
        fc.asyncProperty(mixedBatch(feed), async (slots) => {
          const events = slots.map((slot) =>
            slot ? { ...feed.good(), [slot.field]: slot.value } : feed.good(),
          );
          const before = await feed.stored();
          const reply = await ingest(app, source, events);
          const badIndexes = slots.flatMap((slot, index) => (slot ? [index] : []));
          expect(reply.status, JSON.stringify(reply.body)).toBe(207);
          expect(reply.body.rejected.map((r) => r.index)).toEqual(badIndexes);
          for (const rejected of reply.body.rejected)
            expect(Object.keys(rejected.fields)).toContain(slots[rejected.index]!.field);
          expect(reply.body.accepted).toBe(slots.length - badIndexes.length);
          expect(await feed.stored()).toBe(before + reply.body.accepted);
        }),
        { numRuns: 12, seed: 12 },
      );
    });
  }
});

describe('time is bounded', () => {
  it('refuses a fix from the future as an item, so the next real fix still moves the truck', async () => {
    // Whole seconds, as the board's wire carries times.
    const now = Math.floor(Date.now() / 1000) * 1000;
    const reply = await ingest(app, 'gps', [
      gpsFix(eventId('future'), vehicle, new Date('2030-01-01T00:00:00Z')),
      gpsFix(eventId('skewed'), vehicle, new Date(now + 2 * 60_000)),
      gpsFix(eventId('ahead'), vehicle, new Date(now + 10 * 60_000)),
    ]);
    expect(reply.status).toBe(207);
    expect(reply.body.rejected.map((r) => [r.index, Object.keys(r.fields)])).toEqual([
      [0, ['recordedAt']],
      [2, ['recordedAt']],
    ]);
    // Within the allowed skew (5 minutes by default), a feed's slightly fast clock is taken.
    expect(reply.body.accepted).toBe(1);
    const later = new Date(now + 3 * 60_000);
    // A few km on from the skewed fix a minute earlier: believable, so only its time is on trial here.
    await ingest(app, 'gps', [gpsFix(eventId('real'), vehicle, later, { latitude: 24.3 })]);
    const state = (await fleet(app, owner)).body.vehicles.find((v) => v.orderId === orderId)!;
    expect(state.lastFix!.at).toBe(later.toISOString());
  });

  it('the migration brings a latest state held in the future back to the newest real fix', async () => {
    const db = app.database.db;
    const [real] = await db
      .select({ at: positions.recordedAt })
      .from(positions)
      .where(eq(positions.orderId, orderId))
      .orderBy(sql`${positions.recordedAt} desc`)
      .limit(1);
    const future = new Date('2030-06-01T00:00:00Z');
    await db.insert(positions).values({
      industryId: (await trackedOrders(db, 'gps'))[0]!.industryId,
      orderId,
      vehicleNumber: vehicle,
      source: 'gps',
      sourceEventId: eventId('stored-future'),
      recordedAt: future,
      latitude: 10,
      longitude: 10,
    });
    await db
      .update(trackingLatest)
      .set({ lastFixAt: future, latitude: 10 })
      .where(eq(trackingLatest.orderId, orderId));

    const migration = readFileSync('server/db/migrations/0003_no_future_fixes.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const [latest] = await db.select().from(trackingLatest).where(eq(trackingLatest.orderId, orderId));
    expect(latest!.lastFixAt).toEqual(real!.at);
    expect(latest!.latitude).not.toBe(10);
    const [{ n } = { n: -1 }] = await db
      .select({ n: count() })
      .from(positions)
      .where(sql`${positions.recordedAt} > now() + interval '5 minutes'`);
    expect(n).toBe(0);
  });
});

describe('duplicates mean one thing', () => {
  const latitudeOf = async (sourceEventId: string) => {
    const found = await app.database.db
      .select({ latitude: positions.latitude })
      .from(positions)
      .where(eq(positions.sourceEventId, sourceEventId));
    return found.map((r) => r.latitude);
  };

  it('keeps the first of an event sent twice in one batch and counts the other as a duplicate', async () => {
    const id = eventId('twice');
    const reply = await ingest(app, 'gps', [
      gpsFix(id, vehicle, new Date(Date.now() - 30_000), { latitude: 24.1 }),
      gpsFix(id, vehicle, new Date(Date.now() - 20_000), { latitude: 24.8 }),
    ]);
    expect(reply.body).toEqual({ accepted: 1, duplicates: 1, rejected: [] });
    expect(await latitudeOf(id)).toEqual([24.1]);
  });

  // Across batches the stored key is the event id with its time (positions are partitioned by time, and a key
  // on a partitioned table holds the partition key): a feed resends a fix whole, with its time.
  it('keeps the first of an event sent in two batches and counts the second as a duplicate', async () => {
    const id = eventId('again');
    const at = new Date(Date.now() - 30_000);
    const first = await ingest(app, 'gps', [gpsFix(id, vehicle, at, { latitude: 24.1 })]);
    const second = await ingest(app, 'gps', [gpsFix(id, vehicle, at, { latitude: 24.8 })]);
    expect(first.body).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    expect(second.body).toEqual({ accepted: 0, duplicates: 1, rejected: [] });
    expect(await latitudeOf(id)).toEqual([24.1]);
  });
});
