import { type SQL, sql } from 'drizzle-orm';
import type { InsightCell, InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import {
  deliveredOnTime,
  deliveryMeasured,
  type InsightScope,
  isSpend,
  laneJoins,
  laneLabel,
  ordersWithin,
  percentOf,
  pickupMeasured,
  pickupOnTime,
  spendPaise,
} from '../insight/measures';
import { periodOf, periodsOf, periodUnitOf } from '../insight/periods';
import { topRows } from '../insight/topRows';
import { resultRows } from '../tracking/batchSql';
import { cellsOf, type ReportFigures } from './reportRows';

/** How many lanes the trend draws, the busiest by trips: a line each beyond that is a tangle, not a trend. */
export const TREND_LANES = 10;

const columns: InsightColumn[] = [
  { key: 'lane', kind: 'text' },
  { key: 'orders', kind: 'count' },
  { key: 'tonnes', kind: 'tonnes' },
  { key: 'km', kind: 'km' },
  { key: 'spendPaise', kind: 'paise' },
  { key: 'costPerTonnePaise', kind: 'paise' },
  { key: 'latestCostPerTonnePaise', kind: 'paise' },
  { key: 'costPerTonneChangePct', kind: 'percent' },
  { key: 'costPerKmPaise', kind: 'paise' },
  { key: 'latestCostPerKmPaise', kind: 'paise' },
  { key: 'costPerKmChangePct', kind: 'percent' },
  { key: 'onTimePickupPct', kind: 'percent' },
  { key: 'onTimeDeliveryPct', kind: 'percent' },
];

/**
 * Each lane's cost per tonne and per km in each period (week by week over a quarter or less, month by month
 * beyond, as every trend reads: insight/periods.ts), over the orders that count as spend, dated by pickup. A
 * period in which the lane moved nothing has no price.
 */
const lanePeriods = (scope: InsightScope, period: SQL) => sql`
  lane_periods as (
    select o.plant_id, ${laneLabel} as lane, ${period} as period,
           round(sum(o.freight_paise) / nullif(sum(o.weight_kg) / 1000.0, 0))::float8 as per_tonne,
           round(sum(o.freight_paise) / nullif(sum(o.route_km), 0))::float8 as per_km
      from orders o ${laneJoins}
     where ${ordersWithin(scope)} and ${isSpend}
     group by o.plant_id, oc.id, p.name, oc.name, ${period})`;

/** A lane's price in its latest period, and its change in % from its first priced period (none with one). */
const latestAndChange = (per: 'per_tonne' | 'per_km') => {
  const first = sql.raw(`(array_agg(${per} order by period) filter (where ${per} is not null))[1]`);
  const latest = sql.raw(`(array_agg(${per} order by period desc) filter (where ${per} is not null))[1]`);
  return {
    latest,
    change: sql`case when count(${sql.raw(per)}) > 1
      then round((100.0 * (${latest} - ${first}) / nullif(${first}, 0))::numeric, 1)::float8 end`,
  };
};

/**
 * What each lane costs, dated by pickup, over the orders that count as spend: per tonne carried and per km of
 * the planned route over the whole period, in its latest week or month, and the change from its first priced
 * period to its latest. On-time pickup and delivery on the lane beside it, so a lane's price reads against its
 * service. The chart draws the trend of both prices for the busiest lanes by trips; the table keeps every lane.
 */
export async function laneCost(db: Queryable, scope: InsightScope): Promise<ReportFigures> {
  const unit = periodUnitOf(scope.from, scope.to);
  const period = periodOf(unit, sql`o.pickup_at`);
  const tonne = latestAndChange('per_tonne');
  const km = latestAndChange('per_km');
  // One statement: the periods' prices are read once, for the table's latest and change and, as each lane's
  // list of [period, per tonne, per km], for the chart's trend of the busiest lanes.
  const answered = resultRows<Record<string, unknown> & { trend: [string, number | null, number | null][] }>(
    await db.execute(sql`
      with ${lanePeriods(scope, period)},
      trend as (
        select plant_id, lane, ${tonne.latest} as latest_per_tonne, ${tonne.change} as per_tonne_change,
               ${km.latest} as latest_per_km, ${km.change} as per_km_change,
               json_agg(json_build_array(period, per_tonne, per_km) order by period) as prices
          from lane_periods group by plant_id, lane),
      lanes as (
        select o.plant_id, ${laneLabel} as lane,
               count(*) filter (where ${isSpend})::int as orders,
               round((coalesce(sum(o.weight_kg) filter (where ${isSpend}), 0) / 1000.0)::numeric, 2)::float8 as tonnes,
               round(coalesce(sum(o.route_km) filter (where ${isSpend}), 0)::numeric, 1)::float8 as km,
               ${spendPaise} as spend,
               round(sum(o.freight_paise) filter (where ${isSpend}) / nullif(sum(o.weight_kg) filter (where ${isSpend}) / 1000.0, 0))::float8 as per_tonne,
               round(sum(o.freight_paise) filter (where ${isSpend}) / nullif(sum(o.route_km) filter (where ${isSpend}), 0))::float8 as per_km,
               ${percentOf(pickupMeasured, pickupOnTime)} as on_time_pickup,
               ${percentOf(deliveryMeasured, deliveredOnTime)} as on_time_delivery
          from orders o ${laneJoins}
         where ${ordersWithin(scope)}
         group by o.plant_id, oc.id, p.name, oc.name
        having count(*) filter (where ${isSpend}) > 0)
      select l.lane as "lane", l.orders as "orders", l.tonnes as "tonnes", l.km as "km",
             l.spend as "spendPaise",
             l.per_tonne as "costPerTonnePaise", t.latest_per_tonne as "latestCostPerTonnePaise",
             t.per_tonne_change as "costPerTonneChangePct",
             l.per_km as "costPerKmPaise", t.latest_per_km as "latestCostPerKmPaise",
             t.per_km_change as "costPerKmChangePct",
             l.on_time_pickup as "onTimePickupPct", l.on_time_delivery as "onTimeDeliveryPct",
             t.prices as "trend"
        from lanes l join trend t on t.plant_id = l.plant_id and t.lane = l.lane
       order by l.spend desc, l.lane`),
  );
  const rows = cellsOf(columns, answered);

  // The trend of the busiest lanes, every period of the range a point (an empty one a gap in the line).
  const busiest = topRows(rows, TREND_LANES, 'orders').map((row) => String(row.lane));
  const priced = new Map(
    answered
      .filter((row) => busiest.includes(String(row.lane)))
      .flatMap((row) =>
        row.trend.map(
          ([p, perTonne, perKm]) => [`${row.lane}|${p}`, { per_tonne: perTonne, per_km: perKm }] as const,
        ),
      ),
  );
  const periods = periodsOf(unit, scope.from, scope.to);
  const trendRows: Record<string, InsightCell>[] = busiest.flatMap((lane) =>
    periods.map((p) => {
      const r = priced.get(`${lane}|${p}`);
      return {
        [unit]: p,
        lane,
        costPerTonnePaise: r?.per_tonne ?? null,
        costPerKmPaise: r?.per_km ?? null,
      };
    }),
  );
  return {
    columns,
    rows,
    chart: {
      type: 'line',
      x: unit,
      by: 'lane',
      series: ['costPerTonnePaise', 'costPerKmPaise'],
      table: {
        columns: [
          { key: unit, kind: unit === 'week' ? 'day' : 'month' },
          { key: 'lane', kind: 'text' },
          { key: 'costPerTonnePaise', kind: 'paise' },
          { key: 'costPerKmPaise', kind: 'paise' },
        ],
        rows: trendRows,
      },
      // Said in the chart's caption where lanes were left out of it.
      ...(rows.length > busiest.length ? { top: { count: busiest.length, by: 'orders' } } : {}),
    },
  };
}
