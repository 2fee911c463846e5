import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import {
  deliveredOnTime,
  deliveryMeasured,
  ordersWithin,
  percentOf,
  pickupMeasured,
  pickupOnTime,
} from '../insight/measures';
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
 * (insight/periods.ts), of the orders picked up in the range, by the measures' rules (insight/measures.ts),
 * every period of the range a row; the headline is on-time delivery over the range, from the same query (its
 * grouping set without the period).
 */
export const onTimeTrend: DashboardTileDefinition = {
  id: 'on-time-trend',
  money: false,
  summaryRows: 'all',
  async compute(db, scope) {
    const unit = periodUnitOf(scope.from, scope.to);
    const period = periodOf(unit, sql`o.pickup_at`);
    const found = resultRows<PeriodRow>(
      await db.execute(sql`
        select ${period} as period,
               count(*) filter (where ${pickupMeasured}) as pickups,
               ${percentOf(pickupMeasured, pickupOnTime)} as pickup_pct,
               count(*) filter (where ${deliveryMeasured}) as deliveries,
               ${percentOf(deliveryMeasured, deliveredOnTime)} as delivery_pct
          from orders o
         where ${ordersWithin(scope)}
         group by grouping sets ((${period}), ())`),
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
