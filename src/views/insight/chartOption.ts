import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { InsightColumn, InsightColumnKind, InsightView } from '../../domain/schemas/insight';
import { CHART_COLORS } from './chartColors';
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
  /** The heading of a column, in the reader's language. */
  heading: (key: string) => string;
  /** The page's fonts, so Hindi labels are drawn in the Devanagari face the app serves (not as empty boxes). */
  fontFamily?: string;
}

/** The rows the chart draws: its own where it has them (the top rows, a trend), else the table's. */
export const chartRows = (view: InsightView): InsightView['table']['rows'] =>
  view.chart.table?.rows ?? view.table.rows;

/** One item of an axis tooltip as ECharts hands it to the formatter. */
interface TooltipItem {
  marker?: unknown;
  seriesName?: string;
  seriesIndex?: number;
  name?: string;
  value?: unknown;
}

/**
 * An axis chart's tooltip: a heading from the first item, then each series' marker, name and value as `word`
 * gives it (null leaves the series out), all escaped.
 */
const axisTooltip = (
  fonts: { textStyle?: { fontFamily: string } },
  heading: (first: TooltipItem) => string,
  word: (item: TooltipItem) => string | null,
): TooltipComponentOption => ({
  ...fonts,
  trigger: 'axis',
  confine: true,
  formatter: (params) => {
    const items = (Array.isArray(params) ? params : [params]) as TooltipItem[];
    const first = items[0];
    if (!first) return '';
    const lines = items.flatMap((item) => {
      const value = word(item);
      return value === null
        ? []
        : [`${item.marker ?? ''}${escapeHtml(item.seriesName ?? '')}: ${escapeHtml(value)}`];
    });
    return [escapeHtml(heading(first)), ...lines].join('<br/>');
  },
});

/** Names of things (lanes, transporters, statuses) do not fit under a bar each: such bars lie down. */
export const liesDown = (view: InsightView): boolean =>
  view.chart.type === 'bar' && columnOf(view, view.chart.x).kind === 'text';

/** A chart split `by` a column draws a panel per series, one above the other, each this share of the base. */
const PANEL_SHARE = 0.8;

/** Room for each lying category: a bar per series and the gap between them. */
const ROW_PX = 12;
const MAX_HEIGHT = 1_200;

/** A chart's height: its box's, or more where many lying bars need room to stay readable. */
export const chartHeight = (view: InsightView, base: number): number =>
  view.chart.by
    ? Math.max(base, Math.round(base * PANEL_SHARE * view.chart.series.length))
    : liesDown(view)
      ? Math.min(
          MAX_HEIGHT,
          Math.max(base, chartRows(view).length * (view.chart.series.length + 1) * ROW_PX + 80),
        )
      : base;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const columnOf = (view: InsightView, key: string): InsightColumn =>
  view.chart.table?.columns.find((column) => column.key === key) ??
  view.table.columns.find((column) => column.key === key) ?? { key, kind: 'decimal' };

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The value axes a chart needs: one per kind of figure drawn (rupees left, a share or a time right). */
export const axisKinds = (series: readonly InsightColumn[]): InsightColumnKind[] =>
  [...new Set(series.map((column) => column.kind))].slice(0, 2);

/**
 * The echarts option that draws an InsightView's chart from its table: categories from the `x` column, a bar or
 * line per `series` column (a pie of the first), every value worded by its column's kind, as the table words it.
 */
