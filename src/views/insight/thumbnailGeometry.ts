import type { InsightView } from '../../domain/schemas/insight';
import { chartColor } from './chartColors';
import { axisKinds, chartRows, columnOf, liesDown } from './chartOption';

/**
 * The shapes of a tile's thumbnail (InsightThumbnail.tsx): the chart's bars, lines or donut in a box of the
 * given size, without axes, labels or legend, laid out as the full chart lays them (chartOption.ts): bars from
 * zero, names' bars lying down, a value scale per kind of figure, a line per series, a donut of the first.
 */
export type ThumbnailShape =
  | { kind: 'bar'; x: number; y: number; width: number; height: number; color: string }
  | { kind: 'line'; d: string; color: string }
  /** A value with no neighbour to join: a line of one point would draw nothing. */
  | { kind: 'dot'; cx: number; cy: number; color: string }
  | { kind: 'slice'; d: string; color: string }
  /** Where the bars stand and the lines' zero, as the full chart's category axis: at zero. */
  | { kind: 'baseline'; x1: number; y1: number; x2: number; y2: number };

export interface Box {
  width: number;
  height: number;
}

/** The room kept round the drawing, so a line's stroke and the tallest bar are not cut at the box's edge. */
const MARGIN = { left: 4, right: 4, top: 8, bottom: 4 };
/** Bars fill this share of their category, the rest is the gap beside the next (echarts' barCategoryGap). */
const BAR_CATEGORY_SHARE = 0.8;
/** The gap between the bars of one category, as a share of a bar (echarts' barGap). */
const BAR_GAP = 0.3;
/** No bar wider than this, as on the full chart: a tile of one plant shows two bars, not two walls. */
export const BAR_MAX_WIDTH = 32;
/** The donut's hole and rim as shares of half the box's shorter side. */
const DONUT_INNER = 0.45;
const DONUT_OUTER = 0.8;
/**
 * A value scale's step is a fifth of its values' span rounded, as echarts rounds it, to 1, 2, 3, 5 or 10 times a
 * power of ten (each below the midpoint to the next); the scale ends on the first step past the largest value.
 */
const NICE_STEPS: readonly [below: number, step: number][] = [
  [1.5, 1],
  [2.5, 2],
  [4, 3],
  [7, 5],
];
const SCALE_TICKS = 5;

interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A number rounded away from zero onto a step of a scale split in about five. */
export const niceEnd = (value: number): number => {
  if (value === 0) return 0;
  const size = Math.abs(value);
  const magnitude = 10 ** Math.floor(Math.log10(size / SCALE_TICKS));
  const fraction = size / SCALE_TICKS / magnitude;
  const step = (NICE_STEPS.find(([below]) => fraction < below)?.[1] ?? 10) * magnitude;
  return Math.sign(value) * Math.ceil(size / step) * step;
};

/** A value scale from zero (or below, for losses) to a nice end past the largest value. */
const scaleOf = (values: readonly (number | null)[]) => {
  const numbers = values.filter((value): value is number => value !== null);
  const low = niceEnd(Math.min(0, ...numbers));
  const high = niceEnd(Math.max(0, ...numbers));
  const span = high - low || 1;
  /** Where a value falls, 0 at the scale's low end, 1 at its high end. */
  return (value: number) => (value - low) / span;
};

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const areaOf = (box: Box): Area => ({
  left: MARGIN.left,
  top: MARGIN.top,
  width: Math.max(0, box.width - MARGIN.left - MARGIN.right),
  height: Math.max(0, box.height - MARGIN.top - MARGIN.bottom),
});

const round = (value: number) => Math.round(value * 100) / 100;

/** Every shape of a view's thumbnail in a box of this size, in drawing order. */
export function thumbnailShapes(view: InsightView, box: Box): ThumbnailShape[] {
  const area = areaOf(box);
  if (area.width <= 0 || area.height <= 0) return [];
  if (view.chart.by) return splitLines(view, view.chart.by, area);
  if (view.chart.type === 'pie') return donut(view, box);
  return view.chart.type === 'line' ? lines(view, area) : bars(view, area);
}

/** Each series' values row by row, and the scale of its kind of figure (at most two scales, as the full chart's). */
function seriesOf(view: InsightView) {
  const rows = chartRows(view);
  const columns = view.chart.series.map((key) => columnOf(view, key));
  const kinds = axisKinds(columns);
  const valuesOf = (key: string) => rows.map((row) => numberOrNull(row[key]));
  const scales = kinds.map((kind) =>
    scaleOf(columns.filter((column) => column.kind === kind).flatMap((column) => valuesOf(column.key))),
  );
  return {
    count: rows.length,
    series: columns.map((column, index) => ({
      values: valuesOf(column.key),
      scale: scales[Math.max(0, kinds.indexOf(column.kind))] ?? scaleOf([]),
      color: chartColor(index),
    })),
  };
}

/**
 * A bar per series in each category, side by side; the categories run left to right, or top to bottom where the
 * bars lie down (names).
 */
