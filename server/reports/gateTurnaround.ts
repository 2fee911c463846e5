import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import {
  detentionHours,
  gateTurnaroundMinutes,
  gateWaitMinutes,
  type InsightScope,
  ordersWithin,
} from '../insight/measures';
import { type ReportFigures, readRows } from './reportRows';

const columns: InsightColumn[] = [
  { key: 'plant', kind: 'text' },
  { key: 'trucks', kind: 'count' },
  { key: 'avgWaitMinutes', kind: 'minutes' },
  { key: 'avgTurnaroundMinutes', kind: 'minutes' },
  { key: 'p90TurnaroundMinutes', kind: 'minutes' },
  { key: 'detentionTrucks', kind: 'count' },
  { key: 'detentionHours', kind: 'count' },
];

/**
 * How long trucks spend at each plant's gate, over the trucks let in during the period (dated by gate-in):
 * the wait from reporting to gate-in, the time from gate-in to gate-out (average and the 90th percentile, of
 * those already out), and the trucks and hours of detention by the freight audit's rule.
 */
export async function gateTurnaround(db: Queryable, scope: InsightScope): Promise<ReportFigures> {
  const rows = await readRows(
    db,
    columns,
    sql`
      select p.name as "plant",
             count(*)::int as "trucks",
             round(avg(${gateWaitMinutes})::numeric)::float8 as "avgWaitMinutes",
             round(avg(${gateTurnaroundMinutes})::numeric)::float8 as "avgTurnaroundMinutes",
             round((percentile_cont(0.9) within group (order by ${gateTurnaroundMinutes}))::numeric)::float8
               as "p90TurnaroundMinutes",
             count(*) filter (where ${detentionHours} > 0)::int as "detentionTrucks",
             sum(${detentionHours})::int as "detentionHours"
        from orders o join plants p on p.id = o.plant_id
       where ${ordersWithin(scope, sql`o.gate_in_at`)}
       group by p.id, p.name
       order by "avgTurnaroundMinutes" desc nulls last, "plant"`,
  );
  return {
    columns,
    rows,
    chart: { type: 'bar', x: 'plant', series: ['avgWaitMinutes', 'avgTurnaroundMinutes'] },
  };
}
