import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import { serviceEvents, shareOfSums } from '../insight/measures';
import { periodOf, periodsOf, periodUnitOf } from '../insight/periods';
import { resultRows } from '../tracking/batchSql';
import { type DashboardTileDefinition, num } from './tileDefinition';

const MEASURES: InsightColumn[] = [
  { key: 'pickups', kind: 'count' },
  { key: 'onTimePickupPct', kind: 'percent' },
  { key: 'deliveries', kind: 'count' },
  { key: 'onTimeDeliveryPct', kind: 'percent' },
];

interface PeriodRow {
  period: string | null;
  pickups: string | number;
  pickup_pct: number | null;
  deliveries: string | number;
  delivery_pct: number | null;
}

/**
 * On-time pickup and delivery per week (from Monday), or per month over a range longer than a quarter
 * (insight/periods.ts), of the pickups and deliveries made in the range, each in the period it was made
 * (insight/measures.ts `serviceEvents`), every period of the range a row; the headline is on-time delivery over
 * the range, from the same query (its grouping set without the period).
 */
export const onTimeTrend: DashboardTileDefinition = {
  id: 'on-time-trend',
  money: false,
  summaryRows: 'all',
  async compute(db, scope) {
    const unit = periodUnitOf(scope.from, scope.to);
    const found = resultRows<PeriodRow>(
      await db.execute(sql`
        select e.period,
               sum(e.pickups) as pickups,
               ${shareOfSums(sql`e.pickups`, sql`e.pickups_on_time`)} as pickup_pct,
               sum(e.deliveries) as deliveries,
               ${shareOfSums(sql`e.deliveries`, sql`e.deliveries_on_time`)} as delivery_pct
          from ${serviceEvents(scope, sql`o.id`, (instant) => periodOf(unit, instant))} e
         group by grouping sets ((e.period), ())`),
    );
    const byPeriod = new Map(found.filter((r) => r.period !== null).map((r) => [r.period, r]));
    const rows = periodsOf(unit, scope.from, scope.to).map((p) => {
      const r = byPeriod.get(p);
      return {
        [unit]: p,
        pickups: num(r?.pickups),
        onTimePickupPct: r?.pickup_pct ?? null,
        deliveries: num(r?.deliveries),
        onTimeDeliveryPct: r?.delivery_pct ?? null,
      };
    });
    const whole = found.find((r) => r.period === null);
    const columns: InsightColumn[] = [{ key: unit, kind: unit === 'week' ? 'day' : 'month' }, ...MEASURES];
    return {
      table: { columns, rows },
      chart: { type: 'line', x: unit, series: ['onTimePickupPct', 'onTimeDeliveryPct'] },
      figure: whole?.delivery_pct ?? null,
      figureKind: 'percent',
    };
  },
};
