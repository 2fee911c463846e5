import { type SQL, sql } from 'drizzle-orm';
import { planRoute } from '../../src/domain/shortestRoute';
import type { Queryable } from '../db/database';
import { resultRows } from '../tracking/batchSql';

/**
 * An order's promise, kept on the order so every figure of it (the tracking board's "late", the transporter's
 * on-time deliveries, the reports over a year of orders) reads one stored instant instead of planning routes:
 *
 * - `route_km`: road km of the route planned between the trip's ends (the plant and the other party's city),
 *   with the same planner tracking draws the route with (domain/shortestRoute.ts);
 * - `due_at`: the trip's start plus the lane's transit days. The start is when the trip began (outbound: the
 *   truck leaving the plant at gate-out; inbound: the truck leaving the vendor, `in_transit_at`), the planned
 *   pickup until then. The lane's days are the plant's SLA for the other party's city, else for its state,
 *   else `ceil(route_km / 300) + 1` (domain/eta.ts `defaultTransitDays`: 300 km a day and a day for loading).
 *
 * It is set when an order is written (award, offline entry, its edit, the seed and the demo fleet), again when
 * its trip starts, and for orders from before it existed at start-up. The SLA's days are those in force when
 * the trip started: a changed SLA promises anew the plant's trips not started yet, never those under way.
 */

/** Orders per statement; the lanes they share are planned once. */
const BATCH = 5_000;

const laneKey = (a: number, b: number, c: number, d: number) => `${a},${b}>${c},${d}`;

/**
 * Plans the route of each order of `orderIds` (every order without one when omitted) that has no km yet, then
 * sets their promise. Runs in the caller's transaction.
 */
export async function promiseOrders(db: Queryable, orderIds?: readonly number[]): Promise<void> {
  const only = orderIds ? sql`o.id = any(${`{${orderIds.join(',')}}`}::int[])` : sql`true`;
  if (orderIds?.length === 0) return;
  const routes = new Map<string, number>();
  for (;;) {
    const missing = resultRows<{
      id: number;
      plant_lat: number;
      plant_lng: number;
      city_lat: number;
      city_lng: number;
      direction: string;
    }>(
      await db.execute(sql`
        select o.id, o.direction, p.latitude as plant_lat, p.longitude as plant_lng,
               c.latitude as city_lat, c.longitude as city_lng
          from orders o
          join plants p on p.id = o.plant_id
          join cities c on c.id = case when o.direction = 'outbound' then o.destination_city_id
                                       else o.origin_city_id end
         where o.route_km is null and ${only}
         order by o.id
         limit ${BATCH}`),
    );
    if (missing.length === 0) break;
    const kms = missing.map((row) => {
      // The truck drives from the vendor to the plant inbound, from the plant to the client outbound.
      const [from, to] =
        row.direction === 'outbound'
          ? [
              { latitude: row.plant_lat, longitude: row.plant_lng },
              { latitude: row.city_lat, longitude: row.city_lng },
            ]
          : [
              { latitude: row.city_lat, longitude: row.city_lng },
              { latitude: row.plant_lat, longitude: row.plant_lng },
            ];
      const key = laneKey(from.latitude, from.longitude, to.latitude, to.longitude);
      let km = routes.get(key);
      if (km === undefined) {
        km = Math.round(planRoute(from, to).km * 10) / 10;
        routes.set(key, km);
      }
      return { id: Number(row.id), km };
    });
    await db.execute(sql`
      update orders o set route_km = r.km
        from json_to_recordset(${JSON.stringify(kms)}::json) as r(id int, km double precision)
       where o.id = r.id`);
    await setDueAt(db, sql`o.id = any(${`{${kms.map((k) => k.id).join(',')}}`}::int[])`);
  }
  if (orderIds) await setDueAt(db, only);
}

/** The promise in SQL, over the orders `where` picks (alias `o`). */
async function setDueAt(db: Queryable, where: SQL): Promise<void> {
  await db.execute(sql`
    update orders o
       set due_at = (case when o.direction = 'outbound' then coalesce(o.gate_out_at, o.pickup_at)
                          else coalesce(o.in_transit_at, o.pickup_at) end)
                    + make_interval(days => coalesce(
                        (select s.transit_days from plant_slas s
                          where s.plant_id = o.plant_id and s.destination_city_id = c.id),
                        (select s.transit_days from plant_slas s
                          where s.plant_id = o.plant_id and s.destination_state_id = c.state_id),
                        ceil(o.route_km / 300)::int + 1))
      from cities c
     where c.id = case when o.direction = 'outbound' then o.destination_city_id else o.origin_city_id end
       and o.route_km is not null and ${where}`);
}

/** A plant's changed SLA holds for its trips not started yet; trips under way keep the promise they left with. */
export async function repromiseUnstarted(db: Queryable, plantId: number): Promise<void> {
  await setDueAt(
    db,
    sql`o.plant_id = ${plantId} and o.delivered_at is null and o.status not in ('rejected', 'cancelled')
        and (case when o.direction = 'outbound' then o.gate_out_at else o.in_transit_at end) is null`,
  );
}

/** An edit of an order's ends or pickup plans it again. */
export async function replanOrder(db: Queryable, orderId: number): Promise<void> {
  await db.execute(sql`update orders set route_km = null where id = ${orderId}`);
  await promiseOrders(db, [orderId]);
}
