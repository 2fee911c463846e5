import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepFreeDays } from '../../server/containers/freeDaysAlerts';
import { roles, users } from '../../server/db/schema/access';
import { containers } from '../../server/db/schema/containers';
import { orders } from '../../server/db/schema/orders';
import { trackingAlerts } from '../../server/db/schema/trackingState';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { DCSA_EXAMPLE_EVENT } from '../../src/domain/schemas/dcsaEvents';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { type IngestAnswer, prepareSecondIndustry } from './trackingFixtures';

let app: TestApp;
let owner: string;
let order: { id: number; number: string; plantId: number };
let second: Awaited<ReturnType<typeof prepareSecondIndustry>>;

const BOX = 'CSQU3054383';
const OTHER_BOX = 'MSKU9070323';
const VESSEL = { vesselIMONumber: '9321483', vesselName: 'King of the Seas' };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

interface ContainerBody {
  id: number;
  number: string;
  status: string;
  freeUntil: string | null;
  freeDaysLeft: number | null;
  lastEvent: { code: string } | null;
  milestones: {
    code: string;
    classifier: string;
    place: { code: string | null };
    vesselName: string | null;
  }[];
}

async function post(body: unknown, key = DEMO_INGEST_KEY) {
  const response = await fetch(`${app.baseUrl}/api/ingest/container`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as IngestAnswer & { error?: { fields?: Record<string, string> } },
  };
}

/** A DCSA equipment event as published, for our container, at a time and a port. */
const equipment = (eventID: string, code: string, at: string, port: string, over: object = {}) => ({
  ...DCSA_EXAMPLE_EVENT,
  eventID,
  eventDateTime: at,
  eventCreatedDateTime: at,
  equipmentEventTypeCode: code,
  equipmentReference: BOX,
  eventLocation: { locationName: port === 'INNSA' ? 'Nhava Sheva' : 'Jebel Ali', UNLocationCode: port },
  transportCall: { ...DCSA_EXAMPLE_EVENT.transportCall, UNLocationCode: port, vessel: VESSEL },
  ...over,
});

const containerOf = async (id: number, token = owner) =>
  api<ContainerBody>(app, `/api/containers/${id}`, { token });

let containerId: number;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  const [row] = await app.database.db
    .select({ id: orders.id, number: orders.number, plantId: orders.plantId })
    .from(orders)
    .where(
      and(
        eq(orders.direction, 'inbound'),
        eq(orders.status, 'vehicle_assigned'),
        // Not one of the seed's orders with containers: this test gives its own.
        notInArray(orders.id, app.database.db.select({ id: containers.orderId }).from(containers)),
      ),
    )
    .orderBy(orders.id)
    .limit(1);
  order = row!;
  second = await prepareSecondIndustry(app);
});
afterAll(() => app.close());

