import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defaultTransitDays } from '../../src/domain/eta';
import type { TransporterPerformance } from '../../src/domain/schemas/transporter';
import { planRoute } from '../../src/domain/shortestRoute';
import { plantScope } from '../auth/plantScope';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';
import { cities } from '../db/schema/geo';
import { orders } from '../db/schema/orders';
import { plantSlas, plants } from '../db/schema/plants';
import { bids, requests } from '../db/schema/requests';

const DAY_MS = 86_400_000;
const RECENT_BIDS = 10;

const otherCity = alias(cities, 'other_city');
const slaByCity = alias(plantSlas, 'sla_by_city');
const slaByState = alias(plantSlas, 'sla_by_state');

/** The city at the far end of an order's lane: the client's for outbound goods, the vendor's for inbound. */
const otherCityId = sql`case when ${orders.direction} = 'outbound' then ${orders.destinationCityId} else ${orders.originCityId} end`;

/**
 * On time, precisely: an order counts once it is delivered (`delivered_at` set: delivered, invoiced or
 * closed). It was on time when it was delivered no later than its promised arrival, which is the moment
 * its trip began (gate-out at the plant, or the planned pickup when no gate-out was recorded) plus the
 * lane's transit days. The lane's days are the plant's SLA for the other party's city, else for that
 * city's state, else the default for the road distance of the planned route (300 km a day and a day for
 * loading: domain/eta.ts). This is the promise the tracking board's "late" alert measures a truck on the
 * road against, so a trip the board showed late is not counted on time here.
 */
async function deliveries(db: Queryable, user: SignedInUser, transporterId: number) {
  const scope = plantScope(user, orders.plantId);
  const rows = await db
    .select({
      startedAt: sql<Date>`coalesce(${orders.gateOutAt}, ${orders.pickupAt})`.mapWith(orders.pickupAt),
      deliveredAt: orders.deliveredAt,
      plantLatitude: plants.latitude,
      plantLongitude: plants.longitude,
      otherLatitude: otherCity.latitude,
      otherLongitude: otherCity.longitude,
      slaDays: sql<number | null>`coalesce(${slaByCity.transitDays}, ${slaByState.transitDays})`,
    })
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(otherCity, eq(otherCity.id, otherCityId))
    .leftJoin(
      slaByCity,
      and(eq(slaByCity.plantId, orders.plantId), eq(slaByCity.destinationCityId, otherCityId)),
    )
    .leftJoin(
      slaByState,
      and(eq(slaByState.plantId, orders.plantId), eq(slaByState.destinationStateId, otherCity.stateId)),
    )
    .where(
      and(
        eq(orders.industryId, industryOf(user)),
        eq(orders.transporterId, transporterId),
        isNotNull(orders.deliveredAt),
        ...(scope ? [scope] : []),
      ),
    );
  // Lanes repeat: each pair of ends is routed once.
  const routeKm = new Map<string, number>();
  let onTime = 0;
  for (const row of rows) {
    let days = row.slaDays === null ? null : Number(row.slaDays);
    if (days === null) {
      const lane = `${row.plantLatitude},${row.plantLongitude}>${row.otherLatitude},${row.otherLongitude}`;
      let km = routeKm.get(lane);
      if (km === undefined) {
        km = planRoute(
          { latitude: row.plantLatitude, longitude: row.plantLongitude },
          { latitude: row.otherLatitude, longitude: row.otherLongitude },
        ).km;
        routeKm.set(lane, km);
      }
      days = defaultTransitDays(km);
    }
    const promisedBy = new Date(row.startedAt).getTime() + days * DAY_MS;
    if (row.deliveredAt!.getTime() <= promisedBy) onTime++;
  }
  return { delivered: rows.length, onTime };
}

/** The transporter's bids on the industry's requests (a plant user's plants only): counts and the latest. */
async function bidsOf(db: Queryable, user: SignedInUser, transporterId: number) {
  const where = and(
    eq(bids.industryId, industryOf(user)),
    eq(bids.transporterId, transporterId),
    ...[plantScope(user, requests.plantId)].filter((c) => c !== undefined),
  );
  const [counts] = await db
    .select({
      bids: sql<number>`count(*)`.mapWith(Number),
      wins: sql<number>`count(*) filter (where ${bids.status} = 'accepted')`.mapWith(Number),
    })
    .from(bids)
    .innerJoin(requests, eq(requests.id, bids.requestId))
    .where(where);
  const recent = await db
    .select({
      id: bids.id,
      requestId: requests.id,
      requestNumber: requests.number,
      direction: requests.direction,
      plant: plants.name,
      amountPaise: bids.amountPaise,
      vehicleCount: bids.vehicleCount,
      status: bids.status,
      placedAt: bids.placedAt,
    })
    .from(bids)
    .innerJoin(requests, eq(requests.id, bids.requestId))
    .innerJoin(plants, eq(plants.id, requests.plantId))
    .where(where)
    .orderBy(desc(bids.placedAt), desc(bids.id))
    .limit(RECENT_BIDS);
  return {
    bids: counts?.bids ?? 0,
    wins: counts?.wins ?? 0,
    recentBids: recent.map((b) => ({ ...b, placedAt: b.placedAt.toISOString() })),
  };
}

/** How a linked transporter has served the industry; `transporterId` is the company behind the user's link. */
export async function transporterPerformance(
  db: Queryable,
  user: SignedInUser,
  transporterId: number,
): Promise<TransporterPerformance> {
  const [placed, delivered] = await Promise.all([
    bidsOf(db, user, transporterId),
    deliveries(db, user, transporterId),
  ]);
  return { ...placed, ...delivered };
}
