import { isoToIndianWallTime } from '../../src/domain/indianTime';
import type {
  DashboardTileId,
  InsightCell,
  InsightChart,
  InsightColumnKind,
  InsightTable,
} from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import type { TileScope } from './tileScope';

/** What a tile computes: its groups (the chart's rows), its headline and, on its full view, what it counts. */
export interface TileFigures {
  table: InsightTable;
  chart: InsightChart;
  figure: number | null;
  figureKind: InsightColumnKind;
  list?: InsightTable;
}

export interface DashboardTileDefinition {
  id: DashboardTileId;
  /** Shows amounts of money, so only users who may see money get it (`tileAccess.ts`). */
  money: boolean;
  /** How many of the table's rows the dashboard's tile draws: the top ones of a ranking, or all of a trend. */
  summaryRows: number | 'all';
  /** `full`: the tile's own page, with the list behind the figure; the dashboard does without it. */
  compute(db: Queryable, scope: TileScope, full: boolean): Promise<TileFigures>;
}

/** The rows of a ranking the dashboard draws; its full view shows them all. */
export const TOP_ROWS = 8;

/** An instant as India's wall time to the minute, "2026-11-25 14:05", the way lists print times. */
export const wallTime = (at: Date | string | null): InsightCell =>
  at === null ? null : isoToIndianWallTime(at).slice(0, 16);

/** Counts and sums come back from SQL as text or bigint; cells are plain numbers. */
export const num = (value: unknown): number => Number(value ?? 0);

/** A share of a whole as a percentage with one decimal; nothing to measure when the whole is empty. */
export const shareOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
