import { sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../src/domain/calendarDay';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import { startOfIndianDay } from '../indianDate';
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
import { type ReportFigures, readRows } from './reportRows';

const columns: InsightColumn[] = [
  { key: 'lane', kind: 'text' },
  { key: 'orders', kind: 'count' },
  { key: 'tonnes', kind: 'tonnes' },
  { key: 'km', kind: 'km' },
  { key: 'spendPaise', kind: 'paise' },
  { key: 'costPerTonnePaise', kind: 'paise' },
  { key: 'costPerKmPaise', kind: 'paise' },
  { key: 'costPerTonneChangePct', kind: 'percent' },
  { key: 'costPerKmChangePct', kind: 'percent' },
  { key: 'onTimePickupPct', kind: 'percent' },
  { key: 'onTimeDeliveryPct', kind: 'percent' },
];

/**
 * What each lane costs, dated by pickup, over the orders that count as spend: per tonne carried and per km of
 * the planned route, and the trend of each as its change from the period's first half to its second (null when
 * either half moved nothing on the lane). On-time pickup and delivery on the lane beside it, so a lane's price
 * reads against its service.
 */
export async function laneCost(db: Queryable, scope: InsightScope): Promise<ReportFigures> {
  const half = startOfIndianDay(addDays(scope.from, Math.ceil((daysBetween(scope.from, scope.to) + 1) / 2)));
  const firstHalf = sql`${isSpend} and o.pickup_at < ${half.toISOString()}::timestamptz`;
  const secondHalf = sql`${isSpend} and o.pickup_at >= ${half.toISOString()}::timestamptz`;
  const perTonne = (when: typeof isSpend) =>
    sql`sum(o.freight_paise) filter (where ${when}) / nullif(sum(o.weight_kg) filter (where ${when}) / 1000.0, 0)`;
  const perKm = (when: typeof isSpend) =>
    sql`sum(o.freight_paise) filter (where ${when}) / nullif(sum(o.route_km) filter (where ${when}), 0)`;
  const change = (per: typeof perTonne) =>
    sql`round((100.0 * (${per(secondHalf)} - ${per(firstHalf)}) / nullif(${per(firstHalf)}, 0))::numeric, 1)::float8`;
  const rows = await readRows(
    db,
    columns,
    sql`
      select ${laneLabel} as "lane",
             count(*) filter (where ${isSpend})::int as "orders",
             round((coalesce(sum(o.weight_kg) filter (where ${isSpend}), 0) / 1000.0)::numeric, 2)::float8 as "tonnes",
             round(coalesce(sum(o.route_km) filter (where ${isSpend}), 0)::numeric, 1)::float8 as "km",
             ${spendPaise} as "spendPaise",
             round(${perTonne(isSpend)})::float8 as "costPerTonnePaise",
             round(${perKm(isSpend)})::float8 as "costPerKmPaise",
             ${change(perTonne)} as "costPerTonneChangePct",
             ${change(perKm)} as "costPerKmChangePct",
             ${percentOf(pickupMeasured, pickupOnTime)} as "onTimePickupPct",
             ${percentOf(deliveryMeasured, deliveredOnTime)} as "onTimeDeliveryPct"
        from orders o ${laneJoins}
       where ${ordersWithin(scope)}
       group by p.id, p.name, oc.id, oc.name
      having count(*) filter (where ${isSpend}) > 0
       order by "spendPaise" desc, "lane"`,
  );
  return { columns, rows, chart: { type: 'bar', x: 'lane', series: ['costPerTonnePaise'] } };
}
