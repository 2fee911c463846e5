import { Writable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { orderEvents, orders } from '../../server/db/schema/orders';
import { devices, positions, simConsents } from '../../server/db/schema/tracking';
import { DEMO_INGEST_KEY } from '../../server/db/seed/demoIngestKey';
import { withImeiCheckDigit } from '../../src/domain/imei';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import { api, cloneSeededDatabase, loginAs, startTestApp, type TestApp } from './harness';
import { fleet, prepareSecondIndustry, trackedOrders } from './trackingFixtures';

let app: TestApp;
let owner: string;
let gpsOrders: { id: number; vehicleNumber: string; industryId: number }[];
let second: Awaited<ReturnType<typeof prepareSecondIndustry>>;
const IMEI = withImeiCheckDigit('35693803564380');
const secondsAgo = (s: number) => new Date(Math.floor(Date.now() / 1000 - s) * 1000);

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  gpsOrders = await trackedOrders(app.database.db, 'gps', 5);
  second = await prepareSecondIndustry(app);
  // A GPS device of the master, issued to the first truck: fixes name it by its IMEI.
  await app.database.db.delete(devices).where(eq(devices.imei, IMEI));
  await app.database.db.insert(devices).values({
    industryId: gpsOrders[0]!.industryId,
    imei: IMEI,
    label: 'Dashboard unit',
    status: 'issued',
    vehicleNumber: gpsOrders[0]!.vehicleNumber,
  });
});
afterAll(() => app.close());

type FleetVehicle = {
  orderId: number;
  lastFix: {
    at: string;
    latitude: number;
    longitude: number;
    speedKmh: number | null;
    heading: number | null;
  };
};
const vehicleOf = async (orderId: number) =>
  ((await fleet(app, owner)).body.vehicles as unknown as FleetVehicle[]).find((v) => v.orderId === orderId)!;

/** The fixes kept of a device, by what it calls itself. */
const fixesOfDevice = (deviceId: string) =>
  app.database.db
    .select({
      industryId: positions.industryId,
      vehicleNumber: positions.vehicleNumber,
      orderId: positions.orderId,
      latitude: positions.latitude,
    })
    .from(positions)
    .where(eq(positions.deviceId, deviceId));

