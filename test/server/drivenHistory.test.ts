import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema/orders';
import { positions, tollCrossings } from '../../server/db/schema/tracking';
import { ensureMovingOrders, MOVING_STATUSES } from '../../server/sim/demoOrders';
import { driveHistory } from '../../server/sim/drivenHistory';
import { loadSimFleet, resumeFromLatest } from '../../server/sim/simFleet';
import { positionOf } from '../../server/sim/truckMotion';
import { distanceKm } from '../../src/domain/geo';
import type { OrderTolls, OrderTrack } from '../../src/domain/schemas/tracking';
import type { TripSummary } from '../../src/domain/schemas/tripSummary';
import { api, loginAs, startTestApp, type TestApp } from './harness';

/** The demo seed holds every moving truck's track from its trip's start, and the simulator goes on from it. */

const HOUR = 3_600_000;
let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
});
afterAll(() => app.close());

const movingOrders = (method: 'gps' | 'sim' | 'fastag') =>
  app.database.db
    .select({
      id: orders.id,
      industryId: orders.industryId,
      startedAt: sql<Date>`coalesce(${orders.gateOutAt}, ${orders.pickupAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(orders)
    .where(and(inArray(orders.status, [...MOVING_STATUSES]), eq(orders.trackingMethod, method)))
    .orderBy(asc(sql`coalesce(${orders.gateOutAt}, ${orders.pickupAt})`));

const get = async <T>(path: string) => {
  const reply = await api<T>(app, path, { token: owner });
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('the seeded track of a trip on the road', () => {
  it('starts at its origin when the trip started, a day and more back, and runs to the present', async () => {
    const [oldest] = await movingOrders('gps');
    const track = await get<OrderTrack>(`/api/tracking/orders/${oldest!.id}/track`);
    const first = track.points[0]!;
    const last = track.points.at(-1)!;
    expect(Math.abs(Date.parse(first.at) - oldest!.startedAt.getTime())).toBeLessThan(5 * 60_000);
    expect(distanceKm(first, track.planned[0]!)).toBeLessThan(3);
    expect(Date.parse(last.at) - Date.parse(first.at)).toBeGreaterThan(24 * HOUR);
    const [latest] = await app.database.db
      .select({ at: sql<Date>`max(${positions.recordedAt})`.mapWith((v: string | Date) => new Date(v)) })
      .from(positions);
    expect(latest!.at.getTime() - Date.parse(last.at)).toBeLessThan(10 * 60_000);
  });

  it('stands at its halts long enough to be seen as stops, each named by its place', async () => {
    const [oldest] = await movingOrders('gps');
    const summary = await get<TripSummary>(`/api/tracking/orders/${oldest!.id}/summary`);
    expect(summary.stops.length).toBeGreaterThanOrEqual(2);
    for (const stop of summary.stops) {
      expect(stop.minutes).toBeGreaterThanOrEqual(15);
      expect(stop.place?.name).toMatch(/\w/);
    }
  });

  it('crossed the toll plazas on its way, in time order, within its track', async () => {
    const [oldest] = await movingOrders('gps');
    const track = await get<OrderTrack>(`/api/tracking/orders/${oldest!.id}/track`);
    const { tolls } = await get<OrderTolls>(`/api/tracking/orders/${oldest!.id}/tolls`);
    expect(tolls.length).toBeGreaterThan(0);
    const times = tolls.map((t) => t.at);
    expect([...times].sort()).toEqual(times);
    expect(times[0]! >= track.points[0]!.at).toBe(true);
  });

  it("reports each truck through its order's own feed: SIM trips by phone only, GPS trips by device", async () => {
    for (const method of ['sim', 'gps'] as const) {
      const ids = (await movingOrders(method)).map((o) => o.id);
      expect(ids.length).toBeGreaterThan(0);
      const bySource = await app.database.db
        .select({ orderId: positions.orderId, source: positions.source, fixes: sql<number>`count(*)::int` })
        .from(positions)
        .where(inArray(positions.orderId, ids))
        .groupBy(positions.orderId, positions.source);
      expect(new Set(bySource.map((r) => r.orderId))).toEqual(new Set(ids));
      expect(bySource.every((r) => r.source === method)).toBe(true);
    }
  });

  it('leaves FASTag-only trips with toll reads and no fixes', async () => {
    const ids = (await movingOrders('fastag')).map((o) => o.id);
    const [{ fixes } = { fixes: -1 }] = await app.database.db
      .select({ fixes: sql<number>`count(*)::int` })
      .from(positions)
      .where(inArray(positions.orderId, ids));
    expect(fixes).toBe(0);
    const [{ reads } = { reads: 0 }] = await app.database.db
      .select({ reads: sql<number>`count(*)::int` })
      .from(tollCrossings)
      .where(inArray(tollCrossings.orderId, ids));
    expect(reads).toBeGreaterThan(0);
  });

  it('keeps every truck short of its destination: one whose trip began long ago broke down on the way', async () => {
    const [{ industryId } = { industryId: 0 }] = await movingOrders('gps');
    const now = new Date();
    // The simulator's own orders too: a tenth of them left days ago.
    await ensureMovingOrders(app.database.db, industryId, 200, now);
    const fleet = await loadSimFleet(app.database.db, industryId, now);
    expect(fleet.length).toBeGreaterThanOrEqual(200);
    for (const vehicle of fleet) {
      if (vehicle.latest) resumeFromLatest(vehicle, now);
      else driveHistory(vehicle, now);
      expect(vehicle.truck.km, `order ${vehicle.truck.orderId}`).toBeLessThan(vehicle.truck.route.km);
    }
    const repaired = fleet.filter((v) => v.truck.halts.some((h) => h.kind === 'repair'));
    expect(repaired.length).toBeGreaterThan(5);
  });

  it('is where the simulator picks each reporting truck up', async () => {
    const [{ industryId } = { industryId: 0 }] = await movingOrders('gps');
    const fleet = await loadSimFleet(app.database.db, industryId, new Date());
    const reporting = fleet.filter((v) => v.latest && v.method === 'gps' && v.truck.fault === 'none');
    expect(reporting.length).toBeGreaterThan(10);
    for (const vehicle of reporting) {
      resumeFromLatest(vehicle, vehicle.latest!.lastFixAt);
      const [fix] = await app.database.db
        .select({ latitude: positions.latitude, longitude: positions.longitude })
        .from(positions)
        .where(eq(positions.orderId, vehicle.truck.orderId))
        .orderBy(sql`${positions.recordedAt} desc`)
        .limit(1);
      expect(distanceKm(positionOf(vehicle.truck).point, fix!)).toBeLessThan(1);
    }
  });
});
