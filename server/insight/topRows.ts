import type { InsightCell } from '../../src/domain/schemas/insight';

/** The `count` rows with the most `by`, most first; rows that tie keep the table's order. */
export const topRows = <Row extends Record<string, InsightCell>>(
  rows: readonly Row[],
  count: number,
  by: string,
): Row[] => [...rows].sort((a, b) => Number(b[by] ?? 0) - Number(a[by] ?? 0)).slice(0, count);
