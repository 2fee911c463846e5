import { type SQL, sql } from 'drizzle-orm';
import type { DashboardTileId, InsightChart, InsightColumn } from '../../src/domain/schemas/insight';
import { laneJoinsOn, laneLabel, moneyOf } from '../insight/measures';
import { chartOfTop } from '../insight/topRows';
import { resultRows } from '../tracking/batchSql';
import { type DashboardTileDefinition, num, shareOf, TOP_ROWS } from './tileDefinition';

interface SpendRow {
  name: string;
  orders: string | number;
  spend: number;
  paid: number;
}

/**
 * Spend in the range (insight/measures.ts `moneyOf`: the freight invoiced, by invoice date) grouped by `key`, the
 * largest first, each with its orders invoiced, its share of the whole and its spend per order, and the payments
 * made in the range (by payment date, on invoices of whenever); the headline is the whole spend. The money is
 * read as `m`.
 */
function spendBy(id: DashboardTileId, key: 'lane' | 'transporter', name: SQL, joins: SQL, group: SQL) {
  const columns: InsightColumn[] = [
    { key, kind: 'text' },
    { key: 'orders', kind: 'count' },
    { key: 'spendPaise', kind: 'paise' },
    { key: 'sharePct', kind: 'percent' },
    { key: 'perOrderPaise', kind: 'paise' },
    { key: 'paidPaise', kind: 'paise' },
  ];
  const tile: DashboardTileDefinition = {
    id,
    money: true,
    summaryRows: TOP_ROWS,
    async compute(db, scope, full) {
      const found = resultRows<SpendRow>(
        await db.execute(sql`
          select ${name} as name, count(*) filter (where m.invoiced) as orders,
                 sum(m.spend_paise) as spend, sum(m.paid_paise) as paid
            from ${moneyOf(scope)} m ${joins}
           group by ${group}
           order by spend desc, paid desc, name`),
      );
      const whole = found.reduce((sum, r) => sum + num(r.spend), 0);
      const rows = found.map((r) => {
        const [orders, spend] = [num(r.orders), num(r.spend)];
        return {
          [key]: r.name,
          orders,
          spendPaise: spend,
          sharePct: shareOf(spend, whole),
          perOrderPaise: orders === 0 ? null : Math.round(spend / orders),
          paidPaise: num(r.paid),
        };
      });
      const chart: InsightChart = { type: 'bar', x: key, series: ['spendPaise', 'paidPaise'] };
      return {
        table: { columns, rows },
        // The tile draws its top rows already; the full view's chart its top lanes, the table every one.
        chart: full && key === 'lane' ? chartOfTop(chart, { columns, rows }, 'spendPaise') : chart,
        figure: whole,
        figureKind: 'paise',
      };
    },
  };
  return tile;
}

/** Spend by lane (measures.ts: the plant and the other party's city, "Plant → City"). */
export const spendByLane = spendBy(
  'spend-by-lane',
  'lane',
  laneLabel,
  laneJoinsOn(sql`m.plant_id`, sql`m.city_id`),
  sql`p.id, p.name, oc.id, oc.name`,
);

/** Spend by the transporter that carried the orders. */
export const spendByTransporter = spendBy(
  'spend-by-transporter',
  'transporter',
  sql`t.name`,
  sql`join transporters t on t.id = m.transporter_id`,
  sql`t.id, t.name`,
);