export function chartOption(view: InsightView, words: CellFormat, look: ChartLook): ChartOption {
  if (view.chart.by) return splitOption(view, view.chart.by, words, look);
  const { chart } = view;
  const rows = chartRows(view);
  const x = columnOf(view, chart.x);
  const series = chart.series.map((key) => columnOf(view, key));
  const categories = rows.map((row) => formatCell(x, row[x.key] ?? null, words));
  const text = (kind: InsightColumnKind, value: unknown) =>
    formatCell({ kind }, numberOrNull(value), words, true);

  const fonts = look.fontFamily ? { textStyle: { fontFamily: look.fontFamily } } : {};

  if (chart.type === 'pie') {
    const [first] = series;
    if (!first) return {};
    return {
      animation: false,
      ...fonts,
      color: [...CHART_COLORS],
      tooltip: {
        ...fonts,
        trigger: 'item',
        formatter: (param) => {
          const item = Array.isArray(param) ? param[0] : param;
          if (!item) return '';
          return `${escapeHtml(String(item.name))}: ${escapeHtml(text(first.kind, item.value))} (${escapeHtml(words.format.percent(item.percent ?? 0))})`;
        },
      },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: look.heading(first.key),
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          avoidLabelOverlap: true,
          label: { formatter: '{b}', overflow: 'truncate', width: 110 },
          data: rows.map((row, index) => ({
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
      width: lying ? 120 : 90,
      overflow: 'truncate' as const,
    },
    axisTick: { alignWithLabel: true },
  };
  const valueAxes = kinds.map((kind) => ({
    type: 'value' as const,
    axisLabel: { formatter: (value: number) => text(kind, value), hideOverlap: true },
    splitLine: { show: kind === kinds[0] },
  }));

  return {
    animation: false,
    ...fonts,
    color: [...CHART_COLORS],
    grid: { left: 8, right: 16, top: 24, bottom: series.length > 1 ? 40 : 8, containLabel: true },
    legend: series.length > 1 ? { type: 'scroll', bottom: 0 } : { show: false },
    tooltip: axisTooltip(
      fonts,
      (first) => String(first.name),
      (item) => {
        const column = series[item.seriesIndex ?? 0];
        return column ? text(column.kind, item.value) : NO_VALUE;
      },
    ),
    xAxis: lying ? valueAxes : categoryAxis,
    yAxis: lying ? categoryAxis : valueAxes,
    series: series.map((column) => {
      const axisIndex = Math.max(0, kinds.indexOf(column.kind));
      const data = rows.map((row) => numberOrNull(row[column.key]));
      const axis = lying ? { xAxisIndex: axisIndex } : { yAxisIndex: axisIndex };
      return chart.type === 'line'
        ? {
            type: 'line',
            name: look.heading(column.key),
            data,
            connectNulls: false,
            ...axis,
          }
        : { type: 'bar', name: look.heading(column.key), data, barMaxWidth: 32, ...axis };
    }),
  };
}

/**
 * A chart split `by` a column (a lane's cost, period by period): a panel per series, one above the other, each
 * with a line per value of `by`. A line keeps its colour and its legend entry across the panels, so hiding a
 * lane hides it in both.
 */
function splitOption(view: InsightView, by: string, words: CellFormat, look: ChartLook): ChartOption {
  const { chart } = view;
  const rows = chartRows(view);
  const x = columnOf(view, chart.x);
  const series = chart.series.map((key) => columnOf(view, key));
  const periods = [...new Set(rows.map((row) => String(row[x.key] ?? '')))];
  const names = [...new Set(rows.map((row) => String(row[by] ?? '')))];
  const valueAt = new Map(rows.map((row) => [`${row[by]}|${row[x.key]}`, row]));
  const categories = periods.map((period) => formatCell(x, period, words));
  const fonts = look.fontFamily ? { textStyle: { fontFamily: look.fontFamily } } : {};
  // Series run panel by panel, a line per name in each: an item's panel is its series' index over the names.
  const panelOf = (item: TooltipItem) =>
    series[Math.floor((item.seriesIndex ?? 0) / Math.max(1, names.length))];
  // Percent of the box: the legend keeps the bottom, each panel its slice above it with its name on top.
  const slice = 88 / series.length;
  const grid = series.map((_, i) => ({
    left: 8,
    right: 16,
    top: `${Math.round(6 + i * slice)}%`,
    height: `${Math.round(slice - 12)}%`,
    containLabel: true,
  }));
  return {
    animation: false,
    ...fonts,
    color: [...CHART_COLORS],
    grid,
    legend: { type: 'scroll', bottom: 0, data: names },
    tooltip: axisTooltip(
      fonts,
      (first) => {
        const column = panelOf(first);
        return `${String(first.name)}${column ? ` · ${look.heading(column.key)}` : ''}`;
      },
      (item) => {
        const column = panelOf(item);
        if (typeof item.value !== 'number') return null;
        return column ? formatCell(column, numberOrNull(item.value), words, true) : NO_VALUE;
      },
    ),
    xAxis: series.map((_, i) => ({
      type: 'category' as const,
      gridIndex: i,
      data: categories,
      axisLabel: { hideOverlap: true },
      axisTick: { alignWithLabel: true },
    })),
    yAxis: series.map((column, i) => ({
      type: 'value' as const,
      gridIndex: i,
      name: look.heading(column.key),
      nameTextStyle: { align: 'left' as const },
      axisLabel: {
        formatter: (value: number) => formatCell({ kind: column.kind }, value, words, true),
        hideOverlap: true,
      },
    })),
    series: series.flatMap((column, i) =>
      names.map((name) => ({
        type: 'line' as const,
        name,
        xAxisIndex: i,
        yAxisIndex: i,
        // A week the lane moved nothing has no price, not a price of nothing: the line runs on to its next.
        connectNulls: true,
        data: periods.map((period) => numberOrNull(valueAt.get(`${name}|${period}`)?.[column.key])),
      })),
    ),
  };
}
