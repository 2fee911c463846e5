import { sql } from 'drizzle-orm';
import type { InsightColumn } from '../../src/domain/schemas/insight';
import { awardCtes, withinDays } from '../insight/measures';
import { periodOf, periodsOf, periodUnitOf } from '../insight/periods';
import { resultRows } from '../tracking/batchSql';
import { type DashboardTileDefinition, num } from './tileDefinition';

interface PeriodRow {
  period: string;
  awards: string | number;
  vs_ceiling: number;
  vs_previous: number;
}

/**
 * What the auctions saved per week (a quarter or less) or month, by the measures (insight/measures.ts
 * `awardCtes`, as the savings report reads them): against the ceiling, ceiling × vehicles − the awarded
 * amounts; against the lane's previous award for the same vehicle type, (previous price × vehicles) − the
 * awarded amounts, none for a lane's first award. An award is dated by the award; with a transporter chosen,
 * its part of each award only. The headline is the saving against the ceiling over the range.
 */
export const auctionSavings: DashboardTileDefinition = {
  id: 'auction-savings',
  money: true,
  summaryRows: 'all',
  async compute(db, scope) {
    const unit = periodUnitOf(scope.from, scope.to);
    const period = periodOf(unit, sql`w.awarded_at`);
    const found = resultRows<PeriodRow>(
      await db.execute(sql`
        with ${awardCtes(scope)}
        select ${period} as period, count(distinct w.request_id) as awards,
               (sum(w.ceiling_paise) - sum(w.awarded_paise))::float8 as vs_ceiling,
               coalesce(sum(a.previous_price_paise * w.vehicles - w.awarded_paise)
                 filter (where a.previous_price_paise is not null), 0)::float8 as vs_previous
          from award_parts w
          join award_prices a on a.request_id = w.request_id
         where ${withinDays(scope, sql`w.awarded_at`)}
               ${scope.transporter === undefined ? sql`` : sql`and w.transporter_id = ${scope.transporter}`}
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
