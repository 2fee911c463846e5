import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, offlineOrderForm } from './lifecycleFixtures';
import { transporterLogin } from './transporterLogin';

/**
 * A transporter company's own orders in its portal: listed across industries, and its truck and driver put on
 * one by the same vehicle assignment the shipper makes; never another company's order, never for a shipper.
 */

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;
let rival: string;

type Listed = { id: number; number: string; industry: string; status: string; vehicleNumber: string | null };

const truck = {
  vehicleNumber: 'mp 19 ab 1234',
  driverName: 'Ramesh Yadav',
  driverPhone: '+91 98765 43210',
  trackingMethod: 'sim',
};

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  [owner, carrier] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
  rival = await transporterLogin(app, {
    transporterId: refs.otherTransporterIds[0],
    email: 'rival-fleet@freightdesk.test',
    mobile: '9733333333',
  });
});
afterAll(() => app.close());

async function orderForTheDemoTransporter(): Promise<{ id: number; number: string }> {
  const reply = await api<{ id: number; number: string }>(app, '/api/offline-orders', {
    token: owner,
    body: offlineOrderForm(refs),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const listOf = async (token: string) => (await api<Listed[]>(app, '/api/transporter/orders', { token })).body;
const assign = (id: number, token: string, body: Record<string, unknown> = truck) =>
  api<Listed & { error?: { fields?: Record<string, string> } }>(
    app,
    `/api/transporter/orders/${id}/vehicle`,
    {
      token,
      body,
    },
  );

describe("a transporter's orders", () => {
  it("lists the company's own orders with their industry, and no other company's", async () => {
    const order = await orderForTheDemoTransporter();
    const mine = (await listOf(carrier)).find((o) => o.id === order.id);
    expect(mine).toMatchObject({ number: order.number, status: 'created', vehicleNumber: null });
    expect(mine?.industry).toBeTruthy();
    expect((await listOf(rival)).some((o) => o.id === order.id)).toBe(false);
    const shipper = await api(app, '/api/transporter/orders', { token: owner });
    expect(shipper.status).toBe(403);
  });

  it('puts its truck and driver on its order by the shared rules; another company gets 404', async () => {
    const order = await orderForTheDemoTransporter();
    const badPlate = await assign(order.id, carrier, { ...truck, vehicleNumber: 'HELLO', driverPhone: '12' });
    expect(badPlate.status).toBe(400);
    expect(Object.keys(badPlate.body.error?.fields ?? {}).sort()).toEqual(['driverPhone', 'vehicleNumber']);
    expect((await assign(order.id, rival)).status).toBe(404);

    const assigned = await assign(order.id, carrier);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'vehicle_assigned', vehicleNumber: 'MP19AB1234' });
    // The shipper sees the transporter's truck on its order, with the step on the timeline.
    const detail = await api<{ vehicleNumber: string; driverName: string; status: string }>(
      app,
      `/api/orders/${order.id}`,
      { token: owner },
    );
    expect(detail.body).toMatchObject({
      status: 'vehicle_assigned',
      vehicleNumber: 'MP19AB1234',
      driverName: 'Ramesh Yadav',
    });

    // With the driver link as tracking method, the driver's mobile is sent a link, as from the shipper's side.
    const sentBefore = app.texts.length;
    const linked = await assign(order.id, carrier, { ...truck, trackingMethod: 'driverApp' });
    expect(linked.status).toBe(200);
    expect(app.texts.length).toBe(sentBefore + 1);
    expect(app.texts.at(-1)!.link).toContain('/#/driver/');

    // Once the shipper cancels, the order machine refuses a new truck with its rule.
    const cancelled = await api(app, `/api/orders/${order.id}/cancel`, {
      token: owner,
      body: { reason: 'Plant shut for the day' },
    });
    expect(cancelled.status).toBe(200);
    const late = await assign(order.id, carrier);
    expect(late.status).toBe(409);
    expect((await listOf(carrier)).some((o) => o.id === order.id)).toBe(false);
  });
});
