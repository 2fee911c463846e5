import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LatLng } from '../../src/domain/geo';
import type { Geofence } from '../../src/domain/geofence';
import { planRoute, type Route } from '../../src/domain/shortestRoute';
import type { Direction, TrackingMethod } from '../../src/domain/statuses';
import { TRACKED_STATUSES } from '../../src/domain/trackingEvents';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { cities } from '../db/schema/geo';
import { orderEvents, orders } from '../db/schema/orders';
import { plants } from '../db/schema/plants';
import { ewayBills } from '../db/schema/tracking';
import { transporters } from '../db/schema/transporters';
import { promiseOrders } from '../orders/orderPromise';
import { anyOfIds } from './batchSql';
import type { TripPlan } from './deriveMotion';

/** The slowly changing facts about a tracked order that every fix is measured against. */
export interface OrderContext {
  orderId: number;
  industryId: number;
  number: string;
  direction: Direction;
  status: string;
  tracked: boolean;
  vehicleNumber: string;
  transporterName: string;
  plantId: number;
  plantName: string;
  /** The plant's geofence: a fix inside it is a truck at the plant (plantGeofence.ts). */
  plantFence: Geofence;
  pickupAt: Date;
  /**
   * When the trip began for its vehicle: the vehicle's (latest) assignment, or the order's creation when it
   * has none on its timeline. A reading older than this is not the trip's (ingestPipeline.ts).
   */
  tripStart: Date;
  trackingMethod: TrackingMethod | null;
  origin: LatLng & { name: string };
  destination: LatLng & { name: string };
  plan: TripPlan;
  ewaybill: { number: string; validUntil: Date } | null;
}

const originCity = alias(cities, 'origin_city');
const destinationCity = alias(cities, 'destination_city');
/**
 * Orders change (status, vehicle) outside this module; a minute of staleness is fine for live tracking, and a
 * status change is forgotten at once on the node where it happened (trackingServices.ts).
 */
const TTL_MS = 60_000;

/**
 * Loads order contexts in one query per batch and keeps them for a minute. The planned route is the
 * expensive part and depends only on the trip's two ends, of which there are few (plants × cities): routes
 * are kept by their ends for the life of the server, so the minutely reload of a large fleet is one query.
 */
export class OrderContextCache {
  private readonly entries = new Map<number, { context: OrderContext; loadedAt: number }>();
  private readonly routes = new Map<string, Route>();

  constructor(
    private readonly db: Queryable,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async load(industryId: number, orderIds: readonly number[]): Promise<Map<number, OrderContext>> {
    const now = this.clock.now().getTime();
    const found = new Map<number, OrderContext>();
    const missing: number[] = [];
    for (const id of new Set(orderIds)) {
      const entry = this.entries.get(id);
      if (entry && entry.context.industryId === industryId && now - entry.loadedAt < TTL_MS)
        found.set(id, entry.context);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const context of await this.query(industryId, missing)) {
        this.entries.set(context.orderId, { context, loadedAt: now });
        found.set(context.orderId, context);
      }
    }
    return found;
  }

  /** After an e-way bill event the cached validity must follow at once (it drives an alert). */
  setEwaybill(orderId: number, ewaybill: OrderContext['ewaybill']): void {
    const entry = this.entries.get(orderId);
    if (entry) entry.context = { ...entry.context, ewaybill };
  }

  forget(orderId: number): void {
    this.entries.delete(orderId);
  }

  private route(origin: LatLng, destination: LatLng): Route {
    const key = `${origin.latitude},${origin.longitude}>${destination.latitude},${destination.longitude}`;
    let route = this.routes.get(key);
    if (!route) {
      route = planRoute(origin, destination);
      this.routes.set(key, route);
    }
    return route;
  }

  private query(industryId: number, ids: number[]): Promise<OrderContext[]> {
    return loadOrderContexts(this.db, industryId, ids, (origin, destination) =>
      this.route(origin, destination),
    );
  }
}

/**
 * The orders' contexts read afresh in one query, in the caller's transaction where it has one; `routeOf` plans
 * the trip between its ends (the cache keeps its plans, a one-off caller plans anew).
 */
