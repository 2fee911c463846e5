import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { planRoute } from '../../src/domain/shortestRoute';
import type { Direction } from '../../src/domain/statuses';
import type { Database } from '../db/database';
import { cities } from '../db/schema/geo';
import { orderEvents, orders } from '../db/schema/orders';
import { clientAddresses, clients, vendorAddresses, vendors } from '../db/schema/parties';
import { plants } from '../db/schema/plants';
import { simConsents } from '../db/schema/tracking';
import { industryTransporters } from '../db/schema/transporters';
import { type LaneEnd, partiesInReach, receivesFromVendors } from '../db/seed/lanes';
import { DRIVERS } from '../db/seed/orders';
import { createRandom } from '../db/seed/random';
import { promiseOrders } from '../orders/orderPromise';
import { BRISK_KMH } from './truckMotion';

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
    .select({
      id: plants.id,
      kind: plants.kind,
      cityId: plants.cityId,
      latitude: plants.latitude,
      longitude: plants.longitude,
    })
    .from(plants)
    .where(and(eq(plants.industryId, industryId), eq(plants.status, 'active')))
    .orderBy(asc(plants.id));
  const carriers = await db
    .select({ id: industryTransporters.transporterId })
    .from(industryTransporters)
    .where(and(eq(industryTransporters.industryId, industryId), eq(industryTransporters.status, 'active')));
  const partiesOf: Record<Direction, PartyTown[]> = {
    outbound: await clientTowns(db, industryId),
    inbound: await vendorTowns(db, industryId),
  };
  const sitesOf: Record<Direction, typeof sites> = {
    outbound: sites,
    inbound: sites.filter((s) => receivesFromVendors(s.kind)),
  };
  if (carriers.length === 0 || sites.length === 0) return;

  const random = createRandom(7_000_003 + made);
  const rows: (typeof orders.$inferInsert)[] = [];
  for (let i = made; i < made + (count - moving); i++) {
    let direction: Direction = random.chance(0.6) ? 'outbound' : 'inbound';
    if (sitesOf[direction].length === 0 || partiesOf[direction].length === 0)
      direction = direction === 'outbound' ? 'inbound' : 'outbound';
    if (sitesOf[direction].length === 0 || partiesOf[direction].length === 0) return;
    const plant = random.pick(sitesOf[direction]);
    // Every order has its client or vendor, in another town within the site's reach.
    const party = random.pick(partiesInReach(plant, direction, partiesOf[direction]));
    // Part-way along its trip now, never at its destination: between a tenth and three quarters of the road
    // behind it at a brisk pace. One in ten left days ago, so the demo always has trucks running late against
    // their SLA: those broke down on the way (breakdownOf) and are part-way again.
    const [from, to] = direction === 'outbound' ? [plant, party] : [party, plant];
    const tripHours = planRoute(from, to).km / BRISK_KMH;
    const startedAt = new Date(
      now.getTime() -
        (i % 10 === 9 ? random.int(5, 9) * 24 : tripHours * (0.1 + 0.65 * random.next())) * HOUR_MS,
    );
    const method = random.pick(['gps', 'gps', 'gps', 'gps', 'gps', 'gps', 'sim', 'sim', 'fastag'] as const);
    rows.push({
      industryId,
      number: `SIM-${String(i + 1).padStart(6, '0')}`,
      direction,
      source: 'offline',
      plantId: plant.id,
      transporterId: random.pick(carriers).id,
      clientId: direction === 'outbound' ? party.id : null,
      vendorId: direction === 'inbound' ? party.id : null,
      originCityId: direction === 'outbound' ? plant.cityId : party.cityId,
      destinationCityId: direction === 'outbound' ? party.cityId : plant.cityId,
      status: 'in_transit',
      vehicleNumber: `${random.pick(RTO)}${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25))}${random.int(1000, 9999)}`,
      driverName: random.pick(DRIVERS),
      driverPhone: `9${random.int(100_000_000, 999_999_999)}`,
      trackingMethod: method,
      ewayBillNo: `${random.int(100_000, 999_999)}${random.int(100_000, 999_999)}`,
      weightKg: random.int(9, 31) * 1000,
      freightPaise: random.int(20_000, 120_000) * 100,
      // Outbound, loaded at our plant in the hours before gate-out; inbound, picked up at the vendor as the trip
      // starts. Either way on time, as the seeded orders under way are: late pickups are the history's.
      pickupAt: new Date(startedAt.getTime() - (direction === 'outbound' ? 6 : 1) * HOUR_MS),
      gateOutAt: startedAt,
      inTransitAt: startedAt,
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const ids = await tx.insert(orders).values(chunk).returning({ id: orders.id });
      await promiseOrders(
        tx,
        ids.map(({ id }) => id),
      );
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

/** A client or vendor at the town of its first address (the one the forms offer first). */
interface PartyTown extends LaneEnd {
  id: number;
}

async function clientTowns(db: Database, industryId: number): Promise<PartyTown[]> {
  const rows = await db
    .select({
      id: clients.id,
      cityId: clientAddresses.cityId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(clients)
    .innerJoin(clientAddresses, eq(clientAddresses.clientId, clients.id))
    .innerJoin(cities, eq(cities.id, clientAddresses.cityId))
    .where(and(eq(clients.industryId, industryId), eq(clients.status, 'active')))
    .orderBy(asc(clients.id), asc(clientAddresses.id));
  return firstPerParty(rows);
}

async function vendorTowns(db: Database, industryId: number): Promise<PartyTown[]> {
  const rows = await db
    .select({
      id: vendors.id,
      cityId: vendorAddresses.cityId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(vendors)
    .innerJoin(vendorAddresses, eq(vendorAddresses.vendorId, vendors.id))
    .innerJoin(cities, eq(cities.id, vendorAddresses.cityId))
    .where(and(eq(vendors.industryId, industryId), eq(vendors.status, 'active')))
    .orderBy(asc(vendors.id), asc(vendorAddresses.id));
  return firstPerParty(rows);
}

const firstPerParty = (rows: readonly PartyTown[]): PartyTown[] =>
  rows.filter((row, i) => i === 0 || rows[i - 1]!.id !== row.id);
