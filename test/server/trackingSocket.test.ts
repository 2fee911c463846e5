import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/auth/secrets';
import { shareLinks } from '../../server/db/schema/orders';
import type { TollCrossed } from '../../src/domain/schemas/tracking';
import { TRACKING_EVENTS } from '../../src/domain/trackingEvents';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { testSockets } from './testSockets';
import {
  batchVehicles,
  fleet,
  gpsFix,
  ingest,
  prepareSecondIndustry,
  trackedOrders,
} from './trackingFixtures';

let app: TestApp;
let owner: string;
let industryB: string;
let second: Awaited<ReturnType<typeof prepareSecondIndustry>>;
let orderA: { id: number; vehicleNumber: string };
let orderA2: { id: number; vehicleNumber: string };
const sockets = testSockets();
let n = 0;
const nextId = () => `sock-${++n}`;
/**
 * Fix times in whole seconds (as the wire carries them), each after the last: a fix older than its vehicle's
 * latest does not move it (positionWriter.ts), so nothing is sent for it, and a test dating a fix behind an
 * earlier test's would wait for news that never comes.
 */
let lastAt = 0;
const freshAt = () => {
  lastAt = Math.max(Math.ceil(Date.now() / 1000) * 1000, lastAt + 1000);
  return new Date(lastAt);
};

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  second = await prepareSecondIndustry(app);
  industryB = await loginAs(app, 'noPlan');
  const found = await trackedOrders(app.database.db, 'gps', 2);
  orderA = found[0]!;
  orderA2 = found[1]!;
});
afterAll(async () => {
  sockets.closeAll();
  await app.close();
});

const open = (path: string, auth: Record<string, unknown>): Promise<Socket> =>
  sockets.connect(`${app.baseUrl}${path}`, auth);

/** Everything a socket hears of the given events, for inspection after a while. */
function record(socket: Socket, names: string[]) {
  const heard: { name: string; payload: unknown }[] = [];
  for (const name of names) socket.on(name, (payload: unknown) => heard.push({ name, payload }));
  return heard;
}

const ALL = Object.values(TRACKING_EVENTS);
/** Waits until `predicate` holds, checking every 50 ms (no timing assertion: the test timeout is the bound). */
async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((r) => setTimeout(r, 50));
}
const vehiclesIn = (heard: { name: string; payload: unknown }[]) =>
  heard.filter((h) => h.name === TRACKING_EVENTS.positionBatch).flatMap((h) => batchVehicles(h.payload));

