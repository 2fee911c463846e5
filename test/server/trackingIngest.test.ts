import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions, tollCrossings } from '../../server/db/schema/tracking';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { MovableClock } from '../../server/movableClock';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { fleet, gpsFix, ingest, prepareSecondIndustry, trackedOrders } from './trackingFixtures';

let app: TestApp;
const clock = new MovableClock();
let owner: string;
let gpsOrders: { id: number; vehicleNumber: string }[];
let second: Awaited<ReturnType<typeof prepareSecondIndustry>>;
// Whole seconds, as the board's wire carries times.
const base = Math.floor(Date.now() / 1000) * 1000 - 10 * 60_000;
const at = (s: number) => new Date(base + s * 1000);

beforeAll(async () => {
  app = await startTestApp({ env: { ALERT_DIGEST_SECONDS: '1' }, clock });
  owner = await loginAs(app, 'owner');
  gpsOrders = await trackedOrders(app.database.db, 'gps', 3);
  second = await prepareSecondIndustry(app);
});
afterAll(() => app.close());

const positionCount = async (orderId?: number) => {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(positions)
    .where(orderId ? eq(positions.orderId, orderId) : undefined);
  return row!.n;
};

describe('ingest authentication and validation', () => {
  it('refuses a missing or unknown API key', async () => {
    expect((await ingest(app, 'gps', [gpsFix('k1', 'MP19AB1234', at(0))], '')).status).toBe(401);
    const unknown = await ingest(app, 'gps', [gpsFix('k1', 'MP19AB1234', at(0))], 'nope');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.code).toBe('unauthorized');
  });

  it('keeps the good events of a batch and names the bad one with its field', async () => {
    const order = gpsOrders[0]!;
    const before = await positionCount(order.id);
    const reply = await ingest(app, 'gps', [
      gpsFix('v-1', order.vehicleNumber, at(1)),
      gpsFix('v-2', order.vehicleNumber, at(2), { latitude: 123 }),
      gpsFix('v-3', order.vehicleNumber, at(3)),
    ]);
    expect(reply.status).toBe(207);
    expect(reply.body.accepted).toBe(2);
    expect(reply.body.rejected).toEqual([
      { index: 1, eventId: 'v-2', fields: { latitude: expect.any(String) } },
    ]);
    expect(await positionCount(order.id)).toBe(before + 2);
  });

  it('answers 400 with field paths for a body with no valid event, and for a broken envelope', async () => {
    const none = await ingest(app, 'gps', [{ eventId: 'x' }]);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.error!.fields!)).toContain('events.0.vehicleNumber');
    expect((await ingest(app, 'gps', [])).status).toBe(400);
    const raw = await fetch(`${app.baseUrl}/api/ingest/gps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
      body: '{"events": 5}',
    });
    expect(raw.status).toBe(400);
    expect((await api(app, '/api/ingest/gps', { rawBody: '{"events": 5}' })).status).toBe(401);
  });

  it('refuses another industry’s order id, and a phone without consent', async () => {
    const reply = await ingest(app, 'gps', [
      gpsFix('cross-1', 'MP20ZZ9999', at(4), { orderId: second.orderId }),
      gpsFix('ok-1', gpsOrders[0]!.vehicleNumber, at(4)),
    ]);
    expect(reply.status).toBe(207);
    expect(reply.body.rejected[0]!.fields).toHaveProperty('orderId');
    const sim = await ingest(app, 'sim', [
      {
        eventId: 's-1',
        mobile: '9000000001',
        recordedAt: at(5).toISOString(),
        latitude: 24,
        longitude: 80,
        accuracyM: 500,
      },
    ]);
    expect(sim.status).toBe(400);
    expect(sim.body.error!.fields).toHaveProperty(['events.0.mobile']);
  });
});

describe('idempotency, order and batching', () => {
  it('counts a repeated batch as duplicates and stores nothing twice', async () => {
    const order = gpsOrders[1]!;
    const batch = Array.from({ length: 50 }, (_, i) => gpsFix(`dup-${i}`, order.vehicleNumber, at(10 + i)));
    const first = await ingest(app, 'gps', batch);
    expect(first.body).toEqual({ accepted: 50, duplicates: 0, rejected: [] });
    const rows = await positionCount(order.id);
    const again = await ingest(app, 'gps', [...batch, batch[0]!]);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ accepted: 0, duplicates: 51, rejected: [] });
    expect(await positionCount(order.id)).toBe(rows);
  });

  it('stores event ids exactly, whatever characters they hold', async () => {
    const order = gpsOrders[0]!;
    // The positions insert sends each column as an array literal: quotes, backslashes, commas, braces and the
    // word NULL must arrive as written, or a replay would not be recognised as the same event.
    const ids = ['quote"d', 'back\\slash', 'a,b', '{braces}', 'NULL', 'in side'];
    const fixes = ids.map((id, i) => gpsFix(id, order.vehicleNumber, at(300 + i)));
    expect((await ingest(app, 'gps', fixes)).body).toEqual({ accepted: 6, duplicates: 0, rejected: [] });
    expect((await ingest(app, 'gps', fixes)).body).toEqual({ accepted: 0, duplicates: 6, rejected: [] });
    const stored = await app.database.db
      .select({ id: positions.sourceEventId })
      .from(positions)
      .where(inArray(positions.sourceEventId, ids));
    expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('gives each of concurrent requests its own counts when their fixes are stored together', async () => {
    const [a, b] = [gpsOrders[1]!, gpsOrders[2]!];
    const batchA = Array.from({ length: 20 }, (_, i) => gpsFix(`group-a-${i}`, a.vehicleNumber, at(200 + i)));
    const batchB = Array.from({ length: 30 }, (_, i) => gpsFix(`group-b-${i}`, b.vehicleNumber, at(200 + i)));
    const before = (await positionCount(a.id)) + (await positionCount(b.id));
    // Sent at once, the later requests wait for the first one's transaction and share the next: a fix both
    // carry counts as accepted for one of them and as a duplicate for the other.
    const replies = await Promise.all([
      ingest(app, 'gps', batchA),
      ingest(app, 'gps', batchB),
      ingest(app, 'gps', [...batchA.slice(0, 5), ...batchB.slice(0, 5)]),
      ingest(app, 'gps', batchB),
    ]);
    const accepted = replies.reduce((sum, r) => sum + r.body.accepted, 0);
    const duplicates = replies.reduce((sum, r) => sum + r.body.duplicates, 0);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(accepted).toBe(50);
    expect(duplicates).toBe(10 + 30);
    for (const r of replies) expect(r.body.accepted + r.body.duplicates).toBeGreaterThan(0);
    expect((await positionCount(a.id)) + (await positionCount(b.id))).toBe(before + 50);
  });

  it('resolves the order from the vehicle number and stores a large batch whole', async () => {
    const order = gpsOrders[2]!;
    const before = await positionCount(order.id);
    const batch = Array.from({ length: 3_000 }, (_, i) =>
      gpsFix(`big-${i}`, order.vehicleNumber, at(100 + i / 10)),
    );
    const reply = await ingest(app, 'gps', batch);
    expect(reply.body.accepted).toBe(3_000);
    expect(await positionCount(order.id)).toBe(before + 3_000);
  });

  it('keeps the latest state at the newest fix when older fixes arrive later', async () => {
    const order = gpsOrders[0]!;
    // A few km from the fixes before: a believable drive (a longer jump in minutes would be judged implausible).
    await ingest(app, 'gps', [gpsFix('ooo-new', order.vehicleNumber, at(500), { latitude: 24.3 })]);
    await ingest(app, 'gps', [gpsFix('ooo-old', order.vehicleNumber, at(400), { latitude: 24.1 })]);
    const vehicle = (await fleet(app, owner)).body.vehicles.find((v) => v.orderId === order.id)!;
    expect(vehicle.lastFix!.at).toBe(at(500).toISOString());
    const track = await api<{ points: { at: string }[] }>(app, `/api/tracking/orders/${order.id}/track`, {
      token: owner,
    });
    const times = track.body.points.map((p) => p.at);
    expect(times).toContain(at(400).toISOString());
    expect([...times].sort()).toEqual(times);
  });
});

describe('snapshot, tolls, e-way bills and alerts', () => {
  it('moves the industry sequence forward with each change and stamps vehicles with it', async () => {
    const order = gpsOrders[1]!;
    const before = (await fleet(app, owner)).body;
    await ingest(app, 'gps', [gpsFix('seq-1', order.vehicleNumber, at(700))]);
    const after = (await fleet(app, owner)).body;
    expect(after.seq).toBeGreaterThan(before.seq);
    const vehicle = after.vehicles.find((v) => v.orderId === order.id)!;
    expect(vehicle.seq).toBe(after.seq);
    expect(after.vehicles.every((v) => v.seq <= after.seq)).toBe(true);
  });

  it('stores toll crossings, shows the last one and lists them on the timeline', async () => {
    const order = gpsOrders[1]!;
    const read = (id: string, s: number, name: string) => ({
      eventId: id,
      vehicleNumber: order.vehicleNumber,
      plazaName: name,
      plazaCode: id,
      latitude: 24.3,
      longitude: 80.7,
      laneDirection: 'forward',
      readAt: at(s).toISOString(),
    });
    const reply = await ingest(app, 'fastag', [
      read('t-2', 720, 'Second plaza'),
      read('t-1', 710, 'First plaza'),
    ]);
    expect(reply.body.accepted).toBe(2);
    const [{ n } = { n: 0 }] = await app.database.db
      .select({ n: count() })
      .from(tollCrossings)
      .where(eq(tollCrossings.orderId, order.id));
    expect(n).toBe(2);
    const vehicle = (await fleet(app, owner)).body.vehicles.find((v) => v.orderId === order.id)!;
    expect(vehicle.lastToll).toEqual({ plazaName: 'Second plaza', at: at(720).toISOString() });
    const tolls = await api<{ tolls: { plazaName: string }[] }>(
      app,
      `/api/tracking/orders/${order.id}/tolls`,
      { token: owner },
    );
    expect(tolls.body.tolls.map((t) => t.plazaName)).toEqual(['First plaza', 'Second plaza']);
    const events = await api<{ events: { kind: string }[] }>(app, `/api/tracking/orders/${order.id}/events`, {
      token: owner,
    });
    expect(events.body.events.filter((e) => e.kind === 'toll')).toHaveLength(2);
  });

  it('raises "e-way bill expiring" when the bill ends before the ETA, and clears it on extension', async () => {
    const order = gpsOrders[1]!;
    const bill = (id: string, kind: string, hours: number) => ({
      eventId: id,
      ewaybillNumber: '123456789012',
      kind,
      validUntil: new Date(Date.now() + hours * 3_600_000).toISOString(),
      orderId: order.id,
      at: new Date().toISOString(),
      distanceKm: 300,
    });
    await ingest(app, 'gps', [
      gpsFix('ewb-fix', order.vehicleNumber, new Date(), { latitude: 23.0, longitude: 72.6 }),
    ]);
    expect((await ingest(app, 'ewaybill', [bill('e-1', 'generated', 0.1)])).body.accepted).toBe(1);
    let vehicle = (await fleet(app, owner)).body.vehicles.find((v) => v.orderId === order.id)!;
    expect(vehicle.alerts).toContain('eway_bill_expiring');
    // The raised alert reaches the plant's shipper users, once its digest is due, as a notification that opens
    // the trip.
    await clock.advance(1000);
    const notices = await api<{ rows: { title: string; refId: number | null; kind: string }[] }>(
      app,
      '/api/notifications',
      { token: owner },
    );
    expect(notices.body.rows.find((n) => n.refId === order.id && n.kind === 'tracking')).toMatchObject({
      title: `E-way bill expiring: ${order.vehicleNumber}`,
    });
    await ingest(app, 'ewaybill', [
      { ...bill('e-2', 'extended', 24 * 30), at: new Date(Date.now() + 1000).toISOString() },
    ]);
    vehicle = (await fleet(app, owner)).body.vehicles.find((v) => v.orderId === order.id)!;
    expect(vehicle.alerts).not.toContain('eway_bill_expiring');
  });

  it('scopes the snapshot to the industry', async () => {
    const b = await loginAs(app, 'noPlan');
    await ingest(app, 'gps', [gpsFix('b-1', second.vehicleNumber, at(800))], second.key);
    const bFleet = (await fleet(app, b)).body;
    expect(bFleet.vehicles.map((v) => v.orderId)).toEqual([second.orderId]);
    expect((await fleet(app, owner)).body.vehicles.some((v) => v.orderId === second.orderId)).toBe(false);
    expect((await api(app, `/api/tracking/orders/${second.orderId}/track`, { token: owner })).status).toBe(
      404,
    );
  });
});
