import type { InsightCell, InsightTable } from '../../domain/schemas/insight';
import type { SortOrder } from '../components/dataTableTypes';

export interface RowSort {
  key: string;
  order: SortOrder;
}

const compareValues = (a: string | number, b: string | number): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });

const missing = (value: InsightCell | undefined): value is null | undefined =>
  value === null || value === undefined;

/**
 * A table's rows in a column's order. Cells with nothing to measure go last either way, so the figures stay
 * together at the top; rows that tie keep the server's order.
 */
export function sortRows(rows: InsightTable['rows'], sort: RowSort | null): InsightTable['rows'] {
  if (!sort) return rows;
  const sign = sort.order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.key];
      const y = b.row[sort.key];
      if (missing(x) || missing(y)) {
        if (missing(x) && missing(y)) return a.index - b.index;
        return missing(x) ? 1 : -1;
      }
      return sign * compareValues(x, y) || a.index - b.index;
    })
    .map(({ row }) => row);
}
