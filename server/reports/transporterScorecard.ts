import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import {
  detentionHours,
  type InsightScope,
  industryAndPlants,
  laneJoinsOn,
  laneLabel,
  ordersWithin,
  otherCityId,
  per1000Km,
  plannedPickupAt,
  serviceEvents,
  shareOfSums,
  tripKm,
  withinDays,
} from '../insight/measures';
import { resultRows } from '../tracking/batchSql';
import { cellsOf, type ReportFigures } from './reportRows';

const columns: InsightColumn[] = [
  { key: 'transporter', kind: 'text' },
  { key: 'orders', kind: 'count' },
  { key: 'placementPct', kind: 'percent' },
  { key: 'onTimePickupPct', kind: 'percent' },
  { key: 'onTimeDeliveryPct', kind: 'percent' },
  { key: 'detentionHours', kind: 'count' },
  { key: 'participationPct', kind: 'percent' },
  { key: 'winRatePct', kind: 'percent' },
  { key: 'winningBidVsCeilingPct', kind: 'percent' },
  { key: 'alertsPer1000Km', kind: 'decimal' },
];

const byLaneColumns: InsightColumn[] = [
  { key: 'transporter', kind: 'text' },
  { key: 'lane', kind: 'text' },
  { key: 'orders', kind: 'count' },
  { key: 'pickups', kind: 'count' },
  { key: 'onTimePickupPct', kind: 'percent' },
  { key: 'deliveries', kind: 'count' },
  { key: 'onTimeDeliveryPct', kind: 'percent' },
];

/**
 * Each transporter's orders on each lane (the lane cost report's "Plant → City"), with what the scorecard counts
 * of them and the alerts raised on them (the orders' own count): the orders given to it by their planned pickup
 * (placement, detention, km driven and alerts are theirs), its pickups and deliveries by when they were made
 * (insight/measures.ts `serviceEvents`). The transporter's row sums its lanes, and its lanes are the by-lane
 * table.
 */
const laneServed = (scope: InsightScope) => sql`
  lane_served as (
    select transporter_id, plant_id, city_id,
           sum(orders) as orders, sum(placed) as placed,
           sum(pickups) as pickups, sum(pickups_on_time) as pickups_on_time,
           sum(deliveries) as deliveries, sum(deliveries_on_time) as deliveries_on_time,
           sum(detention_hours) as detention_hours, sum(km) as km, sum(alerts) as alerts
      from (
        select o.transporter_id, o.plant_id, ${otherCityId} as city_id,
               (o.status <> 'cancelled')::int as orders,
               (o.status <> 'cancelled' and o.vehicle_number is not null)::int as placed,
               0 as pickups, 0 as pickups_on_time, 0 as deliveries, 0 as deliveries_on_time,
               (${detentionHours})::int as detention_hours, ${tripKm} as km, o.alerts_raised as alerts
          from orders o
         where ${ordersWithin(scope, plannedPickupAt)}
        union all
        select e.transporter_id, e.plant_id, e.city_id, 0, 0,
               e.pickups, e.pickups_on_time, e.deliveries, e.deliveries_on_time, 0, 0, 0
          from ${serviceEvents(scope, sql`o.transporter_id, o.plant_id, ${otherCityId} as city_id`)} e) f
     group by transporter_id, plant_id, city_id)`;

/**
 * A transporter's lane as the statement lists it: its plant and city ids, then the by-lane table's figures after
 * the lane's name, in its columns' order.
 */
type LaneFigures = [
  plantId: number,
  cityId: number,
  orders: number,
  pickups: number,
  onTimePickupPct: number | null,
  deliveries: number,
  onTimeDeliveryPct: number | null,
];
type Figures = Record<string, unknown> & { transporter_id: number };

/**
 * Each transporter's figures from its orders, with its lanes (each its plant and city ids, then the by-lane
 * table's cells after the lane's name, in its columns' order; the lanes are named and sorted by `namedLanes`).
 * Naming and sorting tens of thousands of transporter-lanes in the statement cost more than the pass over the
 * orders itself; named once a lane afterwards, they cost a few milliseconds.
 */
const servedFigures = async (db: Queryable, scope: InsightScope) =>
  resultRows<Figures & { lanes: LaneFigures[] | null }>(
    await db.execute(sql`
      with ${laneServed(scope)},
      lanes as (
        select transporter_id,
               json_agg(json_build_array(
                 plant_id, city_id, orders, pickups,
                 round(100.0 * pickups_on_time / nullif(pickups, 0), 1)::float8,
                 deliveries, round(100.0 * deliveries_on_time / nullif(deliveries, 0), 1)::float8)) as lanes
          from lane_served
         where orders > 0 or pickups > 0 or deliveries > 0
         group by transporter_id),
      served as (
        select transporter_id,
               sum(orders)::int as "orders",
               round(100.0 * sum(placed) / nullif(sum(orders), 0), 1)::float8 as "placementPct",
               ${shareOfSums(sql`pickups`, sql`pickups_on_time`)} as "onTimePickupPct",
               ${shareOfSums(sql`deliveries`, sql`deliveries_on_time`)} as "onTimeDeliveryPct",
               sum(detention_hours)::int as "detentionHours",
               ${per1000Km(sql`sum(alerts)`, sql`sum(km)::float8`)} as "alertsPer1000Km"
          from lane_served
         where transporter_id is not null
         group by transporter_id)
      select s.*, l.lanes from served s left join lanes l on l.transporter_id = s.transporter_id`),
  );

