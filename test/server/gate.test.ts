import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { roles, users } from '../../server/db/schema/access';
import { gateEvents } from '../../server/db/schema/orders';
import { plants } from '../../server/db/schema/plants';
import { trackingLatest } from '../../server/db/schema/trackingState';
import { PLANT_USER_PLANT_CODES } from '../../server/db/seed/demoAccounts';
import type { VehicleState } from '../../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import {
  type DemoRefs,
  demoRefs,
  giveSecondIndustryAPlan,
  makeStaffGateKeeper,
  offlineOrderForm,
} from './lifecycleFixtures';
import { testSockets } from './testSockets';
import { batchVehicles, gpsFix, ingest } from './trackingFixtures';

let app: TestApp;
let refs: DemoRefs;
let owner: string;
let gateKeeper: string;
let plantUser: string;
let stranger: string;
let inboundOnly: string;
let plant: { latitude: number; longitude: number; geofenceRadiusM: number };
let outsidePlantId: number;

type Detail = {
  id: number;
  number: string;
  status: string;
  timeline: { status: string; note: string | null; by: string | null; detectedBy: string | null }[];
};
type Expected = {
  total: number;
  page: number;
  pageSize: number;
  rows: {
    orderId: number;
    status: string;
    weightKg: number;
    position: { state: string; distanceM?: number };
    gateInWeights: { grossWeightKg: number | null; tareWeightKg: number | null };
  }[];
};
type Failure = {
  error: { code: string; message: string; fields?: Record<string, string>; refusal?: { code: string } };
};

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  const db = app.database.db;
  refs = await demoRefs(db);
  await makeStaffGateKeeper(db, refs.industryId);
  await giveSecondIndustryAPlan(db);
  const [ours] = await db.select().from(plants).where(eq(plants.id, refs.plantId));
  plant = ours!;
  const [outside] = await db
    .select()
    .from(plants)
    .where(
      and(
        eq(plants.industryId, refs.industryId),
        ne(plants.code, PLANT_USER_PLANT_CODES[0]),
        ne(plants.code, PLANT_USER_PLANT_CODES[1]),
      ),
    );
  outsidePlantId = outside!.id;
  // A gate clerk of inbound trucks only: outbound gates are not theirs.
  const [inboundRole] = await db
    .insert(roles)
    .values({ industryId: refs.industryId, name: 'Inbound Gate', permissions: ['list-inbound-order'] })
    .returning();
  await db.insert(users).values({
    industryId: refs.industryId,
    userType: 1,
    name: 'Inbound Clerk',
    email: 'inbound-gate@freightdesk.test',
    mobile: '9800000098',
    passwordHash: await hashPassword('gate-pass-1'),
    roleId: inboundRole!.id,
  });
  [owner, gateKeeper, plantUser, stranger] = await Promise.all([
    loginAs(app, 'owner'),
    loginAs(app, 'staff'),
    loginAs(app, 'plant'),
    loginAs(app, 'noPlan'),
  ]);
  const login = await api<{ token: string }>(app, '/api/auth/login', {
    body: { login: 'inbound-gate@freightdesk.test', password: 'gate-pass-1' },
  });
  inboundOnly = login.body.token;
});
const sockets = testSockets();
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

let plates = 0;
const post = <T = Detail>(path: string, body: unknown, token = owner) => api<T>(app, path, { token, body });

/** An outbound order of 25,000 kg with a vehicle assigned (GPS), ready for the gate. */
async function assignedOrder(over: Record<string, unknown> = {}) {
  const created = await post('/api/offline-orders', offlineOrderForm(refs, over));
  expect(created.status).toBe(201);
  const plate = `MP19GT${String(1000 + ++plates)}`;
  const assigned = await post(`/api/orders/${created.body.id}/vehicle`, {
    vehicleNumber: plate,
    driverName: 'Ramesh Yadav',
    driverPhone: '9876543210',
    trackingMethod: 'gps',
  });
  expect(assigned.body.status).toBe('vehicle_assigned');
  return { id: created.body.id, number: created.body.number, plate };
}

/**
 * The truck reports a fix `km` north of the plant through the real ingest path, taken now: a fix from before
 * the truck was assigned is not the trip's (OrderContext.tripStart).
 */
async function reportFixFromPlant(order: { id: number; plate: string }, km: number) {
  const at = new Date();
  const reply = await ingest(app, 'gps', [
    gpsFix(`gate-${order.id}-${km}`, order.plate, at, {
      orderId: order.id,
      latitude: plant.latitude + km / 111.2,
      longitude: plant.longitude,
    }),
  ]);
  expect(reply.status).toBe(200);
}

