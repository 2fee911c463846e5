import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import { awardCtes, type InsightScope, withinDays } from '../insight/measures';
import { chartOfTop } from '../insight/topRows';
import { type ReportFigures, readRows } from './reportRows';

const columns: InsightColumn[] = [
  { key: 'lane', kind: 'text' },
  { key: 'awards', kind: 'count' },
  { key: 'vehicles', kind: 'count' },
  { key: 'ceilingPaise', kind: 'paise' },
  { key: 'awardedPaise', kind: 'paise' },
  { key: 'savingsVsCeilingPaise', kind: 'paise' },
  { key: 'savingsPct', kind: 'percent' },
  { key: 'savingsVsPreviousPaise', kind: 'paise' },
];

/**
 * What the auctions saved per lane over the awards made in the period: against the ceiling (ceiling ×
 * vehicles − the awarded amounts) and against the lane's previous awarded price (measures.ts `awardCtes`).
 * With a transporter chosen, its part of each award only.
 */
export async function savings(db: Queryable, scope: InsightScope): Promise<ReportFigures> {
  const oneTransporter =
    scope.transporter === undefined ? sql`true` : sql`w.transporter_id = ${scope.transporter}`;
  const rows = await readRows(
    db,
    columns,
    sql`
      with ${awardCtes(scope)}
      select p.name || ' → ' || oc.name as "lane",
             count(distinct w.request_id)::int as "awards",
             sum(w.vehicles)::int as "vehicles",
             sum(w.ceiling_paise)::float8 as "ceilingPaise",
             sum(w.awarded_paise)::float8 as "awardedPaise",
             (sum(w.ceiling_paise) - sum(w.awarded_paise))::float8 as "savingsVsCeilingPaise",
             round((100.0 * (sum(w.ceiling_paise) - sum(w.awarded_paise)) / nullif(sum(w.ceiling_paise), 0))::numeric, 1)::float8
               as "savingsPct",
             round(sum(a.previous_price_paise * w.vehicles - w.awarded_paise)
               filter (where a.previous_price_paise is not null))::float8 as "savingsVsPreviousPaise"
        from award_parts w
        join award_prices a on a.request_id = w.request_id
        join plants p on p.id = w.lane_plant_id
        join cities oc on oc.id = w.lane_city_id
       where ${withinDays(scope, sql`w.awarded_at`)} and ${oneTransporter}
       group by p.id, p.name, oc.id, oc.name
       order by "savingsVsCeilingPaise" desc, "lane"`,
  );
  return {
    columns,
    rows,
    chart: chartOfTop(
      { type: 'bar', x: 'lane', series: ['savingsVsCeilingPaise', 'savingsVsPreviousPaise'] },
      { columns, rows },
      'savingsVsCeilingPaise',
    ),
  };
}