/** Each lane's "Plant → City" name and its place among them by name, as the database sorts text. */
async function namedLanes(db: Queryable, lanes: readonly LaneFigures[]) {
  const key = (plantId: number, cityId: number) => `${plantId}:${cityId}`;
  const distinct = new Map(lanes.map(([plantId, cityId]) => [key(plantId, cityId), [plantId, cityId]]));
  const plantIds = [...distinct.values()].map(([plantId]) => plantId);
  const cityIds = [...distinct.values()].map(([, cityId]) => cityId);
  const named = resultRows<{ plant_id: number; city_id: number; lane: string }>(
    await db.execute(sql`
      select l.plant_id, l.city_id, ${laneLabel} as lane
        from unnest(${`{${plantIds.join(',')}}`}::int[], ${`{${cityIds.join(',')}}`}::int[]) as l(plant_id, city_id)
        ${laneJoinsOn(sql`l.plant_id`, sql`l.city_id`)}
       order by lane`),
  );
  const byKey = new Map(
    named.map((row, place) => [key(row.plant_id, row.city_id), { name: row.lane, place }]),
  );
  return (plantId: number, cityId: number) => byKey.get(key(plantId, cityId))!;
}

/**
 * Each transporter's bidding, dated by the request's pickup: the requests it was invited to and bid on, those
 * it won, and its accepted bids against the ceiling. A transporter bids only where invited, and each invitation
 * keeps the count of its bids and its accepted ones (migration 0031), so the invitations alone answer.
 */
const biddingFigures = async (db: Queryable, scope: InsightScope) =>
  resultRows<Figures>(
    await db.execute(sql`
      select rt.transporter_id,
             round(100.0 * count(*) filter (where rt.bids > 0) / count(*), 1)::float8 as "participationPct",
             round(100.0 * count(*) filter (where rt.accepted_bids > 0)
                   / nullif(count(*) filter (where rt.bids > 0), 0), 1)::float8 as "winRatePct",
             round(sum(100.0 * rt.accepted_paise / r.ceiling_paise) / nullif(sum(rt.accepted_bids), 0), 1)::float8
               as "winningBidVsCeilingPct"
        from request_transporters rt join requests r on r.id = rt.request_id
       where ${industryAndPlants(scope, sql`r.industry_id`, sql`r.plant_id`)} and ${withinDays(scope, sql`r.pickup_at`)}
         and r.status <> 'draft'
         ${scope.transporter === undefined ? sql`` : sql`and rt.transporter_id = ${scope.transporter}`}
       group by rt.transporter_id`),
  );

/**
 * Each transporter's service over the period, for deciding who keeps their lanes. Orders are dated by planned
 * pickup: placement is the share of the orders given to it (cancelled ones aside) that it put a vehicle on;
 * detention and alerts per 1,000 km are the measures' own. On-time pickup and delivery (also by lane) count the
 * pickups and deliveries made in the period. Bidding is dated by the
 * request's pickup: participation is the share of the requests it was invited to that it bid on, the win
 * rate the share of those it bid on that it won (wholly or in part), and the winning bid the average of its
 * accepted bids as a share of the request's ceiling. Every transporter that served, was invited or bid has a
 * row, the busiest first; the by-lane table lists them by name.
 */
export async function transporterScorecard(db: Queryable, scope: InsightScope): Promise<ReportFigures> {
  // The orders and the requests are read side by side, each once; the transporters' names (and their order by
  // name, as the database sorts text) once both are in.
  const [served, bidding] = await Promise.all([servedFigures(db, scope), biddingFigures(db, scope)]);
  const servedBy = new Map(served.map((row) => [Number(row.transporter_id), row]));
  const biddingBy = new Map(bidding.map((row) => [Number(row.transporter_id), row]));
  const everyone = [...new Set([...servedBy.keys(), ...biddingBy.keys()])];
  const named = resultRows<{ id: number; name: string }>(
    await db.execute(sql`select id, name from transporters
                          where id = any(${`{${everyone.join(',')}}`}::int[]) order by name`),
  );
  const answered = named.map(({ id, name }) => ({
    transporter: name,
    lanes: null,
    orders: 0,
    detentionHours: 0,
    ...servedBy.get(id),
    ...biddingBy.get(id),
  }));
  // The busiest first, those with as many orders by name (the sort keeps the names' order among equals).
  const rows = cellsOf(
    columns,
    [...answered].sort((a, b) => Number(b.orders) - Number(a.orders)),
  );
  const lane = await namedLanes(
    db,
    served.flatMap((row) => row.lanes ?? []),
  );
  // A transporter's lanes the busiest first, then by name. Built as the rows they are (the figures came as JSON
  // numbers), not through `cellsOf`: a year has tens of thousands of them.
  const byLane = answered.flatMap(({ transporter, lanes }) =>
    (lanes ?? [])
      .map(([plantId, cityId, orders, pickups, onTimePickupPct, deliveries, onTimeDeliveryPct]) => {
        const { name, place } = lane(plantId, cityId);
        return {
          place,
          row: { transporter, lane: name, orders, pickups, onTimePickupPct, deliveries, onTimeDeliveryPct },
        };
      })
      .sort((a, b) => b.row.orders - a.row.orders || a.place - b.place)
      .map(({ row }) => row),
  );
  return {
    columns,
    rows,
    byLane: { columns: byLaneColumns, rows: byLane },
    chart: {
      type: 'bar',
      x: 'transporter',
      series: ['onTimePickupPct', 'onTimeDeliveryPct', 'placementPct'],
    },
  };
}
