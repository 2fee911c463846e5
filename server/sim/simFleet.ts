import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { planRoute } from '../../src/domain/shortestRoute';
import type { TrackingMethod } from '../../src/domain/statuses';
import { type PlazaOnRoute, plazasAlong } from '../../src/domain/tollPlazas';
import type { Database } from '../db/database';
import { cities } from '../db/schema/geo';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { simConsents } from '../db/schema/tracking';
import { trackingLatest } from '../db/schema/trackingState';
import { createRandom } from '../db/seed/random';
import { MOVING_STATUSES } from './demoOrders';
import type { Fault, Truck } from './truckMotion';

export interface SimVehicle {
  truck: Truck;
  vehicleNumber: string;
  method: TrackingMethod;
  mobile: string | null;
  plazas: PlazaOnRoute[];
  nextPlaza: number;
  ewaybill: { number: string; validUntil: Date } | null;
  startedAt: Date;
  /** Real time until which a truck with signal loss sends nothing. */
  silentUntil: number;
}

const originCity = alias(cities, 'origin_city');
const destinationCity = alias(cities, 'destination_city');

/** One truck in 25 of each fault: about 8 of each in the default fleet of 200. */
export function faultOf(index: number): Fault {
  switch (index % 25) {
    case 3:
      return 'signal_loss';
    case 7:
      return 'long_stop';
    case 11:
      return 'detour';
    case 17:
      return 'short_ewaybill';
    default:
      return 'none';
  }
}

/**
 * The trucks of the demo industry's moving orders (the first `count` by id), each on its planned route,
 * resuming from its last known progress or, the first time, from a spot fixed by its order id.
 */
export async function loadSimFleet(db: Database, industryId: number, count: number): Promise<SimVehicle[]> {
  const rows = await db
    .select({
      id: orders.id,
      direction: orders.direction,
      vehicleNumber: orders.vehicleNumber,
      method: orders.trackingMethod,
      ewayBillNo: orders.ewayBillNo,
      startedAt: orders.gateOutAt,
      pickupAt: orders.pickupAt,
      plantLat: plants.latitude,
      plantLng: plants.longitude,
      originLat: originCity.latitude,
      originLng: originCity.longitude,
      destinationLat: destinationCity.latitude,
      destinationLng: destinationCity.longitude,
      progress: trackingLatest.progress,
    })
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(originCity, eq(originCity.id, orders.originCityId))
    .innerJoin(destinationCity, eq(destinationCity.id, orders.destinationCityId))
    .leftJoin(trackingLatest, eq(trackingLatest.orderId, orders.id))
    .where(and(eq(orders.industryId, industryId), inArray(orders.status, [...MOVING_STATUSES])))
    .orderBy(asc(orders.id))
    .limit(count);
  const consents = await db
    .select({ orderId: simConsents.orderId, mobile: simConsents.mobile })
    .from(simConsents)
    .where(and(eq(simConsents.industryId, industryId), eq(simConsents.status, 'granted')));
  const mobileOf = new Map(consents.map((c) => [c.orderId, c.mobile]));
  const random = createRandom(424_242);

  return rows.flatMap((r, index) => {
    if (!r.vehicleNumber) return [];
    const plant = { latitude: r.plantLat, longitude: r.plantLng };
    const [origin, destination] =
      r.direction === 'outbound'
        ? [plant, { latitude: r.destinationLat, longitude: r.destinationLng }]
        : [{ latitude: r.originLat, longitude: r.originLng }, plant];
    const route = planRoute(origin, destination);
    const start = r.progress ?? 0.05 + ((r.id * 0.618_033_988_7) % 1) * 0.75;
    const km = route.km * start;
    const plazas = plazasAlong(route);
    const method = r.method ?? 'gps';
    const mobile = mobileOf.get(r.id) ?? null;
    return [
      {
        truck: {
          orderId: r.id,
          route,
          km,
          cruiseKmh: 42 + random.next() * 16,
          speedKmh: 0,
          stopLeftH: 0,
          fault: faultOf(index),
        },
        vehicleNumber: r.vehicleNumber,
        // A SIM order whose driver has not consented cannot be tracked by phone; its truck reports by GPS.
        method: method === 'sim' && !mobile ? 'gps' : method,
        mobile,
        plazas,
        nextPlaza:
          plazas.findIndex((p) => p.atKm > km) === -1 ? plazas.length : plazas.findIndex((p) => p.atKm > km),
        ewaybill: r.ewayBillNo ? { number: r.ewayBillNo, validUntil: new Date(0) } : null,
        startedAt: r.startedAt ?? r.pickupAt,
        silentUntil: 0,
      },
    ];
  });
}