describe('containers on orders', () => {
  it('refuses a number whose check digit is wrong, and keeps the normalised numbers an order carries', async () => {
    const bad = await api<{ error: { fields: Record<string, string> } }>(
      app,
      `/api/orders/${order.id}/containers`,
      {
        method: 'PUT',
        token: owner,
        body: { containerNumbers: ['CSQU3054384'] },
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toContain('containerNumbers.0');
    const set = await api<{ id: number; number: string; status: string }[]>(
      app,
      `/api/orders/${order.id}/containers`,
      { method: 'PUT', token: owner, body: { containerNumbers: ['csqu 305438-3', OTHER_BOX] } },
    );
    expect(set.status).toBe(200);
    expect(set.body.map((c) => c.number)).toEqual([BOX, OTHER_BOX]);
    expect(set.body.every((c) => c.status === 'planned')).toBe(true);
    containerId = set.body[0]!.id;
    const detail = await api<{ containers: { number: string }[] }>(app, `/api/orders/${order.id}`, {
      token: owner,
    });
    expect(detail.body.containers.map((c) => c.number)).toEqual([BOX, OTHER_BOX]);
  });
});

describe('DCSA ingest', () => {
  it('moves the timeline with equipment, transport and shipment events, as {events} or a bare array', async () => {
    const loaded = await post({
      events: [
        equipment('ev-gtin', 'GTIN', hoursAgo(120), 'AEJEA'),
        equipment('ev-load', 'LOAD', hoursAgo(100), 'AEJEA', {
          documentReferences: [{ documentReferenceType: 'BKG', documentReferenceValue: 'ABC709951' }],
        }),
        // A vessel departure has no equipmentReference: it reaches the boxes aboard the vessel.
        {
          eventID: 'ev-depa',
          eventType: 'TRANSPORT',
          eventClassifierCode: 'ACT',
          eventDateTime: hoursAgo(99),
          transportEventTypeCode: 'DEPA',
          transportCall: {
            UNLocationCode: 'AEJEA',
            modeOfTransport: 'VESSEL',
            exportVoyageNumber: '2211W',
            vessel: VESSEL,
          },
        },
        {
          eventID: 'ev-eta',
          eventType: 'TRANSPORT',
          eventClassifierCode: 'EST',
          eventDateTime: new Date(Date.now() + 86_400_000).toISOString(),
          transportEventTypeCode: 'ARRI',
          transportCall: {
            UNLocationCode: 'INNSA',
            modeOfTransport: 'VESSEL',
            importVoyageNumber: '2212E',
            vessel: VESSEL,
          },
        },
      ],
    });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toEqual({ accepted: 4, duplicates: 0, rejected: [] });
    const onVessel = await containerOf(containerId);
    expect(onVessel.body.status).toBe('on_vessel');
    expect(onVessel.body.milestones.map((m) => `${m.classifier} ${m.code}`)).toEqual([
      'ACT GTIN',
      'ACT LOAD',
      'ACT DEPA',
      'EST ARRI',
    ]);
    expect(onVessel.body.milestones[2]!.vesselName).toBe('King of the Seas');

    // A DCSA subscription callback: a bare array; the shipment event reaches the box by its booking.
    const shipped = await post([
      {
        eventID: 'ev-issu',
        eventType: 'SHIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: hoursAgo(98),
        shipmentEventTypeCode: 'ISSU',
        documentTypeCode: 'BKG',
        documentID: 'ABC709951',
      },
      equipment('ev-disc', 'DISC', hoursAgo(2), 'INNSA'),
    ]);
    expect(shipped.body).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const atPort = await containerOf(containerId);
    expect(atPort.body.status).toBe('discharged');
    expect(atPort.body.lastEvent?.code).toBe('DISC');
    expect(atPort.body.freeDaysLeft).toBe(3);
    expect(atPort.body.milestones.map((m) => m.code)).toContain('ISSU');
  });

  it('counts repeated eventIDs as duplicates and changes nothing', async () => {
    const again = await post({ events: [equipment('ev-disc', 'DISC', hoursAgo(1), 'INNSA')] });
    expect(again.body).toEqual({ accepted: 0, duplicates: 1, rejected: [] });
    expect((await containerOf(containerId)).body.milestones.filter((m) => m.code === 'DISC')).toHaveLength(1);
  });

  it('refuses bad and unknown events alone (207) and a batch of only bad ones (400)', async () => {
    const mixed = await post({
      events: [
        equipment('ev-bad', 'DISC', hoursAgo(1), 'INNSA', { equipmentReference: 'CSQU3054384' }),
        equipment('ev-unknown', 'DISC', hoursAgo(1), 'INNSA', { equipmentReference: 'TGHU1234567' }),
        equipment('ev-future', 'GTOT', new Date(Date.now() + 3_600_000).toISOString(), 'INNSA'),
        equipment('ev-inspect', 'INSP', hoursAgo(1), 'INNSA'),
      ],
    });
    expect(mixed.status).toBe(207);
    expect(mixed.body.accepted).toBe(1);
    expect(mixed.body.rejected).toEqual([
      { index: 0, eventId: 'ev-bad', fields: { equipmentReference: expect.stringMatching(/ISO 6346/) } },
      {
        index: 1,
        eventId: 'ev-unknown',
        fields: { equipmentReference: expect.stringMatching(/No order of yours/) },
      },
      { index: 2, eventId: 'ev-future', fields: { eventDateTime: expect.any(String) } },
    ]);
    const none = await post({ events: [{ eventID: 'x', eventType: 'IOT' }] });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.error!.fields!)).toEqual(['events.0.eventType']);
    expect((await post({ events: [] })).status).toBe(400);
    expect((await post({ events: [equipment('k', 'DISC', hoursAgo(1), 'INNSA')] }, 'wrong-key')).status).toBe(
      401,
    );
  });
});