describe('tracking fan-out over real sockets', () => {
  it('deflates what the board hears: its websocket runs with permessage-deflate', async () => {
    const socket = await open('/', { token: owner });
    const transport = socket.io.engine.transport as unknown as { ws?: { extensions: string } };
    expect(transport.ws?.extensions).toContain('permessage-deflate');
  });

  it('keeps industries apart: each hears only its own vehicles', async () => {
    const a = record(await open('/', { token: owner }), ALL);
    const b = record(await open('/', { token: industryB }), ALL);
    await ingest(app, 'gps', [gpsFix(nextId(), orderA.vehicleNumber, freshAt())]);
    await ingest(app, 'gps', [gpsFix(nextId(), second.vehicleNumber, freshAt())], second.key);
    await until(() => vehiclesIn(a).some((v) => v.orderId === orderA.id) && vehiclesIn(b).length > 0);
    // One more flush later, nothing foreign has arrived either.
    await new Promise((r) => setTimeout(r, 400));
    expect(vehiclesIn(a).every((v) => v.orderId !== second.orderId)).toBe(true);
    expect(vehiclesIn(b).every((v) => v.orderId === second.orderId)).toBe(true);
  });

  it('gives a dispatcher of both directions each flush’s vehicles of both in one batch', async () => {
    const tracked = await trackedOrders(app.database.db, 'gps', 40);
    const outbound = tracked.find((o) => o.direction === 'outbound')!;
    const inbound = tracked.find((o) => o.direction === 'inbound')!;
    const socket = await open('/', { token: owner });
    // Watching an order puts the socket in a third room with the same vehicle in it.
    await socket.emitWithAck(TRACKING_EVENTS.watch, { orderId: outbound.id });
    const heard = record(socket, [TRACKING_EVENTS.positionBatch]);
    const at = freshAt();
    await ingest(app, 'gps', [
      gpsFix(nextId(), outbound.vehicleNumber, at),
      gpsFix(nextId(), inbound.vehicleNumber, at),
    ]);
    const both = (h: { payload: unknown }) =>
      [outbound.id, inbound.id].every((id) =>
        batchVehicles(h.payload).some((v) => v.orderId === id && v.lastFix?.at === at.toISOString()),
      );
    await until(() => heard.some(both));
    const batch = batchVehicles(heard.find(both)!.payload);
    expect(batch.filter((v) => v.orderId === outbound.id)).toHaveLength(1);
  });

  it('lets a user watch their own order’s room but not another industry’s', async () => {
    const socket = await open('/', { token: owner });
    expect(await socket.emitWithAck(TRACKING_EVENTS.watch, { orderId: orderA.id })).toEqual({ ok: true });
    expect(await socket.emitWithAck(TRACKING_EVENTS.watch, { orderId: second.orderId })).toMatchObject({
      ok: false,
    });
  });

  it('sends a share-link viewer only its order’s positions and tolls, and refuses dead links', async () => {
    const created = await api<{ token: string }>(app, `/api/tracking/orders/${orderA.id}/share`, {
      token: owner,
      body: { hours: 2 },
    });
    expect(created.status).toBe(201);
    const { token } = created.body;
    const viewer = record(await open('/share', { shareToken: token }), ALL);
    await ingest(app, 'gps', [
      gpsFix(nextId(), orderA.vehicleNumber, freshAt()),
      gpsFix(nextId(), orderA2.vehicleNumber, freshAt()),
    ]);
    await ingest(app, 'fastag', [
      {
        eventId: nextId(),
        vehicleNumber: orderA2.vehicleNumber,
        plazaName: 'Other',
        plazaCode: 'O1',
        latitude: 24,
        longitude: 80,
        laneDirection: 'forward',
        readAt: new Date().toISOString(),
      },
      {
        eventId: nextId(),
        vehicleNumber: orderA.vehicleNumber,
        plazaName: 'Mine',
        plazaCode: 'M1',
        latitude: 24,
        longitude: 80,
        laneDirection: 'forward',
        readAt: new Date().toISOString(),
      },
    ]);
    await until(
      () => vehiclesIn(viewer).length > 0 && viewer.some((h) => h.name === TRACKING_EVENTS.tollCrossed),
    );
    await new Promise((r) => setTimeout(r, 400));
    expect(vehiclesIn(viewer).every((v) => v.orderId === orderA.id)).toBe(true);
    const tolls = viewer
      .filter((h) => h.name === TRACKING_EVENTS.tollCrossed)
      .map((h) => h.payload as TollCrossed);
    expect(tolls.map((t) => t.plazaName)).toEqual(['Mine']);
    expect(
      viewer.some(
        (h) => h.name === TRACKING_EVENTS.alertRaised || h.name === TRACKING_EVENTS.ewaybillUpdated,
      ),
    ).toBe(false);

    const page = await api<{ orderNumber: string; points: unknown[] }>(app, `/api/share/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.points.length).toBeGreaterThan(0);

    await app.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.tokenHash, sha256(token)));
    await expect(open('/share', { shareToken: token })).rejects.toThrow('share_link_expired');
    expect((await api(app, `/api/share/${token}`)).status).toBe(410);
    await expect(open('/share', { shareToken: 'x'.repeat(40) })).rejects.toThrow('share_link_unknown');
  });

  it('disconnects viewers of a revoked link', async () => {
    const { token } = (
      await api<{ token: string }>(app, `/api/tracking/orders/${orderA.id}/share`, {
        token: owner,
        body: { hours: 1 },
      })
    ).body;
    const viewer = await open('/share', { shareToken: token });
    const gone = new Promise((resolve) => viewer.once('disconnect', resolve));
    expect(
      (await api(app, `/api/tracking/orders/${orderA.id}/share/${token}`, { token: owner, method: 'DELETE' }))
        .status,
    ).toBe(204);
    await gone;
    expect((await api(app, `/api/share/${token}`)).status).toBe(410);
  });

  it('resyncs: snapshot first, then only deltas newer than it, none applied twice', async () => {
    const socket = await open('/', { token: owner });
    const heard = record(socket, [TRACKING_EVENTS.positionBatch]);
    // Changes land before and after the snapshot; the client cannot know which made it in.
    await ingest(app, 'gps', [gpsFix(nextId(), orderA.vehicleNumber, freshAt())]);
    const snapshot = (await fleet(app, owner)).body;
    await ingest(app, 'gps', [gpsFix(nextId(), orderA2.vehicleNumber, freshAt())]);
    await until(() => vehiclesIn(heard).some((v) => v.orderId === orderA2.id && v.seq > snapshot.seq));

    // The client's fold: keep a vehicle's state and seq; apply a delta only when newer than both.
    const state = new Map(snapshot.vehicles.map((v) => [v.orderId, v.seq]));
    const applied: number[] = [];
    for (const v of vehiclesIn(heard)) {
      if (v.seq <= snapshot.seq || v.seq <= (state.get(v.orderId) ?? 0)) continue;
      state.set(v.orderId, v.seq);
      applied.push(v.seq);
    }
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied).size).toBe(applied.length);
    expect(state.get(orderA2.id)).toBeGreaterThan(snapshot.seq);
  });
});
