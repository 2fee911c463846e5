import { z } from 'zod';
import { calendarDate, idParam } from './storable';

/**
 * The one shape behind every figure the dashboard and the reports show: a table whose columns say what kind of
 * number they hold, and a chart drawn from some of those columns. The screen draws the chart and the table from it,
 * and the XLSX, CSV and PDF exports print the same columns, so a figure reads the same everywhere.
 */

/** How a column's values are shown and exported. Money is integer paise; percentages are 0–100 with decimals. */
export const INSIGHT_COLUMN_KINDS = [
  'text',
  'day',
  'month',
  'count',
  'paise',
  'percent',
  'minutes',
  'km',
  'tonnes',
  'decimal',
] as const;
export type InsightColumnKind = (typeof INSIGHT_COLUMN_KINDS)[number];

export const InsightColumn = z.object({
  /** Also the i18n key of the column's heading: `insight.columns.<key>`. */
  key: z.string(),
  kind: z.enum(INSIGHT_COLUMN_KINDS),
  /**
   * For a text column holding codes (an order status, an alert kind): the catalogue prefix that words them,
   * `domain.status` → `domain.status.<code>`, so the screen and the export show words in the reader's language.
   */
  labels: z.string().optional(),
});
export type InsightColumn = z.infer<typeof InsightColumn>;

/** A cell: text (names, lanes, days as YYYY-MM-DD, months as YYYY-MM), a number, or nothing to measure. */
export const InsightCell = z.union([z.string(), z.number(), z.null()]);
export type InsightCell = z.infer<typeof InsightCell>;

export const InsightTable = z.object({
  columns: z.array(InsightColumn),
  rows: z.array(z.record(z.string(), InsightCell)),
});
export type InsightTable = z.infer<typeof InsightTable>;

/**
 * Which columns the chart draws: `x` gives the categories (or the time axis), each of `series` a bar or line.
 * The chart draws the table's rows unless it has rows of its own (`table`: the top rows of a long ranking, or
 * a trend behind a table of totals); the table always keeps every row.
 */
export const InsightChart = z.object({
  type: z.enum(['bar', 'line', 'pie']),
  x: z.string(),
  series: z.array(z.string()).min(1),
  /** A column of the chart's rows whose every value draws its own line (a lane's cost, period by period). */
  by: z.string().optional(),
  table: InsightTable.optional(),
  /** The chart draws only the table's `count` rows with the most `by`, as its caption says. */
  top: z.object({ count: z.number().int().nonnegative(), by: z.string() }).optional(),
});
export type InsightChart = z.infer<typeof InsightChart>;

/** The filters every figure takes: the header's plant and date range, and a transporter where it applies. */
export const InsightFilters = z.object({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  plant: idParam.optional(),
  transporter: idParam.optional(),
});
export type InsightFilters = z.infer<typeof InsightFilters>;

export const EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export const InsightExportQuery = InsightFilters.extend({ format: z.enum(EXPORT_FORMATS) });

/** A figure with its table and chart, for the filters it was computed for (dates resolved to real days). */
export const InsightView = z.object({
  filters: InsightFilters.extend({ from: calendarDate, to: calendarDate }),
  table: InsightTable,
  chart: InsightChart,
  generatedAt: z.string(),
});
export type InsightView = z.infer<typeof InsightView>;

/* ---------- Dashboard ---------- */

export const DASHBOARD_TILE_IDS = [
  'trucks-by-status',
  'arrivals-today',
  'on-time-trend',
  'spend-by-lane',
  'spend-by-transporter',
  'auction-savings',
  'alerts-today',
  'bids-awaiting-award',
] as const;
export type DashboardTileId = (typeof DASHBOARD_TILE_IDS)[number];

/**
 * GET /api/dashboard/tiles: every tile's headline figure with its chart over the top rows of its table. The tile's
 * full view (GET /api/dashboard/tiles/:id) is the same view with every row behind the figure, as a list.
 */
export const DashboardTile = InsightView.extend({
  id: z.enum(DASHBOARD_TILE_IDS),
  figure: z.number().nullable(),
  figureKind: z.enum(INSIGHT_COLUMN_KINDS),
  /**
   * Full view only, for a tile whose table groups things it counts (trucks per plant, alerts per kind): each of
   * those things, the list behind the figure. The table stays the chart's groups; the export prints the list.
   */
  list: InsightTable.optional(),
});
export type DashboardTile = z.infer<typeof DashboardTile>;

export const DashboardTiles = z.object({ tiles: z.array(DashboardTile) });
export type DashboardTiles = z.infer<typeof DashboardTiles>;

export const DashboardTileParams = z.object({ id: z.enum(DASHBOARD_TILE_IDS) });

/* ---------- Reports ---------- */

export const REPORT_KINDS = [
  'transporter-scorecard',
  'lane-cost',
  'savings',
  'gate-turnaround',
  'alerts-by-transporter',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const ReportParams = z.object({ kind: z.enum(REPORT_KINDS) });

/**
 * GET /api/reports/:kind: the report for its filters. The transporter scorecard adds `byLane`: each
 * transporter's on-time pickup and delivery on each lane, with the trips they were measured over.
 */
export const Report = InsightView.extend({ kind: z.enum(REPORT_KINDS), byLane: InsightTable.optional() });
export type Report = z.infer<typeof Report>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A weekly e-mail of one report, to the user who asked for it, covering the seven days before it is sent. */
export const ReportSubscriptionInput = z.object({
  kind: z.enum(REPORT_KINDS),
  weekday: z.enum(WEEKDAYS),
  plant: idParam.optional(),
  transporter: idParam.optional(),
  format: z.enum(['xlsx', 'pdf']),
});
export const ReportSubscription = ReportSubscriptionInput.extend({
  id: z.number().int(),
  createdAt: z.string(),
});
export type ReportSubscription = z.infer<typeof ReportSubscription>;
