import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MovableClock } from '../../server/movableClock';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, moveWindowEnd, offlineOrderForm, requestForm } from './lifecycleFixtures';
import { testSockets } from './testSockets';
import { transporterLogin } from './transporterLogin';

/**
 * A transporter company takes on the orders it is awarded: its Accept (or its truck put on the order) is
 * recorded once, shown to the shipper with who and when, and heard live by both; an offline order or another
 * company's order has nothing to accept.
 */

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;
let rival: string;
const sockets = testSockets();
const clock = new MovableClock();

type Mine = {
  id: number;
  number: string;
  source: string;
  status: string;
  acceptedAt: string | null;
  acceptable: boolean;
};
type Detail = { acceptance: { at: string; by: string | null } | null; status: string };

beforeAll(async () => {
  app = await startTestApp({ clock, env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  [owner, carrier] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
  rival = await transporterLogin(app, {
    transporterId: refs.otherTransporterIds[0],
    email: 'rival-accept@freightdesk.test',
    mobile: '9744444444',
  });
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

/** Two trucks of one request awarded to the demo transporter: its two new orders. */
async function twoAwardedOrders(): Promise<Mine[]> {
  const created = await api<{ id: number }>(app, '/api/requests', {
    token: owner,
    body: requestForm(refs, { vehicleCount: 2, transporterIds: [refs.transporterId] }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const requestId = created.body.id;
  expect(
    (await api(app, `/api/requests/${requestId}/publish`, { method: 'POST', token: owner })).status,
  ).toBe(200);
  const bid = await api<{ id: number }>(app, `/api/transporter/requests/${requestId}/bids`, {
    token: carrier,
    body: { amountInr: 42_000 },
  });
  expect(bid.status, JSON.stringify(bid.body)).toBe(201);
  await moveWindowEnd(app.database.db, requestId, -1_000);
  const before = new Set((await mine()).map((o) => o.id));
  const award = await api(app, `/api/requests/${requestId}/award`, {
    token: owner,
    body: { awards: [{ bidId: bid.body.id, vehicles: 2 }] },
  });
  expect(award.status, JSON.stringify(award.body)).toBe(200);
  const orders = (await mine()).filter((o) => !before.has(o.id));
  expect(orders).toHaveLength(2);
  return orders;
}

const mine = async () => (await api<Mine[]>(app, '/api/transporter/orders', { token: carrier })).body;
const accept = (id: number, token: string) =>
  api<Mine & { error?: { code: string; message: string } }>(app, `/api/transporter/orders/${id}/accept`, {
    method: 'POST',
    token,
  });
const shipperSees = async (id: number) =>
  (await api<Detail>(app, `/api/orders/${id}`, { token: owner })).body;

async function listener(token: string): Promise<{ socket: Socket; heard: string[] }> {
  const socket = await sockets.connect(app.baseUrl, { token });
  const heard: string[] = [];
  for (const event of ['order.accepted', 'order.status'])
    socket.on(event, (payload: { orderId: number }) => heard.push(`${event} ${payload.orderId}`));
  return { socket, heard };
}

describe('accepting an award', () => {
  it('is recorded once, shown to the shipper with who and when, and heard by both sides', async () => {
    const [order] = await twoAwardedOrders();
    expect(order).toMatchObject({ source: 'awarded', status: 'created', acceptedAt: null, acceptable: true });
    expect((await shipperSees(order!.id)).acceptance).toBeNull();
    const [carrierHears, shipperHears] = await Promise.all([listener(carrier), listener(owner)]);

    expect((await accept(order!.id, rival)).status).toBe(404);
    expect((await accept(order!.id, owner)).status).toBe(403);

    const pressed = clock.now().getTime();
    const accepted = await accept(order!.id, carrier);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'created', acceptable: false });
    const acceptedAt = Date.parse(accepted.body.acceptedAt!);
    expect(acceptedAt).toBeGreaterThanOrEqual(pressed);
    expect(acceptedAt).toBeLessThanOrEqual(clock.now().getTime());
    expect(await shipperSees(order!.id)).toMatchObject({
      status: 'created',
      acceptance: { at: accepted.body.acceptedAt, by: expect.any(String) },
    });
    const heard = `order.accepted ${order!.id}`;
    await expect
      .poll(() => carrierHears.heard.includes(heard) && shipperHears.heard.includes(heard))
      .toBe(true);

    // Pressed again, later: the first acceptance stands.
    await clock.advance(60_000);
    const again = await accept(order!.id, carrier);
    expect(again.status).toBe(200);
    expect(again.body.acceptedAt).toBe(accepted.body.acceptedAt);

    // The shipper's step on the order reaches the carrier's own room, where its portal lists its orders.
    const cancelled = await api(app, `/api/orders/${order!.id}/cancel`, {
      token: owner,
      body: { reason: 'Plant shut for the day' },
    });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => carrierHears.heard.includes(`order.status ${order!.id}`)).toBe(true);
  });

  it('is what putting a truck on the award does too', async () => {
    const [, order] = await twoAwardedOrders();
    const assigned = await api<Mine>(app, `/api/transporter/orders/${order!.id}/vehicle`, {
      token: carrier,
      body: {
        vehicleNumber: 'MP 19 AB 4321',
        driverName: 'Suresh Patel',
        driverPhone: '+91 98765 11111',
        trackingMethod: 'sim',
      },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'vehicle_assigned', acceptable: false });
    expect(assigned.body.acceptedAt).not.toBeNull();
    expect((await shipperSees(order!.id)).acceptance?.at).toBe(assigned.body.acceptedAt);
  });

  it('has nothing to accept on an offline order, with the reason in words', async () => {
    const offline = await api<{ id: number }>(app, '/api/offline-orders', {
      token: owner,
      body: offlineOrderForm(refs),
    });
    expect(offline.status).toBe(201);
    const listed = (await mine()).find((o) => o.id === offline.body.id);
    expect(listed).toMatchObject({ source: 'offline', acceptable: false, acceptedAt: null });
    const refused = await accept(offline.body.id, carrier);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('This order is created: its award can no longer be accepted');
  });
});
