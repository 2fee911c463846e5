import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPlants, users } from '../../server/db/schema/access';
import { orders } from '../../server/db/schema/orders';
import { plants } from '../../server/db/schema/plants';
import { requests } from '../../server/db/schema/requests';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { TRACKED_STATUSES, TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, requestForm } from './lifecycleFixtures';
import { testSockets } from './testSockets';
import { batchVehicles, gpsFix, ingest } from './trackingFixtures';

/**
 * The one audience rule over real sockets: a plant user (type 4) hears of their own plants only, whatever the
 * kind of event, while the owner hears of every plant.
 */

interface Heard {
  name: string;
  payload: Record<string, unknown>;
}

const NEWS = ['bid.placed', 'bid.withdrawn', 'order.status', 'notification.new'];
const EVERYTHING = [...NEWS, ...Object.values(TRACKING_EVENTS)];

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;
let plantUserPlants: number[];
let elsewhere: number;
const sockets = testSockets();

beforeAll(async () => {
  app = await startTestApp();
  const db = app.database.db;
  refs = await demoRefs(db);
  [owner, carrier] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
  const scope = await db
    .select({ plantId: userPlants.plantId })
    .from(userPlants)
    .innerJoin(users, eq(users.id, userPlants.userId))
    .where(eq(users.email, demoAccount('plant').email));
  plantUserPlants = scope.map((s) => s.plantId);
  const [other] = await db
    .select({ id: plants.id })
    .from(plants)
    .where(
      and(
        eq(plants.industryId, refs.industryId),
        eq(plants.status, 'active'),
        notInArray(plants.id, plantUserPlants),
      ),
    )
    .limit(1);
  elsewhere = other!.id;
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

async function listen(token: string): Promise<Heard[]> {
  const socket = await sockets.connect(app.baseUrl, { token });
  const heard: Heard[] = [];
  for (const name of EVERYTHING)
    socket.on(name, (payload: Record<string, unknown>) => heard.push({ name, payload }));
  return heard;
}

async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((r) => setTimeout(r, 50));
}
/** Long enough for a few position flushes and any reliable event still on its way. */
const settle = () => new Promise((r) => setTimeout(r, 800));

async function openRequest(plantId: number): Promise<number> {
  const created = await api<{ id: number }>(app, '/api/requests', {
    token: owner,
    body: requestForm(refs, { plantId }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const published = await api(app, `/api/requests/${created.body.id}/publish`, {
    method: 'POST',
    token: owner,
  });
  expect(published.status).toBe(200);
  return created.body.id;
}

const bidOn = async (requestId: number) => {
  const placed = await api<{ id: number }>(app, `/api/transporter/requests/${requestId}/bids`, {
    token: carrier,
    body: { amountInr: 40_000 },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.id;
};

/** An order at one of these plants (or at none of them) that the owner may still cancel. */
async function cancellableOrder(inside: boolean): Promise<number> {
  const [order] = await app.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.industryId, refs.industryId),
        inArray(orders.status, ['created', 'vehicle_assigned']),
        inside ? inArray(orders.plantId, plantUserPlants) : notInArray(orders.plantId, plantUserPlants),
      ),
    )
    .limit(1);
  return order!.id;
}

/** A GPS-tracked order on the road, at one of these plants or elsewhere, in a direction plant users track. */
async function trackedOrder(inside: boolean) {
  const [order] = await app.database.db
    .select({ id: orders.id, vehicleNumber: orders.vehicleNumber, plantId: orders.plantId })
    .from(orders)
    .where(
      and(
        eq(orders.industryId, refs.industryId),
        eq(orders.trackingMethod, 'gps'),
        isNotNull(orders.vehicleNumber),
        inArray(orders.status, [...TRACKED_STATUSES]),
        sql`${orders.number} not like 'SIM-%'`,
        inside ? inArray(orders.plantId, plantUserPlants) : notInArray(orders.plantId, plantUserPlants),
      ),
    )
    .orderBy(orders.id)
    .limit(1);
  return order as { id: number; vehicleNumber: string; plantId: number };
}

const named = (heard: Heard[], name: string) => heard.filter((h) => h.name === name).map((h) => h.payload);
const vehiclesIn = (heard: Heard[]) =>
  named(heard, TRACKING_EVENTS.positionBatch).flatMap((p) => batchVehicles(p));

describe('one audience rule for every event', () => {
  it("a plant user hears of their plant's requests, bids, orders and vehicles, never another plant's", async () => {
    const ownerHeard = await listen(owner);
    const plantHeard = await listen(await loginAs(app, 'plant'));

    // Requests and bids: one at the plant user's plant, one elsewhere.
    const ours = await openRequest(refs.plantId);
    const theirs = await openRequest(elsewhere);
    expect(plantUserPlants).toContain(refs.plantId);
    await bidOn(ours);
    const foreignBid = await bidOn(theirs);
    const withdrawn = await api(app, `/api/transporter/requests/${theirs}/bids/${foreignBid}`, {
      method: 'DELETE',
      token: carrier,
    });
    expect(withdrawn.status).toBe(200);

    // Orders: the owner cancels one at the plant user's plants and one elsewhere.
    const ourOrder = await cancellableOrder(true);
    const theirOrder = await cancellableOrder(false);
    for (const id of [ourOrder, theirOrder]) {
      const cancelled = await api(app, `/api/orders/${id}/cancel`, {
        token: owner,
        body: { reason: 'Plan changed' },
      });
      expect(cancelled.status).toBe(200);
    }

    // Vehicles: a fix for a truck of each side.
    const ourTruck = await trackedOrder(true);
    const theirTruck = await trackedOrder(false);
    const now = new Date();
    const sent = await ingest(app, 'gps', [
      gpsFix('audience-1', ourTruck.vehicleNumber, now),
      gpsFix('audience-2', theirTruck.vehicleNumber, now),
    ]);
    expect(sent.body.accepted).toBe(2);

    // The owner hears of both sides, and so the events did go out...
    await until(() => {
      const requestIds = named(ownerHeard, 'bid.placed').map((p) => p.requestId);
      const orderIds = named(ownerHeard, 'order.status').map((p) => p.orderId);
      const vehicleIds = vehiclesIn(ownerHeard).map((v) => v.orderId);
      return (
        requestIds.includes(ours) &&
        requestIds.includes(theirs) &&
        named(ownerHeard, 'bid.withdrawn').some((p) => p.requestId === theirs) &&
        orderIds.includes(ourOrder) &&
        orderIds.includes(theirOrder) &&
        vehicleIds.includes(ourTruck.id) &&
        vehicleIds.includes(theirTruck.id)
      );
    });
    // ...the plant user hears of their own side...
    await until(
      () =>
        named(plantHeard, 'bid.placed').some((p) => p.requestId === ours) &&
        named(plantHeard, 'notification.new').some((p) => p.kind === 'request' && p.refId === ours) &&
        named(plantHeard, 'order.status').some((p) => p.orderId === ourOrder) &&
        vehiclesIn(plantHeard).some((v) => v.orderId === ourTruck.id),
    );
    await settle();

    // ...and of nothing else, whatever the event.
    const bidNews = [...named(plantHeard, 'bid.placed'), ...named(plantHeard, 'bid.withdrawn')];
    expect(bidNews.map((p) => p.requestId)).not.toContain(theirs);
    expect(named(plantHeard, 'order.status').map((p) => p.orderId)).not.toContain(theirOrder);
    const notices = named(plantHeard, 'notification.new');
    expect(notices.filter((p) => p.kind === 'request' && p.refId === theirs)).toEqual([]);
    expect(notices.filter((p) => p.kind === 'order' && p.refId === theirOrder)).toEqual([]);
    expect(vehiclesIn(plantHeard).every((v) => plantUserPlants.includes(v.plantId))).toBe(true);
    for (const name of [
      TRACKING_EVENTS.tollCrossed,
      TRACKING_EVENTS.alertRaised,
      TRACKING_EVENTS.ewaybillUpdated,
    ])
      expect(named(plantHeard, name).map((p) => p.orderId)).not.toContain(theirTruck.id);
    // The owner was told about the other plant's bid by notification too (they did not act).
    expect(
      named(ownerHeard, 'notification.new').some((p) => p.kind === 'request' && p.refId === theirs),
    ).toBe(true);
  });

  it('the demo seed tells a plant user only about their own plants', async () => {
    const plant = await loginAs(app, 'plant');
    const page = await api<{ rows: { refId: number | null; kind: string }[]; total: number }>(
      app,
      '/api/notifications?pageSize=100',
      { token: plant },
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(0);
    const db = app.database.db;
    const refsOf = (kind: string) =>
      page.body.rows.filter((r) => r.kind === kind && r.refId).map((r) => r.refId!);
    const about = [
      ...(await db
        .select({ plantId: orders.plantId })
        .from(orders)
        .where(inArray(orders.id, refsOf('order')))),
      ...(await db
        .select({ plantId: requests.plantId })
        .from(requests)
        .where(inArray(requests.id, refsOf('request')))),
    ];
    expect(about.length).toBeGreaterThan(10);
    expect(about.filter((o) => !plantUserPlants.includes(o.plantId))).toEqual([]);
  });
});