const osmandGet = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}/api/ingest/osmand?${new URLSearchParams(query)}`, { headers });

const post = (path: string, body: string, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });

describe('OsmAnd (Traccar Client and phone trackers)', () => {
  it('takes a GET fix with the key in the query, by IMEI, and moves the truck with its speed in km/h', async () => {
    const order = gpsOrders[0]!;
    const at = secondsAgo(60);
    const reply = await osmandGet({
      id: IMEI,
      lat: '23.2599',
      lon: '77.4126',
      timestamp: String(at.getTime() / 1000),
      speed: '20',
      bearing: '92',
      altitude: '512',
      accuracy: '8',
      batt: '76',
      key: DEMO_INGEST_KEY,
    });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('OK');
    const vehicle = await vehicleOf(order.id);
    expect(vehicle.lastFix).toMatchObject({
      at: at.toISOString(),
      latitude: 23.2599,
      longitude: 77.4126,
      speedKmh: 37, // 20 knots
      heading: 92,
    });
  });

  it('takes a form POST with the key in the header, by the truck’s number, with a millisecond timestamp', async () => {
    const order = gpsOrders[1]!;
    const at = secondsAgo(50);
    const form = new URLSearchParams({
      deviceid: order.vehicleNumber.toLowerCase(),
      location: '22.7196,75.8577',
      timestamp: String(at.getTime()),
      speed: '10',
      heading: '180',
    });
    const reply = await post('/api/ingest/osmand', form.toString(), 'application/x-www-form-urlencoded', {
      'x-api-key': DEMO_INGEST_KEY,
    });
    expect(reply.status).toBe(200);
    expect((await vehicleOf(order.id)).lastFix).toMatchObject({
      at: at.toISOString(),
      latitude: 22.7196,
      longitude: 75.8577,
      speedKmh: 18.5,
      heading: 180,
    });
  });

  it('takes a POST whose fix is all in the query and whose body is empty, as Traccar Client for Android sends it', async () => {
    const order = gpsOrders[4]!;
    const at = secondsAgo(45);
    const query = new URLSearchParams({
      id: order.vehicleNumber,
      lat: '22.0574',
      lon: '78.9382',
      timestamp: String(at.getTime() / 1000),
      speed: '0.0',
      bearing: '0.0',
      altitude: '0.0',
      accuracy: '0.0',
      batt: '100.0',
      key: DEMO_INGEST_KEY,
    });
    // Over the socket (fetch says `content-length: 0`), and with no length nor type at all.
    const reply = await fetch(`${app.baseUrl}/api/ingest/osmand?${query}`, { method: 'POST' });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('OK');
    const bare = await app.app.inject({ method: 'POST', url: `/api/ingest/osmand?${query}` });
    expect([bare.statusCode, bare.body]).toEqual([200, 'OK']);
    expect((await vehicleOf(order.id)).lastFix).toMatchObject({
      at: at.toISOString(),
      latitude: 22.0574,
      longitude: 78.9382,
      speedKmh: 0,
      heading: 0,
    });
  });

  it('takes Traccar Client’s JSON (speed in m/s, -1 for an unknown heading), and a retry is a duplicate', async () => {
    const order = gpsOrders[2]!;
    const at = secondsAgo(40);
    const body = JSON.stringify({
      location: {
        timestamp: at.toISOString(),
        coords: { latitude: 21.1458, longitude: 79.0882, speed: 10, heading: -1, altitude: 310, accuracy: 5 },
        is_moving: true,
        odometer: 12_000,
        battery: { level: 0.5, is_charging: false },
      },
      device_id: order.vehicleNumber,
    });
    const send = () =>
      post(`/api/ingest/osmand?key=${DEMO_INGEST_KEY}`, body, 'application/json; charset=utf-8');
    expect((await send()).status).toBe(200);
    expect((await vehicleOf(order.id)).lastFix).toMatchObject({
      at: at.toISOString(),
      latitude: 21.1458,
      speedKmh: 36,
      heading: null,
    });
    const count = async () =>
      (await app.database.db.select().from(positions).where(eq(positions.orderId, order.id))).length;
    const before = await count();
    const again = await send();
    expect(again.status).toBe(200);
    expect(await count()).toBe(before);
    // The same fix by query string is the same device and time: a duplicate too.
    const query = await osmandGet({
      id: order.vehicleNumber,
      lat: '21.1458',
      lon: '79.0882',
      timestamp: at.toISOString(),
      key: DEMO_INGEST_KEY,
    });
    expect(query.status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('keeps a fix of a device on no truck against the device, and refuses a bad fix in the API’s shape', async () => {
    const unknown = await osmandGet({ id: 'phone-of-ramesh', lat: '23', lon: '77', key: DEMO_INGEST_KEY });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe('OK');
    expect(await fixesOfDevice('phone-of-ramesh')).toEqual([
      { industryId: gpsOrders[0]!.industryId, vehicleNumber: null, orderId: null, latitude: 23 },
    ]);
    // Cell towers or Wi-Fi alone: no position, said in plain words.
    const cells = await osmandGet({ id: IMEI, cell: '404,45,1234,5678', key: DEMO_INGEST_KEY });
    expect(cells.status).toBe(400);
    const cellFields = ((await cells.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(cellFields.lat).toMatch(
      /^This fix has only cell towers or Wi-Fi networks, no latitude and longitude/,
    );
    const bad = await osmandGet({ id: IMEI, lat: '123', lon: 'east', key: DEMO_INGEST_KEY });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['lon']);
    const range = await osmandGet({ id: IMEI, lat: '123', lon: '77', key: DEMO_INGEST_KEY });
    expect(((await range.json()) as { error: { fields: object } }).error.fields).toHaveProperty('latitude');
    const zero = await osmandGet({ id: IMEI, lat: '0', lon: '0', key: DEMO_INGEST_KEY });
    expect(zero.status).toBe(400);
  });

  it('keeps another industry’s devices and trucks apart', async () => {
    // Industry B's key and the demo industry's truck: that truck is not on B's road, so the fix is B's, kept
    // against a device of that name, and the demo industry's truck does not move.
    const before = (await vehicleOf(gpsOrders[3]!.id)).lastFix;
    const reply = await osmandGet({ id: gpsOrders[3]!.vehicleNumber, lat: '23', lon: '77', key: second.key });
    expect(reply.status).toBe(200);
    expect(await fixesOfDevice(gpsOrders[3]!.vehicleNumber)).toEqual([
      { industryId: second.industryId, vehicleNumber: null, orderId: null, latitude: 23 },
    ]);
    expect((await vehicleOf(gpsOrders[3]!.id)).lastFix).toEqual(before);
    const own = await osmandGet({
      id: second.vehicleNumber,
      lat: '23.1',
      lon: '77.1',
      timestamp: String(secondsAgo(30).getTime()),
      key: second.key,
    });
    expect(own.status).toBe(200);
  });
});

describe('Traccar server forwarding', () => {
  const forward = (over: Record<string, unknown>, device: Record<string, unknown>, at: Date) => ({
    position: {
      id: 1,
      deviceId: 17,
      protocol: 'teltonika',
      deviceTime: at.toISOString(),
      fixTime: at.toISOString(),
      serverTime: new Date().toISOString(),
      valid: true,
      latitude: 24.5854,
      longitude: 73.7125,
      altitude: 580,
      speed: 30,
      course: 270,
      accuracy: 0,
      attributes: { ignition: true, odometer: 154_200_000, motion: true },
      ...over,
    },
    device: { id: 17, status: 'online', ...device },
  });

  it('stores the position with its ignition and odometer, finding the truck by the device’s name', async () => {
    const order = gpsOrders[3]!;
    const at = secondsAgo(20);
    const reply = await post(
      '/api/ingest/traccar',
      JSON.stringify(forward({}, { uniqueId: '864000000000001', name: order.vehicleNumber }, at)),
      'application/json',
      { 'x-api-key': DEMO_INGEST_KEY },
    );
    expect(reply.status).toBe(200);
    expect((await vehicleOf(order.id)).lastFix).toMatchObject({
      at: at.toISOString(),
      latitude: 24.5854,
      speedKmh: 55.6,
      heading: 270,
    });
    const [row] = await app.database.db
      .select({ ignition: positions.ignition, odometerKm: positions.odometerKm })
      .from(positions)
      .where(eq(positions.orderId, order.id))
      .orderBy(desc(positions.recordedAt))
      .limit(1);
    expect(row).toEqual({ ignition: true, odometerKm: 154_200 });
  });

  it('answers 200 for every device the server forwards: one on no trip is kept against the device', async () => {
    const reply = await post(
      '/api/ingest/traccar',
      JSON.stringify(forward({}, { uniqueId: '111', name: 'Bike' }, secondsAgo(15))),
      'application/json',
      { 'x-api-key': DEMO_INGEST_KEY },
    );
    expect(reply.status).toBe(200);
    expect(await fixesOfDevice('111')).toEqual([
      { industryId: gpsOrders[0]!.industryId, vehicleNumber: null, orderId: null, latitude: 24.5854 },
    ]);
  });

  it('does not draw into a trip a fix older than the trip: it stays the truck’s alone', async () => {
    const order = gpsOrders[4]!;
    const [assigned] = await app.database.db
      .select({ at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'vehicle_assigned')))
      .orderBy(desc(orderEvents.at))
      .limit(1);
    const before = (await vehicleOf(order.id)).lastFix;
    // Sent late from the device's memory: an hour before this truck was given this trip.
    const at = new Date(Math.floor((assigned!.at.getTime() - 3_600_000) / 1000) * 1000);
    const reply = await post(
      '/api/ingest/traccar',
      JSON.stringify(forward({}, { uniqueId: '864000000000005', name: order.vehicleNumber }, at)),
      'application/json',
      { 'x-api-key': DEMO_INGEST_KEY },
    );
    expect(reply.status).toBe(200);
    expect(await fixesOfDevice('864000000000005')).toEqual([
      { industryId: order.industryId, vehicleNumber: order.vehicleNumber, orderId: null, latitude: 24.5854 },
    ]);
    expect((await vehicleOf(order.id)).lastFix).toEqual(before);
  });

  it('refuses an invalid position, and a malformed body names its field', async () => {
    const at = secondsAgo(10);
    const invalid = await post(
      '/api/ingest/traccar',
      JSON.stringify(forward({ valid: false }, { uniqueId: IMEI }, at)),
      'application/json',
      { 'x-api-key': DEMO_INGEST_KEY },
    );
    expect(invalid.status).toBe(400);
    const broken = await post(
      '/api/ingest/traccar',
      JSON.stringify({ position: { latitude: 1 }, device: {} }),
      'application/json',
      { 'x-api-key': DEMO_INGEST_KEY },
    );
    expect(broken.status).toBe(400);
    const fields = ((await broken.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['position.fixTime', 'position.longitude', 'device.uniqueId']),
    );
  });
});

describe('SIM mobiles in their common spellings', () => {
  it('takes a +91 number for a consented driver', async () => {
    const [consent] = await app.database.db
      .select({ mobile: simConsents.mobile, orderId: simConsents.orderId })
      .from(simConsents)
      .innerJoin(orders, eq(orders.id, simConsents.orderId))
      .where(and(eq(simConsents.status, 'granted'), inArray(orders.status, [...TRACKED_STATUSES])))
      .limit(1);
    const m = consent!.mobile;
    const spelled = `+91 ${m.slice(0, 5)} ${m.slice(5)}`;
    const fix = (eventId: string, mobile: string) => ({
      eventId,
      mobile,
      recordedAt: secondsAgo(5).toISOString(),
      latitude: 23.3,
      longitude: 77.3,
      accuracyM: 800,
    });
    const reply = await fetch(`${app.baseUrl}/api/ingest/sim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY },
      body: JSON.stringify({
        events: [fix('plus91', spelled), fix('trunk', `0${m}`), fix('bad', '+91 12345')],
      }),
    });
    expect(reply.status).toBe(207);
    const body = (await reply.json()) as { accepted: number; rejected: { index: number }[] };
    expect(body.accepted).toBe(2);
    expect(body.rejected.map((r) => r.index)).toEqual([2]);
  });
});