const gateEventsOf = (orderId: number) =>
  app.database.db.select().from(gateEvents).where(eq(gateEvents.orderId, orderId));

describe('gate pass validation', () => {
  it('refuses impossible weights and a short override note as field errors of the shared schema', async () => {
    const order = await assignedOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ grossWeightKg: 20_000, tareWeightKg: 20_000 }, 'tareWeightKg'],
      [{ grossWeightKg: 12_000, tareWeightKg: 15_000 }, 'tareWeightKg'],
      [{ grossWeightKg: -5 }, 'grossWeightKg'],
      [{ tareWeightKg: 0 }, 'tareWeightKg'],
      [{ grossWeightKg: 900_000 }, 'grossWeightKg'],
      [{ grossWeightKg: 'heavy' }, 'grossWeightKg'],
      [{ overrideNote: 'x' }, 'overrideNote'],
    ];
    for (const [body, field] of cases) {
      const reply = await post<Failure>(`/api/gate/orders/${order.id}/in`, {
        vehicleNumber: order.plate,
        ...body,
      });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await gateEventsOf(order.id)).length).toBe(0);
  });
});

describe('who may pass a truck', () => {
  it('needs the direction’s order permission', async () => {
    const order = await assignedOrder();
    const reply = await post<Failure>(
      `/api/gate/orders/${order.id}/in`,
      { vehicleNumber: order.plate },
      inboundOnly,
    );
    expect(reply.status).toBe(403);
    expect(
      (await api<Failure>(app, '/api/gate/expected?direction=outbound', { token: inboundOnly })).status,
    ).toBe(403);
  });

  it('never reaches another industry’s order, by id or by list', async () => {
    const order = await assignedOrder();
    const reply = await post<Failure>(
      `/api/gate/orders/${order.id}/in`,
      { vehicleNumber: order.plate },
      stranger,
    );
    expect(reply.status).toBe(404);
    const theirs = await api<Expected>(app, '/api/gate/expected?direction=outbound&pageSize=100', {
      token: stranger,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.rows.map((r) => r.orderId)).not.toContain(order.id);
  });

  it('keeps a plant user to their plants', async () => {
    const mine = await assignedOrder();
    const elsewhere = await assignedOrder({ plantId: outsidePlantId });
    const list = await api<Expected>(app, '/api/gate/expected?direction=outbound&pageSize=100', {
      token: plantUser,
    });
    const ids = list.body.rows.map((r) => r.orderId);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(elsewhere.id);
    const refused = await post<Failure>(
      `/api/gate/orders/${elsewhere.id}/in`,
      { vehicleNumber: elsewhere.plate },
      plantUser,
    );
    expect(refused.status).toBe(404);
    const admitted = await post(`/api/gate/orders/${mine.id}/in`, { vehicleNumber: mine.plate }, plantUser);
    expect(admitted.body.status).toBe('gate_in');
  });
});

describe('the geofence at gate-in', () => {
  it('refuses a truck whose last fix is outside, until a supervisor lets it in with a note', async () => {
    const order = await assignedOrder();
    await reportFixFromPlant(order, 20);
    const listed = await api<Expected>(app, `/api/gate/expected?direction=outbound&search=${order.plate}`, {
      token: gateKeeper,
    });
    expect(listed.body.rows[0]?.position).toMatchObject({ state: 'outside' });
    expect(listed.body.rows[0]!.position.distanceM).toBeGreaterThan(19_000);

    const refused = await post<Failure>(
      `/api/gate/orders/${order.id}/in`,
      { vehicleNumber: order.plate },
      gateKeeper,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.refusal?.code).toBe('outsideGeofence');
    expect(refused.body.error.message).toMatch(/km from the plant/);

    // The gate keeper is no supervisor: a note of theirs does not open the gate.
    const notSupervisor = await post<Failure>(
      `/api/gate/orders/${order.id}/in`,
      { vehicleNumber: order.plate, overrideNote: 'Driver says GPS is faulty' },
      gateKeeper,
    );
    expect(notSupervisor.status).toBe(403);
    expect(await gateEventsOf(order.id)).toEqual([]);

    const overridden = await post(`/api/gate/orders/${order.id}/in`, {
      vehicleNumber: order.plate,
      overrideNote: 'GPS unit faulty, truck checked at the gate',
    });
    expect(overridden.status).toBe(200);
    expect(overridden.body.status).toBe('gate_in');
    const gateIn = overridden.body.timeline.find((e) => e.status === 'gate_in');
    expect(gateIn?.note).toMatch(/outside the geofence.*GPS unit faulty, truck checked at the gate/);
    const [event] = await gateEventsOf(order.id);
    expect(event).toMatchObject({
      kind: 'gate_in',
      geofenceOverrideNote: 'GPS unit faulty, truck checked at the gate',
    });
    expect(event!.distanceFromPlantM).toBeGreaterThan(19_000);
  });

  it('lets in a truck inside the fence, and one with no position at all', async () => {
    const inside = await assignedOrder();
    await reportFixFromPlant(inside, 0.1);
    const near = await post(`/api/gate/orders/${inside.id}/in`, { vehicleNumber: inside.plate }, gateKeeper);
    expect(near.body.status).toBe('gate_in');
    const [nearEvent] = await gateEventsOf(inside.id);
    expect(nearEvent!.distanceFromPlantM).toBeLessThanOrEqual(plant.geofenceRadiusM);
    expect(nearEvent!.geofenceOverrideNote).toBeNull();

    const silent = await assignedOrder();
    const listed = await api<Expected>(app, `/api/gate/expected?direction=outbound&search=${silent.plate}`, {
      token: gateKeeper,
    });
    expect(listed.body.rows[0]?.position).toEqual({ state: 'unknown' });
    const unknown = await post(
      `/api/gate/orders/${silent.id}/in`,
      { vehicleNumber: silent.plate },
      gateKeeper,
    );
    expect(unknown.body.status).toBe('gate_in');
    const [silentEvent] = await gateEventsOf(silent.id);
    expect(silentEvent!.distanceFromPlantM).toBeNull();
  });

  it('checks the geofence after the plate: a wrong truck hears that it is the wrong truck', async () => {
    const order = await assignedOrder();
    await reportFixFromPlant(order, 30);
    const wrong = await post<Failure>(
      `/api/gate/orders/${order.id}/in`,
      { vehicleNumber: 'RJ14CD5678' },
      gateKeeper,
    );
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.refusal?.code).toBe('wrongVehicle');
  });
});

