import type { InsightView } from '../../domain/schemas/insight';
import { type CellFormat, formatCell } from './insightFormat';

/**
 * What the chart shows, said in words for a screen reader: the chart's kind, what it measures by what, and its
 * largest figure. The table beside it is the full text alternative.
 */
export function chartSummary(view: InsightView, words: CellFormat, heading: (key: string) => string): string {
  const { chart, table } = view;
  const { t } = words;
  const [first] = chart.series;
  const measured = chart.series.map(heading).join(', ');
  const base = t(`insight.chart.summary.${chart.type}`, { series: measured, x: heading(chart.x) });
  if (table.rows.length === 0) return `${base} ${t('insight.chart.summaryEmpty')}`;
  const column = table.columns.find((c) => c.key === first);
  const xColumn = table.columns.find((c) => c.key === chart.x);
  let top: (typeof table.rows)[number] | undefined;
  for (const row of table.rows) {
    const value = first === undefined ? null : row[first];
    const best = top && first !== undefined ? top[first] : null;
    if (typeof value === 'number' && (typeof best !== 'number' || value > best)) top = row;
  }
  const count = t('insight.chart.summaryCount', { count: table.rows.length });
  if (!top || !column || first === undefined) return `${base} ${count}`;
  const highest = t('insight.chart.summaryHighest', {
    series: heading(first),
    name: formatCell(xColumn ?? { kind: 'text' }, top[chart.x] ?? null, words),
    value: formatCell(column, top[first] ?? null, words),
  });
  return `${base} ${count} ${highest}`;
}
