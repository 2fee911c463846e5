import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MovableClock } from '../../server/movableClock';
import { notificationTarget, pushTargetOf } from '../../src/domain/notificationTarget';
import type { Notification } from '../../src/domain/schemas/notifications';
import { type OrderLive, type OrderTrack, SharedOrder } from '../../src/domain/schemas/tracking';
import { resolveRoute } from '../../src/routes/routeMatch';
import { ROUTES } from '../../src/routes/routeTable';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { recordingPushSender } from './recordingPushSender';
import { gpsFix, ingest, trackedOrders } from './trackingFixtures';

/** What a dispatcher and a consignee are told about one trip: its alerts' notifications and its shared ETA. */

let app: TestApp;
const clock = new MovableClock();
let owner: string;
let orders: Awaited<ReturnType<typeof trackedOrders>>;
const { pushSender, pushes } = recordingPushSender();
const pushed = () => pushes.map((p) => p.message);

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0', ALERT_DIGEST_SECONDS: '1' }, pushSender, clock });
  owner = await loginAs(app, 'owner');
  orders = await trackedOrders(app.database.db, 'gps', 2);
});
afterAll(() => app.close());

/** A fix halfway along the order's planned route, so the ETA has road left to run. */
async function reportHalfway(orderId: number, vehicleNumber: string, eventId: string) {
  const track = await api<OrderTrack>(app, `/api/tracking/orders/${orderId}/track`, { token: owner });
  const middle = track.body.planned[Math.floor(track.body.planned.length / 2)]!;
  const reply = await ingest(app, 'gps', [
    gpsFix(eventId, vehicleNumber, new Date(), { latitude: middle.latitude, longitude: middle.longitude }),
  ]);
  expect(reply.body.accepted).toBe(1);
  return track.body.plannedKm;
}

describe('a tracking alert notification', () => {
  it("opens the trip's tracking detail, in the list and in the push", async () => {
    const order = orders[0]!;
    await saveDeviceToken('fcm-dispatcher');
    await reportHalfway(order.id, order.vehicleNumber, 'alert-fix');
    // A bill that runs out within minutes, long before the truck can arrive: "e-way bill expiring".
    const bill = await ingest(app, 'ewaybill', [
      {
        eventId: 'alert-bill',
        ewaybillNumber: '991122334455',
        kind: 'generated',
        validUntil: new Date(Date.now() + 6 * 60_000).toISOString(),
        orderId: order.id,
        at: new Date().toISOString(),
        distanceKm: 150,
      },
    ]);
    expect(bill.body.accepted).toBe(1);

    const alertNotice = async () =>
      (
        await api<{ rows: Notification[] }>(app, '/api/notifications?pageSize=100', { token: owner })
      ).body.rows.find((n) => n.kind === 'tracking' && n.refId === order.id);
    // Its digest is due a second later.
    await clock.advance(1000);
    const notice = (await alertNotice())!;
    expect(notice).toBeDefined();
    expect(notice.title).toBe(`E-way bill expiring: ${order.vehicleNumber}`);

    const opened = resolveRoute(ROUTES, notificationTarget(pushTargetOf(notice)));
    expect(opened?.route).toMatchObject({ id: 'tracking-detail', direction: order.direction });
    expect(opened?.params.id).toBe(String(order.id));

    // The push's click opens the same page as the list's link and the dialog's confirm.
    await expect.poll(() => pushed().find((p) => p.title === notice.title)).toBeDefined();
    const push = pushed().find((p) => p.title === notice.title)!;
    expect(push.data).toMatchObject({ type: 'tracking', referId: String(order.id) });
    expect(push.data.link).toBe(`/#${notificationTarget(pushTargetOf(notice))}`);
  });
});

describe('a public live link', () => {
  it('carries the ETA and the distance left, the same the dispatcher sees', async () => {
    const order = orders[1]!;
    const created = await api<{ token: string }>(app, `/api/tracking/orders/${order.id}/share`, {
      token: owner,
      body: { hours: 2 },
    });
    expect(created.status).toBe(201);
    const plannedKm = await reportHalfway(order.id, order.vehicleNumber, 'share-fix');

    const shared = SharedOrder.parse((await api(app, `/api/share/${created.body.token}`)).body);
    const { etaAt, distanceLeftKm } = shared.vehicle!;
    expect(Date.parse(etaAt!)).toBeGreaterThan(Date.now());
    expect(distanceLeftKm).toBeGreaterThan(0);
    expect(distanceLeftKm).toBeLessThan(plannedKm);

    const live = await api<OrderLive>(app, `/api/tracking/orders/${order.id}/live`, { token: owner });
    expect(live.body.vehicle).toMatchObject({ etaAt, distanceLeftKm });
  });
});

async function saveDeviceToken(deviceToken: string) {
  const saved = await api(app, '/api/user/save-token', { token: owner, body: { token: deviceToken } });
  expect(saved.status).toBe(200);
}
