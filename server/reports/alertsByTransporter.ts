import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import {
  type InsightScope,
  industryAndPlants,
  ordersWithin,
  per1000Km,
  plannedPickupAt,
  tripKm,
  withinDays,
} from '../insight/measures';
import { type ReportFigures, readRows } from './reportRows';

/** Each kind of alert (domain/schemas/tracking.ts ALERT_KINDS) with its column. */
const KINDS = [
  ['no_signal', 'noSignal'],
  ['long_stop', 'longStop'],
  ['off_route', 'offRoute'],
  ['eway_bill_expiring', 'ewayBillExpiring'],
  ['late', 'late'],
] as const;

const columns: InsightColumn[] = [
  { key: 'transporter', kind: 'text' },
  ...KINDS.map(([, key]) => ({ key, kind: 'count' as const })),
  { key: 'alerts', kind: 'count' },
  { key: 'km', kind: 'km' },
  { key: 'alertsPer1000Km', kind: 'decimal' },
];

/**
 * The tracking alerts raised in the period (dated by when they were raised) on each transporter's trucks, by
 * kind, and per 1,000 km of the trips it drove that were planned for pickup in the period.
 */
export async function alertsByTransporter(db: Queryable, scope: InsightScope): Promise<ReportFigures> {
  const oneTransporter =
    scope.transporter === undefined ? sql`true` : sql`o.transporter_id = ${scope.transporter}`;
  const rows = await readRows(
    db,
    columns,
    sql`
      with raised as (
        select o.transporter_id,
               ${sql.join(
                 KINDS.map(
                   ([kind, key]) =>
                     sql`count(*) filter (where a.kind = ${kind})::int as ${sql.identifier(key)}`,
                 ),
                 sql`, `,
               )},
               count(*)::int as alerts
          from tracking_alerts a join orders o on o.id = a.order_id
         where ${industryAndPlants(scope, sql`a.industry_id`, sql`o.plant_id`)}
           and ${withinDays(scope, sql`a.raised_at`)} and ${oneTransporter}
         group by o.transporter_id),
      driven as (
        select o.transporter_id, sum(${tripKm})::float8 as km
          from orders o
         where ${ordersWithin(scope, plannedPickupAt)}
         group by o.transporter_id)
      select t.name as "transporter",
             ${sql.join(
               KINDS.map(([, key]) => sql`coalesce(r.${sql.identifier(key)}, 0) as ${sql.identifier(key)}`),
               sql`, `,
             )},
             coalesce(r.alerts, 0) as "alerts",
             round(coalesce(d.km, 0)::numeric, 1)::float8 as "km",
             ${per1000Km(sql`coalesce(r.alerts, 0)`, sql`d.km`)} as "alertsPer1000Km"
        from raised r
        full join driven d on d.transporter_id = r.transporter_id
        join transporters t on t.id = coalesce(r.transporter_id, d.transporter_id)
       where coalesce(r.alerts, 0) > 0 or coalesce(d.km, 0) > 0
       order by "alerts" desc, t.name`,
  );
  return {
    columns,
    rows,
    chart: { type: 'bar', x: 'transporter', series: KINDS.map(([, key]) => key) },
  };
}