function bars(view: InsightView, area: Area): ThumbnailShape[] {
  const { count, series } = seriesOf(view);
  if (count === 0 || series.length === 0) return [];
  const lying = liesDown(view);
  const along = lying ? area.height : area.width;
  const across = lying ? area.width : area.height;
  const band = along / count;
  const fitted = (band * BAR_CATEGORY_SHARE) / (series.length + (series.length - 1) * BAR_GAP);
  const barWidth = Math.min(BAR_MAX_WIDTH, fitted);
  const groupWidth = barWidth * (series.length + (series.length - 1) * BAR_GAP);
  // The zero of the first scale, where every bar starts (its scales all hold zero).
  const zero = series[0]?.scale(0) ?? 0;
  const shapes: ThumbnailShape[] = [
    lying
      ? {
          kind: 'baseline',
          x1: round(area.left + zero * across),
          y1: area.top,
          x2: round(area.left + zero * across),
          y2: area.top + area.height,
        }
      : {
          kind: 'baseline',
          x1: area.left,
          y1: round(area.top + (1 - zero) * across),
          x2: area.left + area.width,
          y2: round(area.top + (1 - zero) * across),
        },
  ];
  series.forEach(({ values, scale, color }, index) => {
    values.forEach((value, category) => {
      if (value === null || value === 0) return;
      const start = band * category + (band - groupWidth) / 2 + index * barWidth * (1 + BAR_GAP);
      const from = scale(0) * across;
      const to = scale(value) * across;
      const low = Math.min(from, to);
      const length = Math.abs(to - from);
      shapes.push(
        lying
          ? {
              kind: 'bar',
              x: round(area.left + low),
              y: round(area.top + start),
              width: round(length),
              height: round(barWidth),
              color,
            }
          : {
              kind: 'bar',
              x: round(area.left + start),
              y: round(area.top + across - low - length),
              width: round(barWidth),
              height: round(length),
              color,
            },
      );
    });
  });
  return shapes;
}

/** A point per value at its category's middle, joined where the values are; a missing value breaks the line. */
function pathOf(
  values: readonly (number | null)[],
  scale: (value: number) => number,
  area: Area,
  joinOverGaps: boolean,
  color: string,
): ThumbnailShape[] {
  const band = area.width / Math.max(1, values.length);
  const runs: { x: number; y: number }[][] = [];
  let run: { x: number; y: number }[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (!joinOverGaps && run.length > 0) runs.push(run);
      if (!joinOverGaps) run = [];
      return;
    }
    run.push({
      x: round(area.left + band * (index + 0.5)),
      y: round(area.top + (1 - scale(value)) * area.height),
    });
  });
  if (run.length > 0) runs.push(run);
  return runs.map((points): ThumbnailShape => {
    const [first] = points;
    if (points.length === 1 && first) return { kind: 'dot', cx: first.x, cy: first.y, color };
    return { kind: 'line', d: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' '), color };
  });
}

function lines(view: InsightView, area: Area): ThumbnailShape[] {
  const { count, series } = seriesOf(view);
  if (count === 0) return [];
  const zero = round(area.top + (1 - (series[0]?.scale(0) ?? 0)) * area.height);
  return [
    { kind: 'baseline', x1: area.left, y1: zero, x2: area.left + area.width, y2: zero },
    ...series.flatMap(({ values, scale, color }) => pathOf(values, scale, area, false, color)),
  ];
}

/**
 * A chart split `by` a column: a panel per series, one above the other, each with a line per value of `by` in
 * that value's colour in every panel, joined over the periods it has no figure for, as the full chart joins them.
 */
function splitLines(view: InsightView, by: string, area: Area): ThumbnailShape[] {
  const rows = chartRows(view);
  const x = view.chart.x;
  const periods = [...new Set(rows.map((row) => String(row[x] ?? '')))];
  const names = [...new Set(rows.map((row) => String(row[by] ?? '')))];
  const rowAt = new Map(rows.map((row) => [`${row[by]}|${row[x]}`, row]));
  const panelHeight = area.height / view.chart.series.length;
  return view.chart.series.flatMap((key, panel) => {
    const valuesOf = (name: string) =>
      periods.map((period) => numberOrNull(rowAt.get(`${name}|${period}`)?.[key]));
    const scale = scaleOf(names.flatMap(valuesOf));
    const panelArea = { ...area, top: area.top + panel * panelHeight, height: panelHeight - MARGIN.top };
    return names.flatMap((name, index) => pathOf(valuesOf(name), scale, panelArea, true, chartColor(index)));
  });
}

/** A point on a circle, angles clockwise from twelve o'clock. */
const onCircle = (cx: number, cy: number, r: number, angle: number) =>
  `${round(cx + r * Math.sin(angle))} ${round(cy - r * Math.cos(angle))}`;

/** A ring's piece between two angles; a whole ring as two halves, since an arc cannot end where it starts. */
export function ringSlice(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  from: number,
  to: number,
): string {
  if (to - from >= 2 * Math.PI - 1e-9) {
    const half = from + Math.PI;
    return `${ringSlice(cx, cy, inner, outer, from, half)} ${ringSlice(cx, cy, inner, outer, half, from + 2 * Math.PI)}`;
  }
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M${onCircle(cx, cy, outer, from)}`,
    `A${outer} ${outer} 0 ${large} 1 ${onCircle(cx, cy, outer, to)}`,
    `L${onCircle(cx, cy, inner, to)}`,
    `A${inner} ${inner} 0 ${large} 0 ${onCircle(cx, cy, inner, from)}`,
    'Z',
  ].join(' ');
}

/** The first series as a donut in the box's middle, a slice per row in the row's colour, clockwise from the top. */
function donut(view: InsightView, box: Box): ThumbnailShape[] {
  const [first] = view.chart.series;
  if (first === undefined) return [];
  const values = chartRows(view).map((row) => numberOrNull(row[first]) ?? 0);
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total <= 0) return [];
  const half = Math.min(box.width, box.height) / 2;
  const [cx, cy] = [box.width / 2, box.height / 2];
  let angle = 0;
  return values.flatMap((value, index): ThumbnailShape[] => {
    if (value <= 0) return [];
    const from = angle;
    angle += (value / total) * 2 * Math.PI;
    return [
      {
        kind: 'slice',
        d: ringSlice(cx, cy, round(half * DONUT_INNER), round(half * DONUT_OUTER), from, angle),
        color: chartColor(index),
      },
    ];
  });
}
