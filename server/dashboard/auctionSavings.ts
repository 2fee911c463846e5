import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import { awardsByLane, withinDays } from '../insight/measures';
import { resultRows } from '../tracking/batchSql';
import { periodOf, periodsOf, periodUnitOf } from './periods';
import { type DashboardTileDefinition, num } from './tileDefinition';

interface PeriodRow {
  period: string;
  awards: string | number;
  vs_ceiling: number;
  vs_previous: number;
}

/**
 * What the auctions saved per week (a quarter or less) or month, by the measures (insight/measures.ts
 * `awardsByLane`): against the ceiling, ceiling × vehicles − the awarded amounts; against the lane's previous
 * award for the same vehicle type, (previous − price) × vehicles, none for a lane's first award. An award is
 * dated by its pickup; the transporter filter keeps the awards it won a vehicle of. The headline is the saving
 * against the ceiling over the range.
 */
export const auctionSavings: DashboardTileDefinition = {
  id: 'auction-savings',
  money: true,
  summaryRows: 'all',
  async compute(db, scope) {
    const unit = periodUnitOf(scope.from, scope.to);
    const period = periodOf(unit, sql`a.pickup_at`);
    const found = resultRows<PeriodRow>(
      await db.execute(sql`
        select ${period} as period, count(*) as awards,
               sum(a.ceiling_paise - a.awarded_paise)::float8 as vs_ceiling,
               coalesce(sum((a.previous_price_paise - a.price_paise) * a.vehicles), 0)::float8 as vs_previous
          from (${awardsByLane(scope)}) a
         where ${withinDays(scope, sql`a.pickup_at`)}
               ${scope.transporter ? sql`and exists (select 1 from orders w where w.request_id = a.request_id and w.transporter_id = ${scope.transporter})` : sql``}
         group by 1`),
    );
    const byPeriod = new Map(found.map((r) => [r.period, r]));
    const rows = periodsOf(unit, scope.from, scope.to).map((p) => {
      const r = byPeriod.get(p);
      return {
        [unit]: p,
        awards: num(r?.awards),
        savingsVsCeilingPaise: Math.round(num(r?.vs_ceiling)),
        savingsVsPreviousPaise: Math.round(num(r?.vs_previous)),
      };
    });
    const columns: InsightColumn[] = [
      { key: unit, kind: unit === 'week' ? 'day' : 'month' },
      { key: 'awards', kind: 'count' },
      { key: 'savingsVsCeilingPaise', kind: 'paise' },
      { key: 'savingsVsPreviousPaise', kind: 'paise' },
    ];
    return {
      table: { columns, rows },
      chart: { type: 'bar', x: unit, series: ['savingsVsCeilingPaise', 'savingsVsPreviousPaise'] },
      figure: rows.reduce((sum, r) => sum + r.savingsVsCeilingPaise, 0),
      figureKind: 'paise',
    };
  },
};
