import type { InsightCell, InsightChart, InsightTable } from '../../src/domain/schemas/insight';

/** The `count` rows with the most `by`, most first; rows that tie keep the table's order. */
export const topRows = <Row extends Record<string, InsightCell>>(
  rows: readonly Row[],
  count: number,
  by: string,
): Row[] => [...rows].sort((a, b) => Number(b[by] ?? 0) - Number(a[by] ?? 0)).slice(0, count);

/** How many rows a ranking's chart draws: names beyond it crowd one another off a phone's screen. */
export const CHART_TOP_ROWS = 15;

/**
 * A chart over its table's `count` rows with the most `by`, and says so (`top`, the chart's caption), where the
 * table has more; the table and the files keep every row.
 */
export function chartOfTop(
  chart: InsightChart,
  table: InsightTable,
  by: string,
  count = CHART_TOP_ROWS,
): InsightChart {
  if (table.rows.length <= count) return chart;
  return {
    ...chart,
    table: { columns: table.columns, rows: topRows(table.rows, count, by) },
    top: { count, by },
  };
}