describe('tenancy and permissions', () => {
  it('keeps another industry’s key and users away from our container', async () => {
    const foreign = await post({ events: [equipment('b-1', 'GTOT', hoursAgo(1), 'INNSA')] }, second.key);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error!.fields!['events.0.equipmentReference']).toMatch(/No order of yours/);
    expect((await containerOf(containerId)).body.status).toBe('discharged');
    const theirOwner = await loginAs(app, 'noPlan');
    expect((await containerOf(containerId, theirOwner)).status).toBe(404);
    const list = await api<{ total: number }>(app, '/api/containers?direction=inbound', {
      token: theirOwner,
    });
    expect(list.body.total).toBe(0);
    const put = await api(app, `/api/orders/${order.id}/containers`, {
      method: 'PUT',
      token: theirOwner,
      body: { containerNumbers: [] },
    });
    expect(put.status).toBe(404);
  });

  it('asks for the direction’s order list permission', async () => {
    const db = app.database.db;
    const [staff] = await db.select().from(users).where(eq(users.email, 'staff@freightdesk.test'));
    const [role] = await db
      .insert(roles)
      .values({ industryId: staff!.industryId!, name: 'Outbound only', permissions: ['list-outbound-order'] })
      .returning();
    await db.update(users).set({ roleId: role!.id }).where(eq(users.id, staff!.id));
    const token = await loginAs(app, 'staff');
    expect((await containerOf(containerId, token)).status).toBe(403);
    expect((await api(app, '/api/containers?direction=inbound', { token })).status).toBe(403);
    expect((await api(app, '/api/containers?direction=outbound', { token })).status).toBe(200);
  });
});

describe('lists and free days', () => {
  it('lists a direction’s containers, searched by number and filtered by status', async () => {
    type Page = { rows: { number: string; status: string }[]; total: number };
    const found = await api<Page>(app, '/api/containers?direction=inbound&search=csqu%20305438', {
      token: owner,
    });
    expect(found.body.rows.map((r) => r.number)).toEqual([BOX]);
    const planned = await api<Page>(app, '/api/containers?direction=inbound&status=planned', {
      token: owner,
    });
    expect(planned.body.rows.map((r) => r.number)).toContain(OTHER_BOX);
    expect(planned.body.rows.map((r) => r.number)).not.toContain(BOX);
    const outbound = await api<Page>(app, '/api/containers?direction=outbound&search=CSQU3054383', {
      token: owner,
    });
    expect(outbound.body.total).toBe(0);
  });

  it('raises container_free_days once the free days run out before gate-out, and clears it at gate-out', async () => {
    const alerts = () =>
      app.database.db
        .select()
        .from(trackingAlerts)
        .where(
          and(eq(trackingAlerts.orderId, order.id), inArray(trackingAlerts.kind, ['container_free_days'])),
        );
    const [row] = await app.database.db.select().from(containers).where(eq(containers.id, containerId));
    expect(
      await sweepFreeDays(app.database.db, app.events, new Date(row!.freeUntil!.getTime() - 60_000)),
    ).toEqual([]);
    const raised = await sweepFreeDays(
      app.database.db,
      app.events,
      new Date(row!.freeUntil!.getTime() + 60_000),
    );
    expect(raised).toEqual([
      expect.objectContaining({
        type: 'alert',
        event: expect.objectContaining({
          kind: 'container_free_days',
          orderId: order.id,
          vehicleNumber: BOX,
        }),
      }),
    ]);
    expect(await alerts()).toEqual([expect.objectContaining({ clearedAt: null })]);
    // Swept again: raised once.
    expect(
      await sweepFreeDays(app.database.db, app.events, new Date(row!.freeUntil!.getTime() + 120_000)),
    ).toEqual([]);
    const out = await post({ events: [equipment('ev-gtot', 'GTOT', hoursAgo(0.5), 'INNSA')] });
    expect(out.body.accepted).toBe(1);
    expect((await containerOf(containerId)).body.status).toBe('gated_out');
    expect((await alerts())[0]!.clearedAt).not.toBeNull();
  });

  it('takes a changed allowance of free days into the count', async () => {
    const changed = await api<ContainerBody>(app, `/api/containers/${containerId}/free-days`, {
      method: 'PUT',
      token: owner,
      body: { freeDays: 7 },
    });
    expect(changed.status).toBe(200);
    expect(Date.parse(changed.body.freeUntil!) - Date.parse(hoursAgo(2))).toBeGreaterThan(6.9 * 86_400_000);
  });
});