describe('weights at the gate', () => {
  it('records the net weight’s difference from the order and says when it is beyond the tolerance', async () => {
    const order = await assignedOrder({ weightKg: 25_000 });
    // Tare at gate-in within the fence check (no fix), loading, then gross and tare at gate-out: 5 % short.
    await post(
      `/api/gate/orders/${order.id}/in`,
      { vehicleNumber: order.plate, tareWeightKg: 9_000 },
      gateKeeper,
    );
    // Gate-out starts from the tare the weighbridge read at gate-in.
    const listed = await api<Expected>(app, `/api/gate/expected?direction=outbound&search=${order.plate}`, {
      token: gateKeeper,
    });
    expect(listed.body.rows[0]?.gateInWeights).toEqual({ grossWeightKg: null, tareWeightKg: 9_000 });
    expect(
      (await post(`/api/orders/${order.id}/step`, { event: 'cargo.start' }, gateKeeper)).body.status,
    ).toBe('loading');
    const out = await post(
      `/api/gate/orders/${order.id}/out`,
      { vehicleNumber: order.plate, grossWeightKg: 32_750, tareWeightKg: 9_000 },
      gateKeeper,
    );
    expect(out.body.status).toBe('gate_out');
    const note = out.body.timeline.find((e) => e.status === 'gate_out')?.note;
    expect(note).toMatch(/net 23,750 kg \(-5\.0 % against the order's 25,000 kg, beyond the 2 % tolerance\)/);
    const events = await gateEventsOf(order.id);
    const gateOut = events.find((e) => e.kind === 'gate_out');
    expect(gateOut).toMatchObject({ grossWeightKg: 32_750, tareWeightKg: 9_000, weightDifferenceKg: -1_250 });
    expect(events.find((e) => e.kind === 'gate_in')).toMatchObject({
      tareWeightKg: 9_000,
      weightDifferenceKg: null,
    });
  });

  it('within the tolerance the difference is still kept, and the note says it is within', async () => {
    const order = await assignedOrder({ weightKg: 25_000 });
    await post(`/api/gate/orders/${order.id}/in`, { vehicleNumber: order.plate }, gateKeeper);
    const out = await post(
      `/api/gate/orders/${order.id}/out`,
      { vehicleNumber: order.plate, grossWeightKg: 34_200, tareWeightKg: 9_000 },
      gateKeeper,
    );
    expect(out.body.timeline.find((e) => e.status === 'gate_out')?.note).toMatch(/within the 2 % tolerance/);
    const [, gateOut] = await gateEventsOf(order.id);
    expect(gateOut!.weightDifferenceKg).toBe(200);
  });
});

describe('the expected vehicles list', () => {
  it('comes a page at a time, in the table’s sizes', async () => {
    await assignedOrder();
    const first = await api<Expected>(app, '/api/gate/expected?direction=outbound&pageSize=25&page=1', {
      token: owner,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 25 });
    expect(first.body.total).toBeGreaterThanOrEqual(first.body.rows.length);
    expect(first.body.rows.length).toBeLessThanOrEqual(25);
    const beyond = await api<Expected>(
      app,
      `/api/gate/expected?direction=outbound&pageSize=25&page=${Math.ceil(first.body.total / 25) + 1}`,
      { token: owner },
    );
    expect(beyond.body.rows).toEqual([]);
    expect(beyond.body.total).toBe(first.body.total);
    const odd = await api<Failure>(app, '/api/gate/expected?direction=outbound&pageSize=7', { token: owner });
    expect(odd.status).toBe(400);
    expect(odd.body.error.fields?.pageSize).toBeTruthy();
  });

  it('finds a truck by its plate', async () => {
    const order = await assignedOrder();
    const found = await api<Expected>(app, `/api/gate/expected?direction=outbound&search=${order.plate}`, {
      token: owner,
    });
    expect(found.body.rows.map((r) => r.orderId)).toEqual([order.id]);
    expect(found.body.rows[0]!.weightKg).toBe(25_000);
  });
});

describe('the geofence tells the story', () => {
  const DAY = 86_400_000;
  const expectedOutbound = (token = gateKeeper) =>
    api<Expected>(app, '/api/gate/expected?direction=outbound&pageSize=100', { token });

  it('marks a truck a day early arrived at the gate when it enters the plant’s geofence, with no ETA', async () => {
    const early = await assignedOrder({ pickupAt: new Date(Date.now() + DAY).toISOString() });
    // Expected whatever its pickup day, before any fix.
    const before = await expectedOutbound();
    expect(before.body.rows.find((r) => r.orderId === early.id)?.status).toBe('vehicle_assigned');

    // Outside the fence the truck is still coming: nothing changes.
    await reportFixFromPlant(early, 5);
    expect((await api<Detail>(app, `/api/orders/${early.id}`, { token: owner })).body.status).toBe(
      'vehicle_assigned',
    );
    await reportFixFromPlant(early, 0.2);
    const detail = await api<Detail>(app, `/api/orders/${early.id}`, { token: owner });
    expect(detail.body.status).toBe('at_gate');
    expect(detail.body.timeline.at(-1)).toMatchObject({
      status: 'at_gate',
      by: null,
      detectedBy: 'geofence',
    });
    // Standing at its plant before the trip it is not on the road: no ETA, no delay.
    const [latest] = await app.database.db
      .select()
      .from(trackingLatest)
      .where(eq(trackingLatest.orderId, early.id));
    expect(latest).toMatchObject({ etaAt: null, delayMinutes: 0 });

    // The gate lists it among the trucks at the plant, ahead of every one still expected.
    const after = await expectedOutbound();
    const rows = after.body.rows;
    const index = rows.findIndex((r) => r.orderId === early.id);
    expect(rows[index]?.status).toBe('at_gate');
    expect(rows.slice(0, index).every((r) => r.status !== 'vehicle_assigned')).toBe(true);

    // Another fix inside changes nothing more; gate-in stays the clerk's, with the weights.
    await reportFixFromPlant(early, 0.1);
    const again = await api<Detail>(app, `/api/orders/${early.id}`, { token: owner });
    expect(again.body.timeline.filter((e) => e.status === 'at_gate')).toHaveLength(1);
    const gateIn = await post(`/api/gate/orders/${early.id}/in`, { vehicleNumber: early.plate }, gateKeeper);
    expect(gateIn.body.status).toBe('gate_in');
  });

  it('puts a status change on the live board at once, before the truck’s next fix', async () => {
    const order = await assignedOrder();
    await reportFixFromPlant(order, 0.3);
    const socket = await sockets.connect(app.baseUrl, { token: owner });
    const heard: VehicleState[] = [];
    socket.on(TRACKING_EVENTS.positionBatch, (payload: unknown) => heard.push(...batchVehicles(payload)));
    const admitted = await post(
      `/api/gate/orders/${order.id}/in`,
      { vehicleNumber: order.plate },
      gateKeeper,
    );
    expect(admitted.body.status).toBe('gate_in');
    const shows = (status: string) => heard.some((v) => v.orderId === order.id && v.status === status);
    while (!shows('gate_in')) await new Promise((r) => setTimeout(r, 50));
    const board = heard.filter((v) => v.orderId === order.id).at(-1)!;
    // The state is whole: its last fix, and still no ETA while it stands at the plant.
    expect(board.lastFix).not.toBeNull();
    expect(board.etaAt).toBeNull();
  });
});
