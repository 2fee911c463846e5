import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, podFiles } from '../../server/db/schema/orders';
import { trackingAlerts } from '../../server/db/schema/trackingState';
import type { OrderDetail } from '../../src/domain/schemas/orders';
import type { TransporterOrderDetail } from '../../src/domain/schemas/transporterOrders';
import { TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type DemoRefs, demoRefs, offlineOrderForm } from './lifecycleFixtures';
import { testSockets } from './testSockets';
import { prepareSecondIndustry } from './trackingFixtures';
import { transporterLogin } from './transporterLogin';

/**
 * A transporter company's page of one order it carries: the order with its plant, gate times and papers; its
 * trip and alerts through the shipper's own tracking reads and order room; its POD and lorry receipt through
 * the shipper's own upload checks. Another company's order, of this industry or another, is never found.
 */

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let carrier: string;
let rival: string;
let PNG: Buffer;
const sockets = testSockets();

type Reply = TransporterOrderDetail & { error?: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  refs = await demoRefs(app.database.db);
  await prepareSecondIndustry(app);
  [owner, carrier] = await Promise.all([loginAs(app, 'owner'), loginAs(app, 'transporter')]);
  rival = await transporterLogin(app, {
    transporterId: refs.otherTransporterIds[0],
    email: 'rival-page@freightdesk.test',
    mobile: '9733333334',
  });
  PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

/** An order of the demo industry the demo transporter carries, on the road. */
async function carriedOrder(status: 'in_transit') {
  const [order] = await app.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.industryId, refs.industryId),
        eq(orders.transporterId, refs.transporterId),
        eq(orders.direction, 'outbound'),
        eq(orders.status, status),
      ),
    )
    .limit(1);
  expect(order, `a demo order in ${status} carried by the demo transporter`).toBeDefined();
  return order!.id;
}

/** An order another industry's transporter carries: not this company's, whatever else it is. */
async function anotherIndustrysOrder() {
  const [order] = await app.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ne(orders.industryId, refs.industryId), ne(orders.transporterId, refs.transporterId)))
    .limit(1);
  return order!.id;
}

const detailOf = (id: number, token: string) => api<Reply>(app, `/api/transporter/orders/${id}`, { token });

async function upload(
  path: string,
  token: string,
  file: { bytes: Uint8Array; name: string; type: string },
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Reply };
}

const photo = () => ({ bytes: PNG, name: 'pod-photo.png', type: 'image/png' });
const scan = () => ({
  bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]),
  name: 'LR-4471.pdf',
  type: 'application/pdf',
});
const paperCount = async (orderId: number) =>
  (await app.database.db.select().from(podFiles).where(eq(podFiles.orderId, orderId))).length;