describe('offline orders and the API document', () => {
  it('an offline order’s form carries container numbers, and an edit without them keeps them', async () => {
    const list = await api<{ rows: { id: number; status: string }[] }>(
      app,
      '/api/offline-orders?direction=outbound&tab=created',
      { token: owner },
    );
    const id = list.body.rows[0]!.id;
    const detail = await api<{
      plant: { id: number };
      transporter: { id: number };
      party: { id: number } | null;
      product: { id: number } | null;
      originCityId: number;
      destinationCityId: number;
      weightKg: number;
      freightPaise: number;
      pickupAt: string;
    }>(app, `/api/offline-orders/${id}`, { token: owner });
    const o = detail.body;
    const body = {
      direction: 'outbound',
      plantId: o.plant.id,
      transporterId: o.transporter.id,
      clientId: o.party?.id,
      productId: o.product?.id,
      originCityId: o.originCityId,
      destinationCityId: o.destinationCityId,
      weightKg: o.weightKg,
      freightInr: o.freightPaise / 100,
      pickupAt: o.pickupAt,
    };
    const bad = await api<{ error: { fields: Record<string, string> } }>(app, `/api/offline-orders/${id}`, {
      method: 'PUT',
      token: owner,
      body: { ...body, containerNumbers: ['MSKU9070324'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['containerNumbers.0']);
    type Saved = { containers: { number: string }[] };
    const saved = await api<Saved>(app, `/api/offline-orders/${id}`, {
      method: 'PUT',
      token: owner,
      body: { ...body, containerNumbers: ['TGHU 123456-7'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.containers.map((c) => c.number)).toEqual(['TGHU1234567']);
    const kept = await api<Saved>(app, `/api/offline-orders/${id}`, { method: 'PUT', token: owner, body });
    expect(kept.body.containers.map((c) => c.number)).toEqual(['TGHU1234567']);
  });

  it('documents the ingest route with its operation, key, replies and a DCSA example', async () => {
    type Operation = {
      operationId?: string;
      security?: unknown;
      requestBody?: { content: Record<string, { example?: unknown }> };
      responses: Record<string, { description?: string; content?: unknown; $ref?: string }>;
    };
    const doc = await api<{ paths: Record<string, Record<string, Operation>> }>(app, '/api/docs/json');
    const ingest = doc.body.paths['/api/ingest/container']!.post!;
    expect(ingest.operationId).toBe('ingestContainerEvents');
    expect(ingest.security).toContainEqual({ ingestKey: [] });
    expect(ingest.requestBody!.content['application/json']!.example).toEqual({
      events: [DCSA_EXAMPLE_EVENT],
    });
    expect(Object.keys(ingest.responses)).toEqual(expect.arrayContaining(['200', '207', '400', '401']));
    for (const [path, method] of [
      ['/api/containers', 'get'],
      ['/api/containers/{id}', 'get'],
      ['/api/containers/{id}/free-days', 'put'],
      ['/api/orders/{id}/containers', 'put'],
    ] as const) {
      const operation = doc.body.paths[path]![method]!;
      expect(operation.operationId, path).toBeTruthy();
      // Every reply it documents has its schema, or is one of the document's shared error answers.
      for (const [status, response] of Object.entries(operation.responses))
        if (response.$ref) expect(response.$ref, `${path} ${status}`).toMatch(/^#\/components\/responses\//);
        else expect(response, `${path} ${status}`).toHaveProperty(['content', 'application/json', 'schema']);
    }
  });
});
