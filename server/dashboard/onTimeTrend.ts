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
import { periodOf, periodsOf } from '../insight/periods';
import { resultRows } from '../tracking/batchSql';
import { type DashboardTileDefinition, num } from './tileDefinition';

const COLUMNS: InsightColumn[] = [
  { key: 'week', kind: 'day' },
  { key: 'pickups', kind: 'count' },
  { key: 'onTimePickupPct', kind: 'percent' },
  { key: 'deliveries', kind: 'count' },
  { key: 'onTimeDeliveryPct', kind: 'percent' },
];

interface WeekRow {
  week: string | null;
  pickups: string | number;
  pickup_pct: number | null;
  deliveries: string | number;
  delivery_pct: number | null;
}

/**
 * On-time pickup and delivery per week (from Monday) of the orders picked up in the range, by the measures'
 * rules (insight/measures.ts), every week of the range a row; the headline is on-time delivery over the range,
 * from the same query (its grouping set without the week).
 */
export const onTimeTrend: DashboardTileDefinition = {
  id: 'on-time-trend',
  money: false,
  summaryRows: 'all',
  async compute(db, scope) {
    const week = periodOf('week', sql`o.pickup_at`);
    const found = resultRows<WeekRow>(
      await db.execute(sql`
        select ${week} as week,
               count(*) filter (where ${pickupMeasured}) as pickups,
               ${percentOf(pickupMeasured, pickupOnTime)} as pickup_pct,
               count(*) filter (where ${deliveryMeasured}) as deliveries,
               ${percentOf(deliveryMeasured, deliveredOnTime)} as delivery_pct
          from orders o
         where ${ordersWithin(scope)}
         group by grouping sets ((${week}), ())`),
    );
    const byWeek = new Map(found.filter((r) => r.week !== null).map((r) => [r.week, r]));
    const rows = periodsOf('week', scope.from, scope.to).map((w) => {
      const r = byWeek.get(w);
      return {
        week: w,
        pickups: num(r?.pickups),
        onTimePickupPct: r?.pickup_pct ?? null,
        deliveries: num(r?.deliveries),
        onTimeDeliveryPct: r?.delivery_pct ?? null,
      };
    });
    const whole = found.find((r) => r.week === null);
    return {
      table: { columns: COLUMNS, rows },
      chart: { type: 'line', x: 'week', series: ['onTimePickupPct', 'onTimeDeliveryPct'] },
      figure: whole?.delivery_pct ?? null,
      figureKind: 'percent',
    };
  },
};
