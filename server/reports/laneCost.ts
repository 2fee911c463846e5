import { type SQL, sql } from 'drizzle-orm';
import type { InsightCell, InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import {
  type InsightScope,
  laneJoinsOn,
  laneLabel,
  moneyOf,
  otherCityId,
  serviceEvents,
  shareOfSums,
} from '../insight/measures';
import { type PeriodUnit, periodIndexOf, periodsOf, periodUnitOf } from '../insight/periods';
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
 * Each lane's figures in each period (week by week over a quarter or less, month by month beyond, as every
 * trend reads: insight/periods.ts; the period by its position in `periods`), each fact in the period it
 * happened (insight/measures.ts): the invoiced orders' count, kg, km and spend by invoice date, the pickups and
 * deliveries measured with those on time by when they were made. The lanes' figures over the whole range are
 * these summed, so a period's price and the range's come from the same sums.
 */
const lanePeriods = (scope: InsightScope, unit: PeriodUnit, periods: readonly string[]) => {
  const period = (instant: SQL) => periodIndexOf(unit, periods, instant);
  return sql`
  lane_periods as (
    select plant_id, city_id, period,
           sum(orders) as orders, sum(kg) as kg, sum(km) as km, sum(spend) as spend,
           sum(pickups) as pickups, sum(pickups_on_time) as pickups_on_time,
           sum(deliveries) as deliveries, sum(deliveries_on_time) as deliveries_on_time
      from (
        select m.plant_id, m.city_id, ${period(sql`m.dated_at`)} as period, 1 as orders, m.weight_kg as kg,
               m.route_km as km, m.spend_paise as spend,
               0 as pickups, 0 as pickups_on_time, 0 as deliveries, 0 as deliveries_on_time
          from ${moneyOf(scope)} m
         where m.invoiced
        union all
        select e.plant_id, e.city_id, e.period, 0, null, null, null,
               e.pickups, e.pickups_on_time, e.deliveries, e.deliveries_on_time
          from ${serviceEvents(scope, sql`o.plant_id, ${otherCityId} as city_id`, period)} e) f
     group by plant_id, city_id, period)`;
};

/** Paise per tonne carried and per km of the planned route, from sums of spend, kg and km (none without). */
const perTonne = (spend: SQL, kg: SQL) => sql`round(${spend} / nullif(${kg} / 1000.0, 0))::float8`;
const perKm = (spend: SQL, km: SQL) => sql`round(${spend} / nullif(${km}, 0))::float8`;

/**
 * A lane's price in its latest period, and its change in % from its first priced period (none with one). The
 * least and greatest [period, price] pair are its first and latest price: a lane's periods are distinct, so
 * the period alone decides, and no lane's periods need sorting.
 */
const latestAndChange = (per: 'per_tonne' | 'per_km') => {
  const first = sql.raw(`(min(array[period, ${per}]) filter (where ${per} is not null))[2]`);
  const latest = sql.raw(`(max(array[period, ${per}]) filter (where ${per} is not null))[2]`);
  return {
    latest,
    change: sql`case when count(${sql.raw(per)}) > 1
      then round((100.0 * (${latest} - ${first}) / nullif(${first}, 0))::numeric, 1)::float8 end`,
  };
};

/**
 * What each lane costs over the orders invoiced in the period, by invoice date: per tonne carried and per km of
 * the planned route over the whole period, in its latest week or month, and the change from its first priced
 * period to its latest (a period in which the lane invoiced nothing has no price). On-time pickup and delivery
 * of the pickups and deliveries made on the lane in the period beside it, so a lane's price reads against its
 * service. The chart draws the trend of both prices
 * for the busiest lanes by trips; the table keeps every lane.
 */
export async function laneCost(db: Queryable, scope: InsightScope): Promise<ReportFigures> {
  const unit = periodUnitOf(scope.from, scope.to);
  const periods = periodsOf(unit, scope.from, scope.to);
  const tonne = latestAndChange('per_tonne');
  const km = latestAndChange('per_km');
  // One statement, one pass over the orders: the lanes' periods, then each lane from its periods, with its
  // list of [period's position, per tonne, per km] for the chart's trend of the busiest lanes (in no order).
  const answered = resultRows<Record<string, unknown> & { trend: [number, number | null, number | null][] }>(
    await db.execute(sql`
      with ${lanePeriods(scope, unit, periods)},
      priced as (
        select *, ${perTonne(sql`spend`, sql`kg`)} as per_tonne, ${perKm(sql`spend`, sql`km`)} as per_km
          from lane_periods),
      lanes as (
        select plant_id, city_id,
               sum(orders)::int as orders,
               round((coalesce(sum(kg), 0) / 1000.0)::numeric, 2)::float8 as tonnes,
               round(coalesce(sum(km), 0)::numeric, 1)::float8 as km,
               coalesce(sum(spend), 0)::float8 as spend,
               ${perTonne(sql`sum(spend)`, sql`sum(kg)`)} as per_tonne,
               ${perKm(sql`sum(spend)`, sql`sum(km)`)} as per_km,
               ${tonne.latest} as latest_per_tonne, ${tonne.change} as per_tonne_change,
               ${km.latest} as latest_per_km, ${km.change} as per_km_change,
               ${shareOfSums(sql`pickups`, sql`pickups_on_time`)} as on_time_pickup,
               ${shareOfSums(sql`deliveries`, sql`deliveries_on_time`)} as on_time_delivery,
               json_agg(json_build_array(period, per_tonne, per_km)) filter (where orders > 0) as prices
          from priced
         group by plant_id, city_id
        having sum(orders) > 0)
      select ${laneLabel} as "lane", l.orders as "orders", l.tonnes as "tonnes", l.km as "km",
             l.spend as "spendPaise",
             l.per_tonne as "costPerTonnePaise", l.latest_per_tonne as "latestCostPerTonnePaise",
             l.per_tonne_change as "costPerTonneChangePct",
             l.per_km as "costPerKmPaise", l.latest_per_km as "latestCostPerKmPaise",
             l.per_km_change as "costPerKmChangePct",
             l.on_time_pickup as "onTimePickupPct", l.on_time_delivery as "onTimeDeliveryPct",
             l.prices as "trend"
        from lanes l ${laneJoinsOn(sql`l.plant_id`, sql`l.city_id`)}
       order by l.spend desc, "lane"`),
  );
  const rows = cellsOf(columns, answered);

  // The trend of the busiest lanes, every period of the range a point (an empty one a gap in the line).
  const busiest = topRows(rows, TREND_LANES, 'orders').map((row) => String(row.lane));
  const priced = new Map(
    answered
      .filter((row) => busiest.includes(String(row.lane)))
      .flatMap((row) =>
        row.trend.map(
          ([position, perTonne, perKm]) =>
            [`${row.lane}|${periods[position - 1]}`, { per_tonne: perTonne, per_km: perKm }] as const,
        ),
      ),
  );
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
