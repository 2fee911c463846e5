import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../server/db/schema/tracking';
import { trackingAlerts } from '../../server/db/schema/trackingState';
import { distanceKm, type LatLng } from '../../src/domain/geo';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { fleet, gpsFix, ingest, trackedOrders } from './trackingFixtures';

/**
 * A GPS fix that cannot be true (2,000 km in 9 s) is stored flagged, and moves nothing: not the board, not
 * the track, not the alerts; the next believable fix is judged against the last one believed.
 */
let app: TestApp;
let owner: string;
let order: { id: number; vehicleNumber: string };
/** Where the truck is believed to be before the test drives it: its last fix, else its origin. */
let start: LatLng;
// Whole seconds, as the board's wire carries times.
const t0 = Math.floor(Date.now() / 1000) * 1000 - 5 * 60_000;
const at = (s: number) => new Date(t0 + s * 1000);
const DELHI = { latitude: 28.6139, longitude: 77.209 };
const KANYAKUMARI = { latitude: 8.0883, longitude: 77.5385 };
/** Somewhere no truck near `start` can reach in seconds, and far off any Indian route from it. */
let faraway: LatLng;

interface VehicleView {
  orderId: number;
  seq: number;
  lastFix: { at: string; latitude: number; longitude: number } | null;
  origin: LatLng;
  alerts: string[];
}

const vehicleOf = async () => {
  const body = (await fleet(app, owner)).body as unknown as { seq: number; vehicles: VehicleView[] };
  return { seq: body.seq, vehicle: body.vehicles.find((v) => v.orderId === order.id)! };
};

const storedFlag = async (eventId: string) => {
  const [row] = await app.database.db
    .select({ implausible: positions.implausible })
    .from(positions)
    .where(eq(positions.sourceEventId, eventId));
  return row?.implausible;
};

const offRouteAlerts = async () => {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(trackingAlerts)
    .where(and(eq(trackingAlerts.orderId, order.id), eq(trackingAlerts.kind, 'off_route')));
  return row!.n;
};

const trackTimes = async () => {
  const track = await api<{ points: { at: string }[] }>(app, `/api/tracking/orders/${order.id}/track`, {
    token: owner,
  });
  return track.body.points.map((p) => p.at);
};

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  const [tracked] = await trackedOrders(app.database.db, 'gps', 1);
  order = tracked!;
  const { vehicle } = await vehicleOf();
  // The seed may have driven this truck already: start where it is believed to be, so our first fix is true.
  expect(vehicle.lastFix === null || Date.parse(vehicle.lastFix.at) < t0).toBe(true);
  start = vehicle.lastFix ?? vehicle.origin;
  faraway = distanceKm(start, DELHI) > 1_000 ? DELHI : KANYAKUMARI;
  const first = await ingest(app, 'gps', [gpsFix('truth-0', order.vehicleNumber, at(0), { ...start })]);
  expect(first.body.accepted).toBe(1);
});
afterAll(() => app.close());

describe('a fix that cannot be true', () => {
  it('is stored flagged and moves neither the truck, the track, the sequence nor the alerts', async () => {
    const before = await vehicleOf();
    const alertsBefore = await offRouteAlerts();
    const reply = await ingest(app, 'gps', [
      gpsFix('teleport', order.vehicleNumber, at(9), { ...faraway, speedKmh: 80 }),
    ]);
    // The feed is not at fault for its receiver: the fix is taken (and kept), not refused.
    expect(reply.status).toBe(200);
    expect(reply.body.accepted).toBe(1);
    expect(await storedFlag('teleport')).toBe(true);
    expect(await storedFlag('truth-0')).toBe(false);

    const after = await vehicleOf();
    expect(after.vehicle.lastFix).toEqual(before.vehicle.lastFix);
    expect(after.vehicle.lastFix!.at).toBe(at(0).toISOString());
    // No change was written, so none was published to the live sockets either.
    expect(after.seq).toBe(before.seq);
    expect(after.vehicle.alerts).not.toContain('off_route');
    expect(await offRouteAlerts()).toBe(alertsBefore);
    expect(await trackTimes()).not.toContain(at(9).toISOString());
  });

  it('judges the next fix against the last one believed, so a true fix moves the truck', async () => {
    // About 1.1 km on from the last true fix, a minute later: believable, though far from the outlier.
    const next = { latitude: start.latitude + 0.01, longitude: start.longitude };
    await ingest(app, 'gps', [gpsFix('truth-1', order.vehicleNumber, at(60), next)]);
    expect(await storedFlag('truth-1')).toBe(false);
    const { vehicle } = await vehicleOf();
    expect(vehicle.lastFix!.at).toBe(at(60).toISOString());
    expect(vehicle.lastFix!.latitude).toBeCloseTo(next.latitude, 4);
    const times = await trackTimes();
    expect(times).toContain(at(60).toISOString());
    expect(times).not.toContain(at(9).toISOString());
  });

  it('is judged within one batch too: the fixes around it carry the truck on', async () => {
    const near = { latitude: start.latitude + 0.015, longitude: start.longitude };
    const reply = await ingest(app, 'gps', [
      gpsFix('batch-jump', order.vehicleNumber, at(90), { ...faraway }),
      gpsFix('batch-true', order.vehicleNumber, at(120), near),
    ]);
    expect(reply.body.accepted).toBe(2);
    expect(await storedFlag('batch-jump')).toBe(true);
    expect(await storedFlag('batch-true')).toBe(false);
    const { vehicle } = await vehicleOf();
    expect(vehicle.lastFix!.at).toBe(at(120).toISOString());
    expect(vehicle.alerts).not.toContain('off_route');
  });
});
