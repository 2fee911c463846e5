import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRACK_POINTS } from '../../server/tracking/tripHistory';
import type { OrderTrack } from '../../src/domain/schemas/tracking';
import { trackStops } from '../../src/domain/trackStops';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { trackedOrders } from './trackingFixtures';

/** A long trip replays whole: a sample in time from its first fix to its last, and any window in full. */

const FIXES = 30_000;
const EVERY_S = 10;
/** Fixes 12,000–12,199 stand still: a 33-minute stop. */
const STOP = { from: 12_000, to: 12_200 };
const start = Date.parse('2026-11-10T00:00:00Z');
const fixAt = (i: number) => new Date(start + i * EVERY_S * 1000).toISOString();

let app: TestApp;
let owner: string;
let orderId: number;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  const [order] = await trackedOrders(app.database.db, 'gps');
  orderId = order!.id;
  // This trip's fixes are only those below; one statement writes them, driving north-east, standing still
  // through the stop.
  await app.database.db.execute(sql`delete from positions where order_id = ${orderId}`);
  await app.database.db.execute(sql`
    insert into positions (industry_id, order_id, vehicle_number, source, source_event_id, recorded_at,
                           latitude, longitude, speed_kph, heading)
    select ${order!.industryId}, ${orderId}, ${order!.vehicleNumber}, 'gps', 'history-' || i,
           ${fixAt(0)}::timestamptz + make_interval(secs => i * ${EVERY_S}),
           20 + least(greatest(i - ${STOP.to - STOP.from}, ${STOP.from}), i) * 0.0001,
           76 + least(greatest(i - ${STOP.to - STOP.from}, ${STOP.from}), i) * 0.0001,
           case when i between ${STOP.from} and ${STOP.to - 1} then 0 else 48 end, 45
    from generate_series(0, ${FIXES - 1}) as i`);
});
afterAll(() => app.close());

const track = async (query = '') => {
  const reply = await api<OrderTrack>(app, `/api/tracking/orders/${orderId}/track${query}`, { token: owner });
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('replay of a long trip', () => {
  it('samples the whole trip, from its first fix to its last, within the bound', async () => {
    const overview = await track();
    expect(overview.simplified).toBe(true);
    expect(overview.points.length).toBeLessThanOrEqual(MAX_TRACK_POINTS + 1);
    expect(overview.points.length).toBeGreaterThan(MAX_TRACK_POINTS / 2);
    expect(overview.points[0]!.at).toBe(fixAt(0));
    expect(overview.points.at(-1)!.at).toBe(fixAt(FIXES - 1));
    const times = overview.points.map((p) => p.at);
    expect([...times].sort()).toEqual(times);
  });

  it('keeps the stops a replay marks', async () => {
    const stops = trackStops((await track()).points);
    expect(stops.some((s) => s.from <= fixAt(STOP.from + 20) && s.minutes >= 25)).toBe(true);
  });

  it('gives every fix of a window the player asks for, up to the last one', async () => {
    const from = fixAt(FIXES - 1_000);
    const to = fixAt(FIXES - 1);
    const window = await track(`?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(window.simplified).toBe(false);
    expect(window.points.map((p) => p.at)).toEqual(
      Array.from({ length: 1_000 }, (_, i) => fixAt(FIXES - 1_000 + i)),
    );
  });
});
