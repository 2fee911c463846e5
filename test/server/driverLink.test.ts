import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, podFiles } from '../../server/db/schema/orders';
import { positions } from '../../server/db/schema/tracking';
import type { DriverTrip } from '../../src/domain/schemas/driverLink';
import type { OrderDetail } from '../../src/domain/schemas/orders';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, offlineOrderForm } from './lifecycleFixtures';
import { prepareSecondIndustry } from './trackingFixtures';

/**
 * The driver's link: made and sent when a vehicle is assigned with the driver link as its tracking method,
 * taking the phone's fixes, milestones and POD for its own order only, and dead once the trip is over.
 */

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let theirOwner: string;
let PNG: Buffer;

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  await prepareSecondIndustry(app);
  [owner, theirOwner] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'noPlan')]);
  PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
});
afterAll(() => app.close());

const DRIVER_PHONE = '+91 98765 43210';

/** A new offline order of the demo industry, its vehicle assigned with the driver link; answers the token. */
async function assignedWithDriverLink(over: Record<string, unknown> = {}) {
  const created = await api<OrderDetail>(app, '/api/offline-orders', {
    token: owner,
    body: offlineOrderForm(refs, over),
  });
  expect(created.status).toBe(201);
  const sentBefore = app.texts.length;
  const assigned = await api<OrderDetail>(app, `/api/orders/${created.body.id}/vehicle`, {
    token: owner,
    body: {
      vehicleNumber: 'MP 19 AB 4321',
      driverName: 'Suresh Patel',
      driverPhone: DRIVER_PHONE,
      trackingMethod: 'driverApp',
    },
  });
  expect(assigned.status).toBe(200);
  expect(app.texts.length).toBe(sentBefore + 1);
  return { order: assigned.body, token: tokenOf(app.texts.at(-1)!.link) };
}

const tokenOf = (link: string) => decodeURIComponent(link.split('#/driver/')[1]!);

let fixCount = 0;
const fix = (minutesAgo = 0, over: Record<string, unknown> = {}) => ({
  id: `fix-${++fixCount}`,
  recordedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  latitude: 22.72 + fixCount / 1000,
  longitude: 75.86,
  accuracyM: 12,
  speedMps: 10,
  ...over,
});

const sendFixes = (token: string, fixes: unknown[]) =>
  api<{ accepted: number; duplicates: number }>(app, `/api/driver/${token}/fixes`, { body: { fixes } });
const mark = (token: string, milestone: string) =>
  api<DriverTrip & { error: { code: string } }>(app, `/api/driver/${token}/milestones`, {
    body: { milestone },
  });
const driverFixesOf = (orderId: number) =>
  app.database.db
    .select()
    .from(positions)
    .where(and(eq(positions.orderId, orderId), eq(positions.source, 'driverApp')));

async function uploadPod(token: string, fields: Record<string, string>, bytes = PNG) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'pod.png');
  const response = await fetch(`${app.baseUrl}/api/driver/${token}/pod`, { method: 'POST', body: form });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe('the link made on assignment', () => {
  it("is sent to the driver's mobile in English and Hindi and opens the trip", async () => {
    const { order, token } = await assignedWithDriverLink();
    const message = app.texts.at(-1)!;
    expect(message).toMatchObject({ purpose: 'driverLink', to: order.driverPhone });
    expect(message.link).toBe(`${app.config.publicUrl}/#/driver/${encodeURIComponent(token)}`);
    expect(message.text).toContain(order.number);
    expect(message.text).toContain('ऑर्डर');
    const trip = await api<DriverTrip>(app, `/api/driver/${token}`);
    expect(trip.status).toBe(200);
    expect(trip.body).toMatchObject({
      orderNumber: order.number,
      status: 'vehicle_assigned',
      vehicleNumber: 'MP19AB4321',
      nextStop: 'pickup',
      podAccepted: false,
    });
    expect(trip.body.milestones.filter((m) => m.available).map((m) => m.milestone)).toEqual([
      'reachedPickup',
    ]);
  });

  it('is not made for another tracking method, and a new link stops the one before it', async () => {
    const created = await api<OrderDetail>(app, '/api/offline-orders', {
      token: owner,
      body: offlineOrderForm(refs),
    });
    const before = app.texts.length;
    const gps = await api(app, `/api/orders/${created.body.id}/vehicle`, {
      token: owner,
      body: {
        vehicleNumber: 'MP19AB4321',
        driverName: 'Suresh',
        driverPhone: DRIVER_PHONE,
        trackingMethod: 'gps',
      },
    });
    expect(gps.status).toBe(200);
    expect(app.texts.length).toBe(before);
    expect(
      (await api(app, `/api/orders/${created.body.id}/driver-link`, { token: owner, method: 'POST' })).status,
    ).toBe(409);

    const { order, token } = await assignedWithDriverLink();
    const again = await api<{ url: string; sentTo: string }>(app, `/api/orders/${order.id}/driver-link`, {
      token: owner,
      method: 'POST',
    });
    expect(again.status).toBe(201);
    expect(again.body.sentTo).toBe(order.driverPhone);
    expect(app.texts.at(-1)!.link).toBe(again.body.url);
    expect((await api(app, `/api/driver/${token}`)).status).toBe(410);
    expect((await api(app, `/api/driver/${tokenOf(again.body.url)}`)).status).toBe(200);
  });

  it("is the industry's own: another industry cannot make one, and a forged token is unknown", async () => {
    const { order } = await assignedWithDriverLink();
    const theirs = await api(app, `/api/orders/${order.id}/driver-link`, {
      token: theirOwner,
      method: 'POST',
    });
    expect(theirs.status).toBe(404);
    const forged = await api<{ error: { code: string } }>(app, '/api/driver/not-a-real-driver-token-0000');
    expect(forged.status).toBe(404);
    expect(forged.body.error.code).toBe('not_found');
  });
});

