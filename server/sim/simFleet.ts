import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { planRoute } from '../../src/domain/shortestRoute';
import type { TrackingMethod } from '../../src/domain/statuses';
import { type PlazaOnRoute, plazasAlong } from '../../src/domain/tollPlazas';
import type { Queryable } from '../db/database';
import { cities } from '../db/schema/geo';
import { orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { simConsents } from '../db/schema/tracking';
import { trackingLatest } from '../db/schema/trackingState';
import { createRandom } from '../db/seed/random';
import { MOVING_STATUSES } from './demoOrders';
import { breakdownOf, type Fault, plannedHalts, type Truck } from './truckMotion';

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
  /** The order's latest state from its feeds, when it has a fix: where the simulator picks the truck up. */
  latest: { lastFixAt: Date; progress: number; stoppedSince: Date | null } | null;
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

/** Each truck's pace and halts have their own seed, so they depend on its order alone. */
const TRUCK_SEED = 424_242;

/**
 * The trucks of the demo industry's moving orders (the first `count` by id, or all), each at the start of its
 * planned route, with its pace, halts (and a breakdown if its trip began longer ago than it takes, as at
 * `now`) and toll plazas. Where it is now is for its history to say
 * (`driveHistory`), or, for a truck already reporting, its latest state (`resumeFromLatest`).
 */
export async function loadSimFleet(
  db: Queryable,
  industryId: number,
  now: Date,
  count?: number,
): Promise<SimVehicle[]> {
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
      lastFixAt: trackingLatest.lastFixAt,
      stoppedSince: trackingLatest.stoppedSince,
    })
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(originCity, eq(originCity.id, orders.originCityId))
    .innerJoin(destinationCity, eq(destinationCity.id, orders.destinationCityId))
    .leftJoin(trackingLatest, eq(trackingLatest.orderId, orders.id))
    .where(and(eq(orders.industryId, industryId), inArray(orders.status, [...MOVING_STATUSES])))
    .orderBy(asc(orders.id))
    .limit(count ?? Number.MAX_SAFE_INTEGER);
  const consents = await db
    .select({ orderId: simConsents.orderId, mobile: simConsents.mobile })
    .from(simConsents)
    .where(and(eq(simConsents.industryId, industryId), eq(simConsents.status, 'granted')));
  const mobileOf = new Map(consents.map((c) => [c.orderId, c.mobile]));

  return rows.flatMap((r, index) => {
    if (!r.vehicleNumber) return [];
    const plant = { latitude: r.plantLat, longitude: r.plantLng };
    const [origin, destination] =
      r.direction === 'outbound'
        ? [plant, { latitude: r.destinationLat, longitude: r.destinationLng }]
        : [{ latitude: r.originLat, longitude: r.originLng }, plant];
    const route = planRoute(origin, destination);
    const random = createRandom(TRUCK_SEED + r.id);
    const cruiseKmh = 38 + random.next() * 12;
    // An inbound trip starts at the vendor's yard, loading; an outbound one left the plant loaded.
    const truck: Truck = {
      orderId: r.id,
      route,
      km: 0,
      cruiseKmh,
      speedKmh: 0,
      stopLeftH: 0,
      halts: plannedHalts(route.km, r.direction === 'inbound', random),
      nextHalt: 0,
      fault: faultOf(index),
    };
    const startedAt = r.startedAt ?? r.pickupAt;
    const breakdown = breakdownOf(truck, startedAt, now, random);
    if (breakdown) truck.halts = [...truck.halts, breakdown].sort((a, b) => a.atKm - b.atKm);
    return [
      {
        truck,
        vehicleNumber: r.vehicleNumber,
        // The order's own feed, always: a SIM order whose driver has not consented is not located at all.
        method: r.method ?? 'gps',
        mobile: mobileOf.get(r.id) ?? null,
        plazas: plazasAlong(route),
        nextPlaza: 0,
        ewaybill: r.ewayBillNo ? { number: r.ewayBillNo, validUntil: new Date(0) } : null,
        startedAt,
        silentUntil: 0,
        latest:
          r.lastFixAt && r.progress !== null
            ? { lastFixAt: r.lastFixAt, progress: r.progress, stoppedSince: r.stoppedSince }
            : null,
      },
    ];
  });
}

/**
 * Puts a truck that already reports where its latest fix left it: at that share of its route, past the halts
 * and plazas behind it, and still standing out the rest of a halt it was making.
 */
export function resumeFromLatest(vehicle: SimVehicle, now: Date): void {
  const { truck, latest } = vehicle;
  if (!latest) return;
  truck.km = latest.progress * truck.route.km;
  const next = truck.halts.findIndex((h) => h.atKm > truck.km + HALT_REACH_KM);
  truck.nextHalt = next === -1 ? truck.halts.length : next;
  const halt = truck.halts[truck.nextHalt - 1];
  if (latest.stoppedSince && halt && Math.abs(halt.atKm - truck.km) <= HALT_REACH_KM)
    truck.stopLeftH = Math.max(0, halt.hours - (now.getTime() - latest.stoppedSince.getTime()) / 3_600_000);
  const plaza = vehicle.plazas.findIndex((p) => p.atKm > truck.km);
  vehicle.nextPlaza = plaza === -1 ? vehicle.plazas.length : plaza;
}

/** A truck this close to a halt's spot is at it (the progress of a fix is measured on the planned line). */
const HALT_REACH_KM = 0.5;