export async function loadOrderContexts(
  db: Queryable,
  industryId: number,
  ids: readonly number[],
  routeOf: (origin: LatLng, destination: LatLng) => Route = planRoute,
): Promise<OrderContext[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      industryId: orders.industryId,
      number: orders.number,
      direction: orders.direction,
      status: orders.status,
      vehicleNumber: orders.vehicleNumber,
      trackingMethod: orders.trackingMethod,
      pickupAt: orders.pickupAt,
      tripStart: sql<Date>`coalesce((
        select max(${orderEvents.at}) from ${orderEvents}
        where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'vehicle_assigned'
      ), ${orders.createdAt})`.mapWith(orders.createdAt),
      dueAt: orders.dueAt,
      plantId: plants.id,
      plantName: plants.name,
      plantRadiusM: plants.geofenceRadiusM,
      plantLat: plants.latitude,
      plantLng: plants.longitude,
      transporterName: transporters.name,
      originName: originCity.name,
      originLat: originCity.latitude,
      originLng: originCity.longitude,
      destinationName: destinationCity.name,
      destinationLat: destinationCity.latitude,
      destinationLng: destinationCity.longitude,
    })
    .from(orders)
    .innerJoin(plants, eq(plants.id, orders.plantId))
    .innerJoin(transporters, eq(transporters.id, orders.transporterId))
    .innerJoin(originCity, eq(originCity.id, orders.originCityId))
    .innerJoin(destinationCity, eq(destinationCity.id, orders.destinationCityId))
    .where(and(eq(orders.industryId, industryId), anyOfIds(orders.id, ids)));
  // The promise is the order's own (orders/orderPromise.ts); one written before orders kept it gets it now.
  const unpromised = rows.filter((r) => r.dueAt === null).map((r) => r.orderId);
  const promised = new Map<number, Date>();
  if (unpromised.length > 0) {
    await promiseOrders(db, unpromised);
    for (const o of await db
      .select({ id: orders.id, dueAt: orders.dueAt })
      .from(orders)
      .where(anyOfIds(orders.id, unpromised)))
      if (o.dueAt) promised.set(o.id, o.dueAt);
  }
  const bills = await db
    .select({ orderId: ewayBills.orderId, number: ewayBills.number, validUntil: ewayBills.validUntil })
    .from(ewayBills)
    .where(and(eq(ewayBills.industryId, industryId), anyOfIds(ewayBills.orderId, ids)))
    .orderBy(desc(ewayBills.generatedAt));
  const billOf = new Map<number, { number: string; validUntil: Date }>();
  for (const b of bills) if (b.orderId !== null && !billOf.has(b.orderId)) billOf.set(b.orderId, b);

  return rows.map((r) => {
    const plant = { name: r.plantName, latitude: r.plantLat, longitude: r.plantLng };
    const origin =
      r.direction === 'outbound'
        ? plant
        : { name: r.originName, latitude: r.originLat, longitude: r.originLng };
    const destination =
      r.direction === 'outbound'
        ? { name: r.destinationName, latitude: r.destinationLat, longitude: r.destinationLng }
        : plant;
    const route = routeOf(origin, destination);
    const promisedBy = r.dueAt ?? promised.get(r.orderId)!;
    return {
      orderId: r.orderId,
      industryId: r.industryId,
      number: r.number,
      direction: r.direction,
      status: r.status,
      tracked: (TRACKED_STATUSES as readonly string[]).includes(r.status),
      vehicleNumber: r.vehicleNumber ?? '',
      transporterName: r.transporterName,
      plantId: r.plantId,
      plantName: r.plantName,
      plantFence: { latitude: r.plantLat, longitude: r.plantLng, radiusM: r.plantRadiusM },
      pickupAt: r.pickupAt,
      tripStart: r.tripStart,
      trackingMethod: r.trackingMethod,
      origin,
      destination,
      plan: {
        polyline: route.polyline,
        km: route.km,
        promisedBy,
      },
      ewaybill: billOf.get(r.orderId) ?? null,
    };
  });
}