describe('fixes through the link', () => {
  it("are stored for the link's order as the driverApp source, once each, and move the latest state", async () => {
    const { order, token } = await assignedWithDriverLink();
    // Fixes from before the assignment are not the trip's (the pipeline keeps them against the vehicle only).
    const first = fix(0);
    const sent = await sendFixes(token, [first, fix(0), fix(60)]);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ accepted: 3, duplicates: 0 });
    const again = await sendFixes(token, [first]);
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 1 });
    const stored = await driverFixesOf(order.id);
    expect(stored).toHaveLength(2);
    expect(stored[0]!.speedKph).toBeCloseTo(36, 0);
    const live = await api<{
      vehicle: { trackingMethod: string; lastFix: { source: string } | null } | null;
    }>(app, `/api/tracking/orders/${order.id}/live`, { token: owner });
    expect(live.body.vehicle).toMatchObject({
      trackingMethod: 'driverApp',
      lastFix: { source: 'driverApp' },
    });
  });

  it('never reach another order, whatever the body says', async () => {
    const a = await assignedWithDriverLink();
    const b = await assignedWithDriverLink();
    const sent = await sendFixes(a.token, [{ ...fix(0), orderId: b.order.id }]);
    expect(sent.status).toBe(200);
    expect(await driverFixesOf(b.order.id)).toHaveLength(0);
    expect(await driverFixesOf(a.order.id)).toHaveLength(1);
  });

  it("are refused with a consignee's share link, bad coordinates, and after the trip ends", async () => {
    const { order, token } = await assignedWithDriverLink();
    const share = await api<{ token: string }>(app, `/api/tracking/orders/${order.id}/share`, {
      token: owner,
      body: { kind: 'location', hours: 4 },
    });
    expect(share.status).toBe(201);
    expect((await sendFixes(share.body.token, [fix()])).status).toBe(404);
    expect((await api(app, `/api/share/${token}`)).status).toBe(404);

    const bad = await api<{ error: { fields: Record<string, string> } }>(app, `/api/driver/${token}/fixes`, {
      body: { fixes: [{ ...fix(), latitude: 123 }] },
    });
    expect(bad.status).toBe(400);

    const cancelled = await api(app, `/api/orders/${order.id}/cancel`, {
      token: owner,
      body: { reason: 'Client postponed the dispatch' },
    });
    expect(cancelled.status).toBe(200);
    const late = await sendFixes(token, [fix()]);
    expect(late.status).toBe(410);
    expect((await api(app, `/api/driver/${token}`)).status).toBe(410);
  });
});

