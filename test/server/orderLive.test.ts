import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema/orders';
import type { OrderLive } from '../../src/domain/schemas/tracking';
import { decodeVehicleColumns, encodeVehicleColumns } from '../../src/domain/vehicleColumns';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { fleet, gpsFix, ingest, prepareSecondIndustry, trackedOrders } from './trackingFixtures';

/** GET /api/tracking/orders/:id/live: what a trip screen starts from before it follows the order's room. */

let app: TestApp;
let owner: string;
let tracked: { id: number; vehicleNumber: string };
let second: Awaited<ReturnType<typeof prepareSecondIndustry>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, 'owner');
  tracked = (await trackedOrders(app.database.db, 'gps', 1))[0]!;
  second = await prepareSecondIndustry(app);
});
afterAll(() => app.close());

const live = (orderId: number, token = owner) =>
  api<OrderLive>(app, `/api/tracking/orders/${orderId}/live`, { token });

describe('one order’s live state', () => {
  it('is the board’s state of that one vehicle, at a sequence at least as new', async () => {
    await ingest(app, 'gps', [gpsFix(`live-${Date.now()}`, tracked.vehicleNumber, new Date())]);
    const reply = await live(tracked.id);
    expect(reply.status).toBe(200);
    const board = (await fleet(app, owner)).body.vehicles.find((v) => v.orderId === tracked.id);
    // The same state, to the precision the board's wire keeps (src/domain/vehicleColumns.ts).
    const onTheWire = decodeVehicleColumns(encodeVehicleColumns(0, [reply.body.vehicle!])).vehicles[0];
    expect(board).toEqual(onTheWire);
    expect(reply.body.seq).toBeGreaterThanOrEqual(reply.body.vehicle!.seq);
  });

  it('has no vehicle while the order is off the board', async () => {
    const db = app.database.db;
    const [own] = await db
      .select({ industryId: orders.industryId })
      .from(orders)
      .where(eq(orders.id, tracked.id));
    const [unassigned] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNull(orders.vehicleNumber), eq(orders.industryId, own!.industryId)))
      .limit(1);
    expect(unassigned, 'an order of the seed still waiting for its vehicle').toBeDefined();
    const reply = await live(unassigned!.id);
    expect(reply.status).toBe(200);
    expect(reply.body.vehicle).toBeNull();
  });

  it('is "not found" for another industry’s order, as its history is', async () => {
    expect((await live(second.orderId)).status).toBe(404);
    expect((await live(second.orderId, await loginAs(app, 'noPlan'))).status).toBe(200);
  });
});
