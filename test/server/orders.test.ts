import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../server/indianDate';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import {
  type DemoRefs,
  demoRefs,
  giveSecondIndustryAPlan,
  makeStaffGateKeeper,
  offlineOrderForm,
} from './lifecycleFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let gateKeeper: string;
let stranger: string;

type Detail = {
  id: number;
  status: string;
  source: string;
  actions: string[];
  vehicleNumber: string | null;
  gateInAt: string | null;
  rejectedAt: string | null;
  reason: string | null;
  timeline: { status: string; note: string | null }[];
};

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  await makeStaffGateKeeper(app.database.db, refs.industryId);
  await giveSecondIndustryAPlan(app.database.db);
  [owner, gateKeeper, stranger] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'staff'),
    loginAs(app, 'noPlan'),
  ]);
});
afterAll(() => app.close());

const offlineForm = (over: Record<string, unknown> = {}) => offlineOrderForm(refs, over);

async function newOrder(over: Record<string, unknown> = {}): Promise<Detail> {
  const reply = await api<Detail>(app, '/api/offline-orders', { token: owner, body: offlineForm(over) });
  expect(reply.status).toBe(201);
  return reply.body;
}

const post = (path: string, body: unknown, token = owner) => api<Detail>(app, path, { token, body });
const assign = (id: number) =>
  post(`/api/orders/${id}/vehicle`, {
    vehicleNumber: 'mp 19 ab 1234',
    driverName: 'Ramesh Yadav',
    driverPhone: '+91 98765 43210',
    trackingMethod: 'gps',
    ewayBillNo: '123456789012',
  });