describe('milestone buttons', () => {
  it("follow the inbound lifecycle and are recorded as the driver's on the timeline", async () => {
    const { order, token } = await assignedWithDriverLink({
      direction: 'inbound',
      clientId: null,
      vendorId: refs.vendorId,
    });
    expect((await mark(token, 'reachedDestination')).status).toBe(409);
    const atVendor = await mark(token, 'reachedPickup');
    expect(atVendor.status).toBe(200);
    expect(atVendor.body.status).toBe('vehicle_assigned');
    expect((await mark(token, 'reachedPickup')).status).toBe(409);
    const loaded = await mark(token, 'loaded');
    expect(loaded.body).toMatchObject({ status: 'in_transit', nextStop: 'destination' });
    const arrived = await mark(token, 'reachedDestination');
    expect(arrived.body.status).toBe('at_gate');
    const refused = await mark(token, 'unloaded');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');

    const detail = await api<OrderDetail>(app, `/api/orders/${order.id}`, { token: owner });
    expect(detail.body.timeline.map((e) => [e.status, e.driverAction])).toEqual([
      ['created', null],
      ['vehicle_assigned', null],
      ['vehicle_assigned', 'reachedPickup'],
      ['in_transit', 'loaded'],
      ['at_gate', 'reachedDestination'],
    ]);
  });

  it('let the outbound driver mark the arrival at our gate but not leave before the gate lets the truck out', async () => {
    const { token } = await assignedWithDriverLink();
    expect((await mark(token, 'loaded')).status).toBe(409);
    expect((await mark(token, 'reachedPickup')).body.status).toBe('at_gate');
    const leaving = await mark(token, 'loaded');
    expect(leaving.status).toBe(409);
    expect(
      (await api(app, `/api/driver/${token}/milestones`, { body: { milestone: 'teleported' } })).status,
    ).toBe(400);
  });
});

describe('proof of delivery through the link', () => {
  /** A seeded outbound truck on the road, switched to the driver link, and the link the shipper sends. */
  async function truckOnTheRoad() {
    const db = app.database.db;
    const [onRoad] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.industryId, refs.industryId),
          eq(orders.status, 'in_transit'),
          eq(orders.direction, 'outbound'),
        ),
      )
      .limit(1);
    await db
      .update(orders)
      .set({ trackingMethod: 'driverApp', driverPhone: '9876543210' })
      .where(eq(orders.id, onRoad!.id));
    const issued = await api<{ url: string }>(app, `/api/orders/${onRoad!.id}/driver-link`, {
      token: owner,
      method: 'POST',
    });
    expect(issued.status).toBe(201);
    return { orderId: onRoad!.id, token: tokenOf(issued.body.url) };
  }

  it('confirms the delivery with the photo, stores it through the POD store, and ends the link', async () => {
    const { orderId, token } = await truckOnTheRoad();
    const trip = await api<DriverTrip>(app, `/api/driver/${token}`);
    expect(trip.body).toMatchObject({ podAccepted: true, nextStop: 'destination' });
    expect((await mark(token, 'reachedDestination')).status).toBe(200);
    expect((await mark(token, 'unloaded')).status).toBe(200);

    const noName = await uploadPod(token, {});
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields).toHaveProperty('receivedBy');
    const notAnImage = await uploadPod(token, { receivedBy: 'Anil Kumar' }, Buffer.from('just some text'));
    expect(notAnImage.status).toBe(415);

    const sent = await uploadPod(token, { receivedBy: 'Anil Kumar' });
    expect(sent.status).toBe(204);
    const detail = await api<OrderDetail>(app, `/api/orders/${orderId}`, { token: owner });
    expect(detail.body.status).toBe('delivered');
    expect(detail.body.timeline.at(-1)).toMatchObject({
      status: 'delivered',
      driverAction: 'proofOfDelivery',
      by: null,
    });
    expect(detail.body.podFiles.at(-1)).toMatchObject({
      contentType: 'image/png',
      sizeBytes: PNG.length,
      uploadedBy: null,
      byDriver: true,
    });
    const [file] = await app.database.db.select().from(podFiles).where(eq(podFiles.orderId, orderId));
    expect(file?.uploadedByUserId).toBeNull();

    expect((await uploadPod(token, { receivedBy: 'Anil Kumar' })).status).toBe(410);
    expect((await sendFixes(token, [fix()])).status).toBe(410);
    expect((await mark(token, 'unloaded')).status).toBe(410);
  });

  it('is refused before the lifecycle allows the delivery', async () => {
    const { token } = await assignedWithDriverLink();
    const early = await uploadPod(token, { receivedBy: 'Anil Kumar' });
    expect(early.status).toBe(409);
  });
});
