import type { InsightView } from '../../domain/schemas/insight';
import { chartRows, columnOf } from './chartOption';
import { type CellFormat, formatCell } from './insightFormat';

/**
 * What the chart shows, said in words for a screen reader: the chart's kind, what it measures by what, and its
 * largest figure. The table beside it is the full text alternative.
 */
export function chartSummary(view: InsightView, words: CellFormat, heading: (key: string) => string): string {
  const { chart } = view;
  const rows = chartRows(view);
  const { t } = words;
  const [first] = chart.series;
  const measured = chart.series.map(heading).join(', ');
  const base = t(`insight.chart.summary.${chart.type}`, { series: measured, x: heading(chart.x) });
  if (rows.length === 0) return `${base} ${t('insight.chart.summaryEmpty')}`;
  const column = first === undefined ? undefined : columnOf(view, first);
  const xColumn = columnOf(view, chart.x);
  let top: (typeof rows)[number] | undefined;
  for (const row of rows) {
    const value = first === undefined ? null : row[first];
    const best = top && first !== undefined ? top[first] : null;
    if (typeof value === 'number' && (typeof best !== 'number' || value > best)) top = row;
  }
  // A chart of a line per lane counts its lanes, not its points.
  const { by } = chart;
  const count = t('insight.chart.summaryCount', {
    count: by ? new Set(rows.map((row) => row[by])).size : rows.length,
  });
  if (!top || !column || first === undefined) return `${base} ${count}`;
  const highest = t('insight.chart.summaryHighest', {
    series: heading(first),
    name: [by ? String(top[by] ?? '') : null, formatCell(xColumn, top[chart.x] ?? null, words)]
      .filter(Boolean)
      .join(', '),
    value: formatCell(column, top[first] ?? null, words),
  });
  return `${base} ${count} ${highest}`;
}