describe("a transporter's page of one order", () => {
  it("shows its own order with the plant and gate times, and 404 for any other company's", async () => {
    const id = await carriedOrder('in_transit');
    const mine = await detailOf(id, carrier);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, id));
    expect(mine.body).toMatchObject({
      id,
      number: row!.number,
      status: 'in_transit',
      gateInAt: row!.gateInAt?.toISOString() ?? null,
      gateOutAt: row!.gateOutAt?.toISOString() ?? null,
      deliveredAt: null,
    });
    expect(mine.body.plant).not.toBe('');
    expect(mine.body.industry).toBeTruthy();

    expect((await detailOf(id, rival)).status).toBe(404);
    const theirs = await detailOf(await anotherIndustrysOrder(), carrier);
    expect(theirs.status).toBe(404);
    expect((await detailOf(id, owner)).status).toBe(403);
  });

  it("reads its trip and alerts as the shipper's screens do, and watches only its own order's room", async () => {
    const id = await carriedOrder('in_transit');
    await app.database.db
      .insert(trackingAlerts)
      .values({ industryId: refs.industryId, orderId: id, kind: 'long_stop', raisedAt: new Date() });
    const track = await api<{ orderId: number; planned: unknown[] }>(
      app,
      `/api/tracking/orders/${id}/track`,
      {
        token: carrier,
      },
    );
    expect(track.status, JSON.stringify(track.body)).toBe(200);
    expect(track.body.planned.length).toBeGreaterThan(1);
    const events = await api<{ events: { kind: string; alert?: string }[] }>(
      app,
      `/api/tracking/orders/${id}/events`,
      { token: carrier },
    );
    expect(events.body.events).toContainEqual(expect.objectContaining({ kind: 'alert', alert: 'long_stop' }));
    expect((await api(app, `/api/tracking/orders/${id}/live`, { token: carrier })).status).toBe(200);
    for (const path of ['track', 'events', 'live'])
      expect((await api(app, `/api/tracking/orders/${id}/${path}`, { token: rival })).status, path).toBe(404);
    // The shipper's other trip reads stay shipper-only.
    expect((await api(app, `/api/tracking/orders/${id}/summary`, { token: carrier })).status).toBe(403);

    const socket: Socket = await sockets.connect(app.baseUrl, { token: carrier });
    expect(await socket.emitWithAck(TRACKING_EVENTS.watch, { orderId: id })).toEqual({ ok: true });
    const other: Socket = await sockets.connect(app.baseUrl, { token: rival });
    expect(await other.emitWithAck(TRACKING_EVENTS.watch, { orderId: id })).toMatchObject({ ok: false });
    expect(
      await socket.emitWithAck(TRACKING_EVENTS.watch, { orderId: await anotherIndustrysOrder() }),
    ).toMatchObject({ ok: false });
  });

  it("refuses bytes that are not a POD, a paper out of its time, and another company's order, storing nothing", async () => {
    const id = await carriedOrder('in_transit');
    const before = await paperCount(id);
    const renamed = await upload(
      `/api/transporter/orders/${id}/documents`,
      carrier,
      { bytes: Buffer.from('MZ this is a program, not a scan'), name: 'lr.pdf', type: 'application/pdf' },
      { kind: 'lorryReceipt' },
    );
    expect(renamed.status).toBe(415);
    const noKind = await upload(`/api/transporter/orders/${id}/documents`, carrier, scan(), {
      kind: 'invoice',
    });
    expect(noKind.status).toBe(400);
    expect(Object.keys(noKind.body.error?.fields ?? {})).toEqual(['kind']);
    // A further POD page waits for the delivery; the delivery itself comes with the POD route.
    const early = await upload(`/api/transporter/orders/${id}/documents`, carrier, photo(), { kind: 'pod' });
    expect(early.status).toBe(409);
    const created = await api<{ id: number }>(app, '/api/offline-orders', {
      token: owner,
      body: offlineOrderForm(refs),
    });
    const notYetLoaded = await upload(
      `/api/transporter/orders/${created.body.id}/documents`,
      carrier,
      scan(),
      { kind: 'lorryReceipt' },
    );
    expect(notYetLoaded.status).toBe(409);
    const stolen = await upload(`/api/transporter/orders/${id}/pod`, rival, photo(), {
      receivedBy: 'S. Jain',
    });
    expect(stolen.status).toBe(404);
    expect(await paperCount(id)).toBe(before);
    expect((await detailOf(id, carrier)).body.status).toBe('in_transit');
  });
  it('confirms the delivery with a POD photo and adds the signed lorry receipt; the shipper sees both', async () => {
    const id = await carriedOrder('in_transit');
    const delivered = await upload(`/api/transporter/orders/${id}/pod`, carrier, photo(), {
      receivedBy: 'S. Jain',
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.status).toBe('delivered');
    expect(delivered.body.deliveredAt).not.toBeNull();
    expect(delivered.body.papers).toEqual([
      expect.objectContaining({
        kind: 'pod',
        contentType: 'image/png',
        sizeBytes: PNG.length,
        byDriver: false,
      }),
    ]);

    const receipt = await upload(`/api/transporter/orders/${id}/documents`, carrier, scan(), {
      kind: 'lorryReceipt',
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect(receipt.body.papers.map((p) => p.kind)).toEqual(['pod', 'lorryReceipt']);

    const shipper = await api<OrderDetail>(app, `/api/orders/${id}`, { token: owner });
    expect(shipper.body.podFiles.map((f) => [f.kind, f.fileName])).toEqual([
      ['pod', 'pod-photo.png'],
      ['lorryReceipt', 'LR-4471.pdf'],
    ]);
    const file = await fetch(
      `${app.baseUrl}/api/transporter/orders/${id}/pod/${receipt.body.papers[1]!.id}`,
      {
        headers: { authorization: `Bearer ${carrier}` },
      },
    );
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const refused = await fetch(
      `${app.baseUrl}/api/transporter/orders/${id}/pod/${receipt.body.papers[1]!.id}`,
      {
        headers: { authorization: `Bearer ${rival}` },
      },
    );
    expect(refused.status).toBe(404);
  });
});
