import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderEvents, orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { simConsents } from '../db/schema/tracking';
import { industryTransporters } from '../db/schema/transporters';
import { createRandom } from '../db/seed/random';

/** Orders the simulator drives: moving ones (in transit; outbound also just past the gate). */
export const MOVING_STATUSES = ['in_transit', 'gate_out'] as const;

const CHUNK = 1_000;
const HOUR_MS = 3_600_000;
const RTO = ['MP19', 'MP20', 'RJ09', 'MH04', 'GJ01', 'UP78', 'KA01', 'TN09', 'TS07', 'CG04', 'PB10', 'WB23'];

/**
 * Tops the demo industry up to `count` moving orders with simulator orders (numbers SIM-000001…), always
 * the same ones for the same count: a seeded PRNG, numbered in sequence, skipped when already there.
 */
export async function ensureMovingOrders(
  db: Database,
  industryId: number,
  count: number,
  now: Date,
): Promise<void> {
  const [{ moving } = { moving: 0 }] = await db
    .select({ moving: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.industryId, industryId), inArray(orders.status, [...MOVING_STATUSES])));
  if (moving >= count) return;
  const [{ made } = { made: 0 }] = await db
    .select({ made: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.industryId, industryId), sql`${orders.number} like 'SIM-%'`));
  const sites = await db
    .select({ id: plants.id, cityId: plants.cityId })
    .from(plants)
    .where(and(eq(plants.industryId, industryId), eq(plants.status, 'active')));
  const carriers = await db
    .select({ id: industryTransporters.transporterId })
    .from(industryTransporters)
    .where(and(eq(industryTransporters.industryId, industryId), eq(industryTransporters.status, 'active')));
  const cityRows = await db
    .selectDistinct({ id: orders.destinationCityId })
    .from(orders)
    .where(eq(orders.industryId, industryId));
  const cityIds = cityRows.map((c) => c.id);
  if (sites.length === 0 || carriers.length === 0 || cityIds.length < 2) return;

  const random = createRandom(7_000_003 + made);
  const rows: (typeof orders.$inferInsert)[] = [];
  for (let i = made; i < made + (count - moving); i++) {
    const direction = random.chance(0.6) ? ('outbound' as const) : ('inbound' as const);
    const plant = random.pick(sites);
    let other = random.pick(cityIds);
    if (other === plant.cityId) other = cityIds.find((c) => c !== plant.cityId)!;
    // One in ten left days ago, so the demo always has trucks running late against their SLA.
    const startedAt = new Date(
      now.getTime() - (i % 10 === 9 ? random.int(5, 9) * 24 : random.int(1, 36)) * HOUR_MS,
    );
    const method = random.pick(['gps', 'gps', 'gps', 'gps', 'gps', 'gps', 'sim', 'sim', 'fastag'] as const);
    rows.push({
      industryId,
      number: `SIM-${String(i + 1).padStart(6, '0')}`,
      direction,
      source: 'offline',
      plantId: plant.id,
      transporterId: random.pick(carriers).id,
      originCityId: direction === 'outbound' ? plant.cityId : other,
      destinationCityId: direction === 'outbound' ? other : plant.cityId,
      status: 'in_transit',
      vehicleNumber: `${random.pick(RTO)}${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25))}${random.int(1000, 9999)}`,
      driverName: 'Demo driver',
      driverPhone: `9${random.int(100_000_000, 999_999_999)}`,
      trackingMethod: method,
      ewayBillNo: `${random.int(100_000, 999_999)}${random.int(100_000, 999_999)}`,
      weightKg: random.int(9, 31) * 1000,
      freightPaise: random.int(20_000, 120_000) * 100,
      pickupAt: new Date(startedAt.getTime() - 6 * HOUR_MS),
      gateOutAt: startedAt,
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const ids = await tx.insert(orders).values(chunk).returning({ id: orders.id });
      await tx.insert(orderEvents).values(
        ids.map(({ id }, k) => ({
          industryId,
          orderId: id,
          status: 'in_transit' as const,
          at: chunk[k]!.gateOutAt!,
        })),
      );
      const simTracked = ids.flatMap(({ id }, k) =>
        chunk[k]!.trackingMethod === 'sim'
          ? [
              {
                industryId,
                orderId: id,
                mobile: chunk[k]!.driverPhone!,
                status: 'granted' as const,
                grantedAt: now,
              },
            ]
          : [],
      );
      if (simTracked.length > 0) await tx.insert(simConsents).values(simTracked);
    }
  });
}
