import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { geofencePosition } from '../../src/domain/geofence';
import type { ExpectedVehicles, GateExpectedQuery } from '../../src/domain/schemas/gate';
import type { OrderStatus } from '../../src/domain/statuses';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { searchPattern } from '../db/likePattern';
import { cappedCount, matchingRows } from '../db/listPage';
import { plateHolds } from '../db/listSearch';
import { gateEvents, orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { trackingLatest } from '../db/schema/trackingState';
import { transporters } from '../db/schema/transporters';

/** Arrived at the gate or inside the plant. */
const AT_PLANT: readonly OrderStatus[] = ['at_gate', 'gate_in', 'loading', 'unloading'];
/** On the way to our gate: outbound trucks coming to load, inbound trucks bringing goods. */
const COMING = { outbound: 'vehicle_assigned', inbound: 'in_transit' } as const;
/** The trucks at the plant come first: they are the ones the gate deals with now. */
const atPlantFirst = sql`case when ${inArray(orders.status, [...AT_PLANT])} then 0 else 1 end`;

/** One weighbridge reading of the order's latest gate-in, or null. */
const gateInReading = (column: typeof gateEvents.grossWeightKg | typeof gateEvents.tareWeightKg) =>
  sql<number | null>`(select ${column} from ${gateEvents}
    where ${gateEvents.orderId} = ${orders.id} and ${gateEvents.kind} = 'gate_in'
    order by ${gateEvents.at} desc limit 1)`;

/**
 * The gate keeper's list of one direction, within the user's plants, a page at a time: every truck expected,
 * arrived or inside, whatever its pickup date (a truck a day early is at the gate all the same), those at the
 * plant first, then by pickup time.
 */
export async function expectedVehicles(
  db: Queryable,
  user: SignedInUser,
  query: z.output<typeof GateExpectedQuery>,
): Promise<z.output<typeof ExpectedVehicles>> {
  const { direction, plant, search } = query;
  const scope = plantScope(user, orders.plantId);
  const where = and(
    eq(orders.industryId, industryOf(user)),
    eq(orders.direction, direction),
    ...(scope ? [scope] : []),
    ...(plant ? [eq(orders.plantId, plant)] : []),
    // A plate as the guard types it ("mh 12 ab 1234" too), as every list's search finds it.
    ...(search
      ? [or(ilike(orders.number, searchPattern(search)), ...plateHolds(orders.vehicleNumber, search))!]
      : []),
    inArray(orders.status, [...AT_PLANT, COMING[direction]]),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        order: orders,
        plant: plants,
        transporter: transporters.name,
        fix: {
          latitude: trackingLatest.latitude,
          longitude: trackingLatest.longitude,
          at: trackingLatest.lastFixAt,
        },
        gateInGrossKg: gateInReading(gateEvents.grossWeightKg),
        gateInTareKg: gateInReading(gateEvents.tareWeightKg),
      })
      .from(orders)
      .innerJoin(plants, eq(plants.id, orders.plantId))
      .innerJoin(transporters, eq(transporters.id, orders.transporterId))
      .leftJoin(trackingLatest, eq(trackingLatest.orderId, orders.id))
      .where(where)
      .orderBy(atPlantFirst, orders.pickupAt, orders.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(db, matchingRows(db).from(orders).where(where)),
  ]);
  return {
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.map(({ order: o, plant: p, transporter, fix, gateInGrossKg, gateInTareKg }) => ({
      orderId: o.id,
      orderNumber: o.number,
      plant: { id: p.id, name: p.name },
      status: o.status,
      vehicleNumber: o.vehicleNumber,
      driverName: o.driverName,
      driverPhone: o.driverPhone,
      transporter,
      pickupAt: o.pickupAt.toISOString(),
      gateInAt: o.gateInAt?.toISOString() ?? null,
      gateInWeights: { grossWeightKg: gateInGrossKg, tareWeightKg: gateInTareKg },
      weightKg: o.weightKg,
      position: geofencePosition(fix, { ...p, radiusM: p.geofenceRadiusM }),
    })),
  };
}
