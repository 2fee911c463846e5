import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import { feedConnections } from '../../server/db/schema/feeds';
import { orders } from '../../server/db/schema/orders';
import { ewayBills, simConsents } from '../../server/db/schema/tracking';
import { ewayBillEvents } from '../../server/db/schema/trackingState';
import { type FeedPollerDeps, sweepFeeds } from '../../server/feeds/feedPollSweep';
import { httpFeedClients } from '../../server/feeds/httpFeedClients';
import { createIngestPipeline } from '../../server/tracking/ingestPipeline';
import { createTrackingServices } from '../../server/tracking/trackingServices';
import { FeedConnection, FeedConnectionList } from '../../src/domain/schemas/feedConnections';
import { OrderSimFixes, OrderTimeline, OrderTolls } from '../../src/domain/schemas/tracking';
import type { FeedKind } from '../../src/domain/statuses';
import { REPLAY_CREDENTIALS, startFeedReplayServer } from '../support/feedReplayServer';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { prepareSecondIndustry, trackedOrders } from './trackingFixtures';

const PATH = '/api/settings/feeds';
const EWB_NO = '391008765432';
const MOBILE = '9826041234';

let app: TestApp;
let replay: Awaited<ReturnType<typeof startFeedReplayServer>>;
let owner: string;
let poller: FeedPollerDeps;
const subject = { ewbOrder: 0, tollOrder: 0, simOrder: 0 };
const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FeedPollerDeps['log'];

beforeAll(async () => {
  app = await startTestApp();
  const db = app.database.db;
  owner = await loginAs(app, 'owner');
  // Three running orders of the demo industry: one whose e-way bill the feed has not reported yet, a
  // FASTag-tracked one made before the recorded reads, and a SIM-tracked one whose driver consented.
  const [billOrder] = await trackedOrders(db, 'gps');
  await db.delete(ewayBillEvents).where(eq(ewayBillEvents.orderId, billOrder!.id));
  await db.delete(ewayBills).where(eq(ewayBills.orderId, billOrder!.id));
  await db.update(orders).set({ ewayBillNo: EWB_NO }).where(eq(orders.id, billOrder!.id));
  const [tollOrder] = await trackedOrders(db, 'fastag');
  await db
    .update(orders)
    .set({ createdAt: new Date('2026-11-25T00:00:00Z') })
    .where(eq(orders.id, tollOrder!.id));
  const [simOrder] = await trackedOrders(db, 'sim');
  await db.delete(simConsents).where(eq(simConsents.mobile, MOBILE));
  await db.insert(simConsents).values({
    industryId: simOrder!.industryId,
    mobile: MOBILE,
    orderId: simOrder!.id,
    status: 'granted',
    grantedAt: new Date('2026-11-25T00:00:00Z'),
  });
  Object.assign(subject, { ewbOrder: billOrder!.id, tollOrder: tollOrder!.id, simOrder: simOrder!.id });
  replay = await startFeedReplayServer({
    ewbNo: EWB_NO,
    vehicleNumber: tollOrder!.vehicleNumber,
    mobile: MOBILE,
  });
  // The sweep as another server node runs it: its own tracking services over the same database and bus.
  const ingest = createIngestPipeline(
    createTrackingServices(db, app.events, systemClock),
    app.config.ingestMaxFutureSkewMs,
  );
  poller = { db, ingest, clients: httpFeedClients, log: silent };
});
afterAll(async () => {
  await app.close();
  await replay.close();
});
beforeEach(() => replay.setMode('recorded'));

const connect = (token: string, kind: FeedKind, over: Record<string, unknown> = {}) =>
  api(app, PATH, {
    token,
    body: {
      kind,
      baseUrl: replay.urls[kind],
      pollMinutes: 15,
      enabled: true,
      credentials: REPLAY_CREDENTIALS[kind],
      ...over,
    },
  });