describe('the ingest key in the log', () => {
  it('never writes the key of a query string to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await cloneSeededDatabase();
    const built = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'debug', SEED_DEMO: 'false' }),
      database,
      // Feed requests are logged at debug (requestLog.ts), failures by Fastify's own lines.
      logger: { level: 'debug', stream },
      distDir: '/nonexistent-dist',
    });
    try {
      const reply = await built.app.inject({
        method: 'GET',
        // A refused fix: its request is logged by Fastify's own failure lines.
        url: `/api/ingest/osmand?id=x&lat=north&lon=2&key=${DEMO_INGEST_KEY}`,
      });
      expect(reply.statusCode).toBe(400);
      const log = lines.join('');
      expect(log).toContain('/api/ingest/osmand?id=x');
      expect(log).toContain('key=%5Bredacted%5D');
      expect(log).not.toContain(DEMO_INGEST_KEY);
    } finally {
      await built.app.close();
      await database.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the feed routes with their operation ids and the key schemes', async () => {
    type Operation = {
      operationId?: string;
      security?: object[];
      tags?: string[];
      requestBody?: { content: Record<string, { example?: unknown; examples?: Record<string, object> }> };
    };
    const docs = await api<{
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, object> };
    }>(app, '/api/docs/json');
    expect(docs.body.paths['/api/ingest/osmand']!.get!.operationId).toBe('ingestOsmAndQuery');
    expect(docs.body.paths['/api/ingest/osmand']!.post!.operationId).toBe('ingestOsmAnd');
    // Each body the route reads, so that a generated client can send the form as phone trackers do.
    expect(Object.keys(docs.body.paths['/api/ingest/osmand']!.post!.requestBody!.content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    // The form shows the fields a form sends, not Traccar Client's JSON.
    const form =
      docs.body.paths['/api/ingest/osmand']!.post!.requestBody!.content['application/x-www-form-urlencoded']!;
    expect(Object.values(form.examples ?? {})).toEqual([
      { value: expect.objectContaining({ id: expect.any(String), lat: expect.any(String) }) },
    ]);
    expect(docs.body.paths['/api/ingest/traccar']!.post).toMatchObject({
      operationId: 'ingestTraccarForward',
      tags: ['ingest'],
      security: [{ ingestKey: [] }, { ingestKeyQuery: [] }],
    });
    const example = docs.body.paths['/api/ingest/traccar']!.post!.requestBody!.content['application/json']!
      .example as { position: { speed: number }; device: { uniqueId: string } };
    expect(example.device.uniqueId).toMatch(/^\d{15}$/);
    expect(docs.body.paths['/api/ingest/gps']!.post!.operationId).toBe('ingestGps');
    expect(docs.body.paths['/api/settings/ingest-keys']!.post!.operationId).toBe('createIngestKey');
    expect(docs.body.components.securitySchemes).toMatchObject({
      ingestKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      ingestKeyQuery: { type: 'apiKey', in: 'query', name: 'key' },
    });
  });
});
