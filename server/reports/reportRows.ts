import type { SQL } from 'drizzle-orm';
import type {
  InsightCell,
  InsightChart,
  InsightColumn,
  InsightTable,
} from '../../src/domain/schemas/insight';
import type { Queryable } from '../db/database';
import { resultRows } from '../tracking/batchSql';

/** What a report computes for its scope: the table's columns and rows, and which of them the chart draws. */
export interface ReportFigures {
  columns: InsightColumn[];
  rows: Record<string, InsightCell>[];
  chart: InsightChart;
  /** The transporter scorecard's on-time by transporter and lane (Report.byLane). */
  byLane?: InsightTable;
}

/**
 * Runs a report's statement and reads each row by its columns' keys (the statement names its output columns
 * after them): figures as numbers (drivers answer bigint and numeric as text), nothing measured as null.
 */
export async function readRows(
  db: Queryable,
  columns: readonly InsightColumn[],
  statement: SQL,
): Promise<Record<string, InsightCell>[]> {
  return cellsOf(columns, resultRows<Record<string, unknown>>(await db.execute(statement)));
}

/** Rows as a statement answered them, read by the columns' keys as `readRows` does (other fields left out). */
export const cellsOf = (
  columns: readonly InsightColumn[],
  rows: readonly Record<string, unknown>[],
): Record<string, InsightCell>[] =>
  rows.map((row) =>
    Object.fromEntries(
      columns.map(({ key, kind }) => {
        const value = row[key];
        if (value === null || value === undefined) return [key, null];
        if (kind === 'text' || kind === 'day' || kind === 'month') return [key, String(value)];
        const n = Number(value);
        return [key, kind === 'paise' ? Math.round(n) : n];
      }),
    ),
  );