const list = async (token: string) => {
  const reply = await api(app, PATH, { token });
  expect(reply.status).toBe(200);
  return FeedConnectionList.parse(reply.body).connections;
};
const connectionOf = async (kind: FeedKind) => (await list(owner)).find((c) => c.kind === kind)!;
const makeDue = () => app.database.db.update(feedConnections).set({ nextPollAt: new Date(0) });
const check = async (id: number) => {
  const reply = await api(app, `${PATH}/${id}/check`, { method: 'POST', token: owner });
  expect(reply.status).toBe(200);
  return FeedConnection.parse(reply.body);
};

describe('feed pollers against replayed provider answers', () => {
  it('connects each provider, keeping the credentials on the server', async () => {
    for (const kind of ['ewaybill', 'fastag', 'sim'] as const) {
      const reply = await connect(owner, kind);
      expect(reply.status).toBe(201);
      const created = FeedConnection.parse(reply.body);
      expect(created).toMatchObject({ kind, enabled: true, lastOutcome: null, lastPollAt: null });
      expect(created.credentialFields).toEqual(Object.keys(REPLAY_CREDENTIALS[kind]).sort());
    }
    const listed = await api(app, PATH, { token: owner });
    for (const secret of ['gsp-secret', 'nic-token', 'ulip-pass', 'lbs-secret'])
      expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect((await connect(owner, 'sim')).status).toBe(409);
  });

  it('polls what is in flight and the tracking API shows the bill, the crossings and the phone fix', async () => {
    expect(await sweepFeeds(poller, new Date())).toBe(3);

    const timeline = OrderTimeline.parse(
      (await api(app, `/api/tracking/orders/${subject.ewbOrder}/events`, { token: owner })).body,
    );
    expect(timeline.events.filter((e) => e.kind === 'ewaybill')).toEqual([
      {
        kind: 'ewaybill',
        number: EWB_NO,
        change: 'generated',
        at: '2026-11-24T07:10:00.000Z',
        validUntil: '2026-11-25T18:45:00.000Z',
      },
      {
        kind: 'ewaybill',
        number: EWB_NO,
        change: 'partB',
        at: '2026-11-25T00:35:00.000Z',
        validUntil: '2026-11-25T18:45:00.000Z',
      },
    ]);
    const [bill] = await app.database.db.select().from(ewayBills).where(eq(ewayBills.number, EWB_NO));
    expect(bill).toMatchObject({ orderId: subject.ewbOrder, vehicleNumber: 'MH14CD5678', distanceKm: 298 });

    const tolls = OrderTolls.parse(
      (await api(app, `/api/tracking/orders/${subject.tollOrder}/tolls`, { token: owner })).body,
    );
    // The placeholder geocode is skipped and the read before the order was made belongs to another trip.
    expect(tolls.tolls.map((t) => t.plazaName).sort()).toEqual([
      'Khawasa Toll Plaza',
      'Lakhnadon Toll Plaza',
    ]);

    const fixes = OrderSimFixes.parse(
      (await api(app, `/api/tracking/orders/${subject.simOrder}/sim-fixes`, { token: owner })).body,
    );
    expect(fixes.fixes).toEqual([
      expect.objectContaining({ at: '2026-11-26T12:20:00.000Z', latitude: 22.0573, longitude: 79.5537 }),
    ]);

    const bills = await connectionOf('ewaybill');
    expect(bills.lastOutcome).toBe('ok');
    expect(bills.lastCounts).toMatchObject({ accepted: 2, rejected: 0 });
    // Every running order's bill was asked about; the others are not this GSTIN's and are skipped.
    expect(bills.lastCounts!.asked).toBe(bills.lastCounts!.skipped + 1);
    expect(await connectionOf('fastag')).toMatchObject({
      lastOutcome: 'ok',
      lastCounts: expect.objectContaining({ accepted: 2 }),
    });
    expect(await connectionOf('sim')).toMatchObject({ lastOutcome: 'ok', totalAccepted: 1 });
    const nicCall = replay.requests.find((r) => r.query.get('ewbNo') === EWB_NO)!;
    expect(nicCall.headers).toMatchObject({
      'client-id': 'gsp-client',
      'client-secret': 'gsp-secret',
      gstin: '23AAACJ4563K1ZK',
      authtoken: 'nic-token',
    });
  });

  it('does not poll a connection again before its interval, and counts repeated answers as duplicates', async () => {
    expect(await sweepFeeds(poller, new Date())).toBe(0);
    const bills = await check((await connectionOf('ewaybill')).id);
    // A check is a poll: the next one is an interval after it.
    expect(Date.parse(bills.nextPollAt!) - Date.parse(bills.lastPollAt!)).toBe(15 * 60_000);
    expect(bills).toMatchObject({
      lastOutcome: 'ok',
      lastCounts: expect.objectContaining({ accepted: 0, duplicates: 2 }),
      totalAccepted: 2,
    });
  });

  it('lets one sweep poll each due connection when two run at once', async () => {
    await makeDue();
    const before = replay.requests.length;
    const [a, b] = await Promise.all([sweepFeeds(poller, new Date()), sweepFeeds(poller, new Date())]);
    expect(a + b).toBe(3);
    const logins = replay.requests
      .slice(before)
      .filter((r) => r.path === '/ulip/user/login' || r.path === '/sim/oauth/token');
    expect(logins).toHaveLength(2);
  });

  it('keeps a provider failure as the outcome, without crashing, and tries again at the next poll', async () => {
    const outcomes: Record<string, string> = {
      http500: 'unavailable',
      http401: 'unauthorized',
      http429: 'rate_limited',
      notJson: 'malformed',
    };
    for (const [mode, outcome] of Object.entries(outcomes)) {
      replay.setMode(mode as never);
      await makeDue();
      expect(await sweepFeeds(poller, new Date())).toBe(3);
      for (const kind of ['ewaybill', 'fastag', 'sim'] as const) {
        const connection = await connectionOf(kind);
        expect(connection.lastOutcome, `${kind} after ${mode}`).toBe(outcome);
        expect(connection.lastError).toBeTruthy();
        // Still enabled, due again an interval on.
        expect(connection.enabled).toBe(true);
        expect(Date.parse(connection.nextPollAt!)).toBeGreaterThan(Date.now());
      }
    }
    expect((await connectionOf('fastag')).lastError).toMatch(/not JSON/);
    replay.setMode('recorded');
    expect((await check((await connectionOf('sim')).id)).lastOutcome).toBe('ok');
    expect(await list(owner)).toHaveLength(3);
  });

  it('reports credentials the provider refuses as unauthorized', async () => {
    const fastag = await connectionOf('fastag');
    const changed = await api(app, `${PATH}/${fastag.id}`, {
      method: 'PUT',
      token: owner,
      body: {
        baseUrl: fastag.baseUrl,
        pollMinutes: 30,
        enabled: true,
        credentials: { username: 'ulip-user', password: 'wrong' },
      },
    });
    expect(changed.status).toBe(200);
    expect(FeedConnection.parse(changed.body)).toMatchObject({ pollMinutes: 30 });
    expect(await check(fastag.id)).toMatchObject({
      lastOutcome: 'unauthorized',
      lastError: 'ULIP did not sign in with these credentials',
    });
  });

  it('refuses bad settings field by field', async () => {
    const bad = await api(app, PATH, {
      token: owner,
      body: {
        kind: 'ewaybill',
        baseUrl: 'ftp://nic',
        pollMinutes: 2,
        enabled: true,
        credentials: { clientId: '', clientSecret: 'x', gstin: '23AAACJ4563K1ZP', authToken: 'x' },
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'baseUrl',
      'credentials.clientId',
      'credentials.gstin',
      'pollMinutes',
    ]);
    const sim = await connectionOf('sim');
    const wrongKind = await api(app, `${PATH}/${sim.id}`, {
      method: 'PUT',
      token: owner,
      body: { baseUrl: sim.baseUrl, pollMinutes: 15, enabled: true, credentials: { username: 'x' } },
    });
    expect(wrongKind.status).toBe(400);
    expect((wrongKind.body as { error: { fields: object } }).error.fields).toHaveProperty([
      'credentials.clientId',
    ]);
  });

  it('keeps each industry to its own connections', async () => {
    await prepareSecondIndustry(app);
    const other = await loginAs(app, 'noPlan');
    expect(await list(other)).toEqual([]);
    const ours = await connectionOf('sim');
    const body = { baseUrl: ours.baseUrl, pollMinutes: 15, enabled: false };
    expect((await api(app, `${PATH}/${ours.id}`, { method: 'PUT', token: other, body })).status).toBe(404);
    expect((await api(app, `${PATH}/${ours.id}/check`, { method: 'POST', token: other })).status).toBe(404);
    expect((await api(app, `${PATH}/${ours.id}`, { method: 'DELETE', token: other })).status).toBe(404);
    expect((await connect(other, 'sim')).status).toBe(201);
    expect((await list(owner)).filter((c) => c.kind === 'sim')).toEqual([
      expect.objectContaining({ id: ours.id }),
    ]);
  });

  it('lets every shipper user read the connections, and only those with the settings permission change them', async () => {
    const staff = await loginAs(app, 'staff');
    const ours = await connectionOf('ewaybill');
    expect((await list(staff)).map((c) => c.id)).toContain(ours.id);
    expect((await api(app, `${PATH}/${ours.id}/check`, { method: 'POST', token: staff })).status).toBe(403);
    expect((await api(app, `${PATH}/${ours.id}`, { method: 'DELETE', token: staff })).status).toBe(403);
    expect((await connect(staff, 'fastag')).status).toBe(403);
    const transporter = await loginAs(app, 'transporter');
    expect((await api(app, PATH, { token: transporter })).status).toBe(403);
    expect((await api(app, PATH)).status).toBe(401);
  });

  it('pauses, and removes a connection with its credentials', async () => {
    const ours = await connectionOf('ewaybill');
    const paused = await api(app, `${PATH}/${ours.id}`, {
      method: 'PUT',
      token: owner,
      body: { baseUrl: ours.baseUrl, pollMinutes: 15, enabled: false },
    });
    expect(FeedConnection.parse(paused.body)).toMatchObject({ enabled: false, nextPollAt: null });
    await makeDue();
    const polled = replay.requests.length;
    await sweepFeeds(poller, new Date());
    expect(replay.requests.slice(polled).some((r) => r.path.startsWith('/nic/'))).toBe(false);
    expect((await api(app, `${PATH}/${ours.id}`, { method: 'DELETE', token: owner })).status).toBe(204);
    expect((await list(owner)).map((c) => c.kind)).not.toContain('ewaybill');
    expect(
      await app.database.db.select().from(feedConnections).where(eq(feedConnections.id, ours.id)),
    ).toEqual([]);
  });

  it('is described in the OpenAPI document with an operation id per route', async () => {
    type Operation = { operationId?: string; responses: Record<string, unknown> };
    const docs = await api<{ paths: Record<string, Record<string, Operation>> }>(app, '/api/docs/json');
    const ids = [
      docs.body.paths[PATH]!.get!,
      docs.body.paths[PATH]!.post!,
      docs.body.paths[`${PATH}/{id}`]!.put!,
      docs.body.paths[`${PATH}/{id}`]!.delete!,
      docs.body.paths[`${PATH}/{id}/check`]!.post!,
    ].map((o) => o.operationId);
    expect(ids).toEqual([
      'listFeedConnections',
      'createFeedConnection',
      'updateFeedConnection',
      'deleteFeedConnection',
      'checkFeedConnection',
    ]);
  });
});