describe('offline orders', () => {
  it('creates, lists, edits while editable; 403 without add-offline-outbound-order', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({
      status: 'created',
      source: 'offline',
      actions: ['vehicle.assign', 'order.cancel'],
    });
    const list = await api<{ rows: { id: number }[] }>(
      app,
      '/api/offline-orders?direction=outbound&tab=created',
      { token: owner },
    );
    expect(list.body.rows.map((r) => r.id)).toContain(order.id);
    const edited = await api<{ freightPaise: number }>(app, `/api/offline-orders/${order.id}`, {
      method: 'PUT',
      token: owner,
      body: offlineForm({ freightInr: 40_000 }),
    });
    expect(edited.body.freightPaise).toBe(4_000_000);
    expect((await post('/api/offline-orders', offlineForm(), gateKeeper)).status).toBe(403);
    const bad = await post(
      '/api/offline-orders',
      offlineForm({ clientId: null, transporterId: refs.blockedTransporterId }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('an outbound order through the gate', () => {
  it('walks every step, each through the machine, with a timeline', async () => {
    const order = await newOrder();
    const assigned = await assign(order.id);
    expect(assigned.body).toMatchObject({ status: 'vehicle_assigned', vehicleNumber: 'MP19AB1234' });
    const expected = await api<{ rows: { orderId: number }[] }>(
      app,
      `/api/gate/expected?direction=outbound&plant=${refs.plantId}`,
      { token: gateKeeper },
    );
    expect(expected.body.rows.map((r) => r.orderId)).toContain(order.id);

    expect(
      (await post(`/api/orders/${order.id}/step`, { event: 'gate.arrive' }, gateKeeper)).body.status,
    ).toBe('at_gate');
    const wrong = await post(`/api/gate/orders/${order.id}/in`, { vehicleNumber: 'RJ09CD5678' }, gateKeeper);
    expect(wrong).toEqual({
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'Vehicle RJ09CD5678 is not the one assigned to this order (MP19AB1234)',
          refusal: { code: 'wrongVehicle', plate: 'RJ09CD5678', assigned: 'MP19AB1234' },
        },
      },
    });
    const badPlate = await post(`/api/gate/orders/${order.id}/in`, { vehicleNumber: 'HELLO' }, gateKeeper);
    expect(badPlate.body).toMatchObject({
      error: { fields: { vehicleNumber: 'Enter an Indian registration number such as MP19AB1234' } },
    });
    const gateIn = await post(
      `/api/gate/orders/${order.id}/in`,
      { vehicleNumber: 'MP19AB1234', grossWeightKg: 14_000 },
      gateKeeper,
    );
    expect(gateIn.body).toMatchObject({ status: 'gate_in', gateInAt: expect.any(String) });
    expect((await post(`/api/orders/${order.id}/step`, { event: 'cargo.start' })).body.status).toBe(
      'loading',
    );
    expect(
      (await post(`/api/gate/orders/${order.id}/out`, { vehicleNumber: 'MP19AB1234' }, gateKeeper)).body
        .status,
    ).toBe('gate_out');
    expect((await post(`/api/orders/${order.id}/step`, { event: 'trip.start' })).body.status).toBe(
      'in_transit',
    );
    // The proof of delivery goes up as a browser's form sends it (podFiles.test.ts covers its checks).
    const form = new FormData();
    form.append('receivedBy', 'Store keeper');
    form.append('file', new Blob(['%PDF-1.4 signed'], { type: 'application/pdf' }), 'pod.pdf');
    const pod = await fetch(`${app.baseUrl}/api/orders/${order.id}/pod`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    const delivered = (await pod.json()) as Detail;
    expect(delivered.status).toBe('delivered');
    // No step makes an order invoiced: only its invoice, entered, does; the step is refused as a field error.
    expect(delivered.actions).not.toContain('invoice.record');
    const recorded = await post(`/api/orders/${order.id}/step`, { event: 'invoice.record' });
    expect(recorded.status).toBe(400);
    expect(recorded.body).toMatchObject({ error: { fields: { event: expect.any(String) } } });
    const invoice = await post('/api/invoices', {
      orderId: order.id,
      number: `ORD-FLOW-${order.id}`,
      issuedOn: indianDate(new Date()),
      chargeMode: 'forward',
      irn: '',
      lines: [{ kind: 'freight', quantity: 1, rateInr: 38_500 }],
    });
    expect(invoice.status).toBe(201);
    expect((await api<Detail>(app, `/api/orders/${order.id}`, { token: owner })).body.status).toBe(
      'invoiced',
    );
    const closed = await post(`/api/orders/${order.id}/step`, { event: 'order.close' });
    expect(closed.body.status).toBe('closed');
    expect(closed.body.actions).toEqual([]);
    expect(closed.body.timeline.map((t) => t.status)).toEqual([
      'created',
      'vehicle_assigned',
      'at_gate',
      'gate_in',
      'loading',
      'gate_out',
      'in_transit',
      'delivered',
      'invoiced',
      'closed',
    ]);
    // The truck, its driver and how it is tracked, by the method's name rather than its code.
    expect(closed.body.timeline[1]!.note).toMatch(/, GPS device$/);
    expect(closed.body.timeline[3]!.note).toBe('gross 14,000 kg');
    expect(closed.body.timeline[7]!.note).toMatch(/^POD pod\.pdf received by Store keeper$/);
  });

  it('an inbound order gates in only after its trip', async () => {
    const order = await newOrder({ direction: 'inbound', clientId: null, vendorId: refs.vendorId });
    await assign(order.id);
    expect((await post(`/api/orders/${order.id}/step`, { event: 'gate.arrive' })).status).toBe(409);
    expect((await post(`/api/orders/${order.id}/step`, { event: 'trip.start' })).body.status).toBe(
      'in_transit',
    );
    expect((await post(`/api/gate/orders/${order.id}/in`, { vehicleNumber: 'MP19AB1234' })).body.status).toBe(
      'gate_in',
    );
    expect((await post(`/api/orders/${order.id}/step`, { event: 'cargo.start' })).body.status).toBe(
      'unloading',
    );
  });
});

describe('ending orders', () => {
  it('reject and cancel need a reason, stamp their date and filter by it', async () => {
    const order = await newOrder();
    expect(
      (await post(`/api/orders/${order.id}/reject`, { reason: 'Driver without a valid licence' })).body,
    ).toMatchObject({
      error: { code: 'conflict', message: 'An outbound order that is created cannot be rejected' },
    });
    expect((await post(`/api/orders/${order.id}/cancel`, { reason: '' })).status).toBe(400);
    await assign(order.id);
    const rejected = await post(`/api/orders/${order.id}/reject`, {
      reason: 'Driver without a valid licence',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reason: 'Driver without a valid licence',
      rejectedAt: expect.any(String),
    });
    const today = indianDate(new Date());
    const list = await api<{ rows: { id: number }[] }>(
      app,
      `/api/orders?direction=outbound&tab=rejected&rejectedFrom=${today}&rejectedTo=${today}`,
      { token: owner },
    );
    expect(list.body.rows.map((r) => r.id)).toContain(order.id);
    const cancelled = await post(`/api/orders/${(await newOrder()).id}/cancel`, {
      reason: 'Client postponed delivery',
    });
    expect(cancelled.body.status).toBe('cancelled');
  });
});

describe('order access', () => {
  it('another industry gets 404; lists validate their filters', async () => {
    const order = await newOrder();
    expect((await api(app, `/api/orders/${order.id}`, { token: stranger })).status).toBe(404);
    expect((await post(`/api/orders/${order.id}/cancel`, { reason: 'not yours' }, stranger)).status).toBe(
      404,
    );
    for (const date of ['21-01-2026', '2026-02-30']) {
      expect(
        (await api(app, `/api/orders?direction=outbound&gateInFrom=${date}`, { token: owner })).body,
      ).toMatchObject({
        error: {
          code: 'validation',
          fields: { gateInFrom: 'Use a real date between 2000 and 2099 as YYYY-MM-DD' },
        },
      });
    }
    const seeded = await api<{ total: number }>(app, '/api/orders?direction=inbound&tab=active', {
      token: owner,
    });
    expect(seeded.body.total).toBeGreaterThan(0);
  });
});
