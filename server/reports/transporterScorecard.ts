import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import {
  deliveredOnTime,
  deliveryMeasured,
  detentionHours,
  type InsightScope,
  industryAndPlants,
  laneJoins,
  laneLabel,
  ordersWithin,
  per1000Km,
  percentOf,
  pickupMeasured,
  pickupOnTime,
  tripKm,
  withinDays,
} from '../insight/measures';
import { type ReportFigures, readRows } from './reportRows';

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
 * On-time pickup and delivery of each transporter on each lane (the lane cost report's "Plant → City"), by the
 * same measures as the scorecard's row, with the pickups and deliveries each share was measured over: a
 * transporter's average can hide the one lane it keeps failing on.
 */
const onTimeByLane = (db: Queryable, scope: InsightScope) =>
  readRows(
    db,
    byLaneColumns,
    sql`
      select t.name as "transporter", ${laneLabel} as "lane",
             count(*) filter (where o.status <> 'cancelled')::int as "orders",
             count(*) filter (where ${pickupMeasured})::int as "pickups",
             ${percentOf(pickupMeasured, pickupOnTime)} as "onTimePickupPct",
             count(*) filter (where ${deliveryMeasured})::int as "deliveries",
             ${percentOf(deliveryMeasured, deliveredOnTime)} as "onTimeDeliveryPct"
        from orders o ${laneJoins} join transporters t on t.id = o.transporter_id
       where ${ordersWithin(scope)}
       group by t.id, t.name, p.id, p.name, oc.id, oc.name
      having count(*) filter (where o.status <> 'cancelled') > 0
       order by t.name, "orders" desc, "lane"`,
  );

/**
 * Each transporter's service over the period, for deciding who keeps their lanes. Orders are dated by pickup:
 * placement is the share of the orders given to it (cancelled ones aside) that it put a vehicle on; on-time
 * pickup and delivery (also by lane), detention and alerts per 1,000 km are the measures' own. Bidding is dated by the
 * request's pickup: participation is the share of the requests it was invited to that it bid on, the win
 * rate the share of those it bid on that it won (wholly or in part), and the winning bid the average of its
 * accepted bids as a share of the request's ceiling.
 */
export async function transporterScorecard(db: Queryable, scope: InsightScope): Promise<ReportFigures> {
  const requestScope = sql`${industryAndPlants(scope, sql`r.industry_id`, sql`r.plant_id`)} and ${withinDays(scope, sql`r.pickup_at`)} and r.status <> 'draft'`;
  const oneTransporter = (column: string) =>
    scope.transporter === undefined ? sql`true` : sql`${sql.raw(column)} = ${scope.transporter}`;
  const [rows, byLane] = await Promise.all([
    readRows(
      db,
      columns,
      sql`
      with served as (
        select o.transporter_id,
               count(*) filter (where o.status <> 'cancelled')::int as orders,
               count(*) filter (where o.status <> 'cancelled' and o.vehicle_number is not null)::int as placed,
               ${percentOf(pickupMeasured, pickupOnTime)} as on_time_pickup,
               ${percentOf(deliveryMeasured, deliveredOnTime)} as on_time_delivery,
               sum(${detentionHours})::int as detention_hours,
               sum(${tripKm})::float8 as km
          from orders o
         where ${ordersWithin(scope)}
         group by o.transporter_id),
      raised as (
        select o.transporter_id, count(*)::int as alerts
          from tracking_alerts a join orders o on o.id = a.order_id
         where ${ordersWithin(scope)}
         group by o.transporter_id),
      invited as (
        select rt.transporter_id, count(*)::int as invited
          from request_transporters rt join requests r on r.id = rt.request_id
         where ${requestScope} and ${oneTransporter('rt.transporter_id')}
         group by rt.transporter_id),
      bidding as (
        select b.transporter_id,
               count(distinct b.request_id)::int as bid_on,
               count(distinct b.request_id) filter (where b.status = 'accepted')::int as won,
               avg(100.0 * b.amount_paise / r.ceiling_paise) filter (where b.status = 'accepted') as win_vs_ceiling
          from bids b join requests r on r.id = b.request_id
         where ${requestScope} and ${oneTransporter('b.transporter_id')}
         group by b.transporter_id),
      everyone as (
        select transporter_id from served union select transporter_id from invited
        union select transporter_id from bidding)
      select t.name as "transporter",
             coalesce(s.orders, 0) as "orders",
             round(100.0 * s.placed / nullif(s.orders, 0), 1)::float8 as "placementPct",
             s.on_time_pickup as "onTimePickupPct",
             s.on_time_delivery as "onTimeDeliveryPct",
             coalesce(s.detention_hours, 0) as "detentionHours",
             round(100.0 * coalesce(b.bid_on, 0) / nullif(i.invited, 0), 1)::float8 as "participationPct",
             round(100.0 * b.won / nullif(b.bid_on, 0), 1)::float8 as "winRatePct",
             round(b.win_vs_ceiling, 1)::float8 as "winningBidVsCeilingPct",
             ${per1000Km(sql`coalesce(al.alerts, 0)`, sql`s.km`)} as "alertsPer1000Km"
        from everyone e
        join transporters t on t.id = e.transporter_id
        left join served s on s.transporter_id = e.transporter_id
        left join raised al on al.transporter_id = e.transporter_id
        left join invited i on i.transporter_id = e.transporter_id
        left join bidding b on b.transporter_id = e.transporter_id
       order by coalesce(s.orders, 0) desc, t.name`,
    ),
    onTimeByLane(db, scope),
  ]);
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
