import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secretKey } from '../../server/auth/secretBox';
import { systemClock } from '../../server/clock';
import { feedConnections } from '../../server/db/schema/feeds';
import { orderEvents, orders } from '../../server/db/schema/orders';
import { ewayBills, simConsents } from '../../server/db/schema/tracking';
import { ewayBillEvents } from '../../server/db/schema/trackingState';
import { createFeedConnection, updateFeedConnection } from '../../server/feeds/feedConnectionStore';
import {
  CREDENTIALS_UNREADABLE,
  openFeedCredentials,
  resealFeedCredentials,
  sealFeedCredentials,
} from '../../server/feeds/feedCredentials';
import { FeedError, PROVIDER_UNREACHABLE } from '../../server/feeds/feedHttp';
import { type FeedPollerDeps, pollAndRecord, sweepFeeds } from '../../server/feeds/feedPollSweep';
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
  // A test server: the replaying providers listen on this machine (TEST_ALLOW_LOOPBACK), which production refuses.
  app = await startTestApp({ env: { TEST_ALLOW_LOOPBACK: 'true' } });
  const db = app.database.db;
  owner = await loginAs(app, 'owner');
  // Three running orders of the demo industry: one whose e-way bill the feed has not reported yet, a
  // FASTag-tracked one made before the recorded reads, and a SIM-tracked one whose driver consented.
  const [billOrder] = await trackedOrders(db, 'gps');
  await db.delete(ewayBillEvents).where(eq(ewayBillEvents.orderId, billOrder!.id));
  await db.delete(ewayBills).where(eq(ewayBills.orderId, billOrder!.id));
  await db.update(orders).set({ ewayBillNo: EWB_NO }).where(eq(orders.id, billOrder!.id));
  const [tollOrder] = await trackedOrders(db, 'fastag');
  // Its trip begins when its truck was assigned (OrderContext.tripStart): before the recorded reads but one.
  const tripStart = new Date('2026-11-25T00:00:00Z');
  await db.update(orders).set({ createdAt: tripStart }).where(eq(orders.id, tollOrder!.id));
  await db
    .update(orderEvents)
    .set({ at: tripStart })
    .where(and(eq(orderEvents.orderId, tollOrder!.id), eq(orderEvents.status, 'vehicle_assigned')));
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
  poller = {
    db,
    ingest,
    clients: httpFeedClients(true),
    credentialsKey: app.config.credentialsKey,
    log: silent,
  };
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
/** What opening a connection's credentials under `key` shows: their fields, or why they cannot be read. */
const openCredentials = (
  key: Parameters<typeof openFeedCredentials>[0],
  row: Parameters<typeof openFeedCredentials>[1],
) => {
  try {
    return Object.keys(openFeedCredentials(key, row));
  } catch (err) {
    return err instanceof FeedError ? err.message : err;
  }
};
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
    const stored = await app.database.db.select().from(feedConnections);
    for (const secret of ['gsp-secret', 'nic-token', 'ulip-pass', 'lbs-secret', 'gsp-client', 'ulip-user']) {
      expect(JSON.stringify(listed.body)).not.toContain(secret);
      expect(JSON.stringify(stored)).not.toContain(secret);
    }
    // Sealed under the server's key, AES-256-GCM (server/auth/secretBox.ts).
    for (const row of stored)
      expect(row.credentials).toMatch(new RegExp(`^v1\\.${app.config.credentialsKey!.id}\\.`));
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

  it('refuses this machine, private networks and the metadata address as a provider, and reaches none of them', async () => {
    const metadata = 'https://169.254.169.254/latest/meta-data/';
    const sim = await connectionOf('sim');
    const refusedUrl = async (reply: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await reply;
      expect(status).toBe(400);
      return (body as { error: { fields: Record<string, string> } }).error.fields.baseUrl;
    };
    const put = (baseUrl: string) =>
      api(app, `${PATH}/${sim.id}`, {
        method: 'PUT',
        token: owner,
        body: { baseUrl, pollMinutes: 15, enabled: true },
      });
    for (const baseUrl of [
      metadata,
      'https://10.0.0.1/sim',
      'https://[::ffff:a9fe:a9fe]/',
      'https://0xa9fea9fe/',
    ])
      expect(await refusedUrl(put(baseUrl))).toBe('A provider cannot be at an address of a private network');
    expect(
      await refusedUrl(connect(owner, 'fastag', { baseUrl: 'https://ulip.example.com/ulip/v1.0.0' })),
    ).toBe(
      'This provider is reached only at its own address: www.ulip.dpiit.gov.in, www.ulipstaging.dpiit.gov.in',
    );
    const production = { credentialsKey: app.config.credentialsKey, allowLoopback: false };
    const [simRow] = await app.database.db
      .select()
      .from(feedConnections)
      .where(eq(feedConnections.id, sim.id));
    const refused = await updateFeedConnection(
      app.database.db,
      simRow!.industryId,
      sim.id,
      { baseUrl: sim.baseUrl, pollMinutes: 15, enabled: true },
      new Date(),
      production,
    ).catch((err: unknown) => err);
    expect(refused).toMatchObject({
      statusCode: 400,
      fields: { baseUrl: 'This server cannot call its own machine' },
    });

    // A server without TEST_ALLOW_LOOPBACK (production) polling the connections it finds on this machine, and
    // rows pointing at private addresses past the form: each call is refused before it is made.
    const before = replay.requests.length;
    await makeDue();
    expect(await sweepFeeds({ ...poller, clients: httpFeedClients(false) }, new Date())).toBe(3);
    const db = app.database.db;
    const kept = await db
      .select({ id: feedConnections.id, baseUrl: feedConnections.baseUrl })
      .from(feedConnections);
    const privateUrls = { ewaybill: metadata, fastag: 'https://[fd00::1]/ulip', sim: 'https://10.0.0.1/sim' };
    for (const kind of ['ewaybill', 'fastag', 'sim'] as const)
      await db
        .update(feedConnections)
        .set({ baseUrl: privateUrls[kind] })
        .where(eq(feedConnections.kind, kind));
    await makeDue();
    expect(await sweepFeeds(poller, new Date())).toBe(3);
    expect(replay.requests.length).toBe(before);
    for (const kind of ['ewaybill', 'fastag', 'sim'] as const)
      expect(await connectionOf(kind), kind).toMatchObject({
        lastOutcome: 'unavailable',
        lastError: PROVIDER_UNREACHABLE,
      });
    for (const { id, baseUrl } of kept)
      await db.update(feedConnections).set({ baseUrl }).where(eq(feedConnections.id, id));
  });

  it('opens credentials only under the key that sealed them, and seals the ones kept before at start', async () => {
    const db = app.database.db;
    const sim = await connectionOf('sim');
    const [row] = await db.select().from(feedConnections).where(eq(feedConnections.id, sim.id));
    const otherKey = secretKey(randomBytes(32));
    expect(await check(sim.id)).toMatchObject({ lastOutcome: 'ok' });
    // Another key opens nothing: the poll says so, and nothing is asked.
    const before = replay.requests.length;
    expect(await pollAndRecord({ ...poller, credentialsKey: otherKey }, row!, new Date())).toMatchObject({
      lastOutcome: 'unauthorized',
      lastError: CREDENTIALS_UNREADABLE,
    });
    expect(replay.requests.length).toBe(before);
    // Credentials kept as JSON before they were encrypted are sealed at start, as are those under the
    // development key once a real key is set; they are opened under it afterwards.
    await db
      .update(feedConnections)
      .set({ credentials: JSON.stringify(REPLAY_CREDENTIALS.sim) })
      .where(eq(feedConnections.id, sim.id));
    expect(await resealFeedCredentials(db, app.config.credentialsKey!)).toBe(1);
    expect(await check(sim.id)).toMatchObject({ lastOutcome: 'ok' });
    const all = (await db.select().from(feedConnections)).length;
    expect(await resealFeedCredentials(db, otherKey)).toBe(all);
    const [resealed] = await db.select().from(feedConnections).where(eq(feedConnections.id, sim.id));
    expect(resealed!.credentials).toMatch(new RegExp(`^v1\\.${otherKey.id}\\.`));
    expect(await pollAndRecord({ ...poller, credentialsKey: otherKey }, resealed!, new Date())).toMatchObject(
      {
        lastOutcome: 'ok',
      },
    );
    // Sealed for one industry's connection, they do not open as another's.
    const copied = { ...resealed!, industryId: resealed!.industryId + 1 };
    expect(openCredentials(otherKey, copied)).toBe(CREDENTIALS_UNREADABLE);
    // Without a key (production without CREDENTIALS_KEY) no credentials are stored at all.
    const noKey = await createFeedConnection(
      db,
      row!.industryId + 1,
      {
        kind: 'sim',
        baseUrl: sim.baseUrl,
        pollMinutes: 15,
        enabled: true,
        credentials: REPLAY_CREDENTIALS.sim,
      },
      { credentialsKey: undefined, allowLoopback: true },
    ).catch((err: unknown) => err);
    expect(noKey).toMatchObject({ statusCode: 409, message: expect.stringMatching(/no CREDENTIALS_KEY/) });
    // Back under the server's key, for the tests that follow.
    for (const stored of await db.select().from(feedConnections))
      await db
        .update(feedConnections)
        .set({
          credentials: sealFeedCredentials(
            app.config.credentialsKey,
            stored,
            openFeedCredentials(otherKey, stored),
          ),
        })
        .where(eq(feedConnections.id, stored.id));
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
