import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { InsightColumn, InsightColumnKind, InsightView } from '../../domain/schemas/insight';
import { type CellFormat, formatCell, NO_VALUE } from './insightFormat';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export interface ChartLook {
  /** A tile's thumbnail: no legend, no axis names, tight margins. */
  compact: boolean;
  /** The heading of a column, in the reader's language. */
  heading: (key: string) => string;
  /** The page's fonts, so Hindi labels are drawn in the Devanagari face the app serves (not as empty boxes). */
  fontFamily?: string;
}

/** Names of things (lanes, transporters, statuses) do not fit under a bar each: such bars lie down. */
const liesDown = (view: InsightView): boolean =>
  view.chart.type === 'bar' && columnOf(view, view.chart.x).kind === 'text';

/** Room for each lying category: a bar per series and the gap between them. */
const ROW_PX = 12;
const MAX_HEIGHT = 1_200;

/** A chart's height: its box's, or more where many lying bars need room to stay readable. */
export const chartHeight = (view: InsightView, base: number): number =>
  liesDown(view)
    ? Math.min(
        MAX_HEIGHT,
        Math.max(base, view.table.rows.length * (view.chart.series.length + 1) * ROW_PX + 80),
      )
    : base;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const columnOf = (view: InsightView, key: string): InsightColumn =>
  view.table.columns.find((column) => column.key === key) ?? { key, kind: 'decimal' };

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The value axes a chart needs: one per kind of figure drawn (rupees left, a share or a time right). */
const axisKinds = (series: readonly InsightColumn[]): InsightColumnKind[] =>
  [...new Set(series.map((column) => column.kind))].slice(0, 2);

/**
 * The echarts option that draws an InsightView's chart from its table: categories from the `x` column, a bar or
 * line per `series` column (a pie of the first), every value worded by its column's kind, as the table words it.
 */
export function chartOption(view: InsightView, words: CellFormat, look: ChartLook): ChartOption {
  const { chart, table } = view;
  const x = columnOf(view, chart.x);
  const series = chart.series.map((key) => columnOf(view, key));
  const categories = table.rows.map((row) => formatCell(x, row[x.key] ?? null, words));
  const text = (kind: InsightColumnKind, value: unknown) =>
    formatCell({ kind }, numberOrNull(value), words, true);

  const fonts = look.fontFamily ? { textStyle: { fontFamily: look.fontFamily } } : {};

  if (chart.type === 'pie') {
    const [first] = series;
    if (!first) return {};
    return {
      animation: false,
      ...fonts,
      tooltip: {
        ...fonts,
        trigger: 'item',
        formatter: (param) => {
          const item = Array.isArray(param) ? param[0] : param;
          if (!item) return '';
          return `${escapeHtml(String(item.name))}: ${escapeHtml(text(first.kind, item.value))} (${escapeHtml(words.format.percent(item.percent ?? 0))})`;
        },
      },
      legend: look.compact ? { show: false } : { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: look.heading(first.key),
          radius: look.compact ? ['45%', '80%'] : ['40%', '68%'],
          center: ['50%', look.compact ? '50%' : '45%'],
          avoidLabelOverlap: true,
          label: look.compact ? { show: false } : { formatter: '{b}', overflow: 'truncate', width: 110 },
          data: table.rows.map((row, index) => ({
            name: categories[index] ?? NO_VALUE,
            value: numberOrNull(row[first.key]) ?? 0,
          })),
        },
      ],
    };
  }

  const kinds = axisKinds(series);
  const lying = liesDown(view);
  const categoryAxis = {
    type: 'category' as const,
    data: categories,
    inverse: lying,
    axisLabel: {
      hideOverlap: true,
      show: !look.compact,
      width: lying ? 120 : 90,
      overflow: 'truncate' as const,
    },
    axisTick: { alignWithLabel: true },
  };
  const valueAxes = kinds.map((kind) => ({
    type: 'value' as const,
    show: !look.compact,
    axisLabel: { formatter: (value: number) => text(kind, value), hideOverlap: true },
    splitLine: { show: kind === kinds[0] },
  }));

  return {
    animation: false,
    ...fonts,
    grid: look.compact
      ? { left: 4, right: 4, top: 8, bottom: 4, containLabel: false }
      : { left: 8, right: 16, top: 24, bottom: series.length > 1 ? 40 : 8, containLabel: true },
    legend: series.length > 1 && !look.compact ? { type: 'scroll', bottom: 0 } : { show: false },
    tooltip: {
      ...fonts,
      trigger: 'axis',
      confine: true,
      formatter: (params) => {
        const items = Array.isArray(params) ? params : [params];
        const first = items[0];
        if (!first) return '';
        const lines = items.map((item) => {
          const column = series[item.seriesIndex ?? 0];
          const value = column ? text(column.kind, item.value) : NO_VALUE;
          return `${item.marker ?? ''}${escapeHtml(item.seriesName ?? '')}: ${escapeHtml(value)}`;
        });
        return [escapeHtml(String(first.name)), ...lines].join('<br/>');
      },
    },
    xAxis: lying ? valueAxes : categoryAxis,
    yAxis: lying ? categoryAxis : valueAxes,
    series: series.map((column) => {
      const axisIndex = Math.max(0, kinds.indexOf(column.kind));
      const data = table.rows.map((row) => numberOrNull(row[column.key]));
      const axis = lying ? { xAxisIndex: axisIndex } : { yAxisIndex: axisIndex };
      return chart.type === 'line'
        ? {
            type: 'line',
            name: look.heading(column.key),
            data,
            connectNulls: false,
            showSymbol: !look.compact,
            ...axis,
          }
        : { type: 'bar', name: look.heading(column.key), data, barMaxWidth: 32, ...axis };
    }),
  };
}
