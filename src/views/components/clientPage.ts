import type { Page } from '../../domain/schemas/list';
import type { DataTableQuery } from './dataTableTypes';

export interface ClientPaging<Row> {
  /** Sortable columns by key: the value each row sorts by. */
  sortValues: Readonly<Record<string, (row: Row) => string | number>>;
  /** The text a search matches against; without it the search box has no effect. */
  searchText?: (row: Row) => string;
}

/**
 * One DataTable page cut from a list already in the browser: for short per-order lists (a trip's tolls or SIM
 * fixes) that the server returns whole, so paging them on the server would only add round trips.
 */
export function clientPage<Row>(
  rows: readonly Row[],
  query: DataTableQuery,
  paging: ClientPaging<Row>,
): Page<Row> {
  const needle = query.search?.toLowerCase();
  const { searchText } = paging;
  const found =
    needle && searchText ? rows.filter((row) => searchText(row).toLowerCase().includes(needle)) : [...rows];
  const sortValue = query.sort ? paging.sortValues[query.sort] : undefined;
  if (sortValue) {
    const sign = query.order === 'desc' ? -1 : 1;
    found.sort((a, b) => {
      const x = sortValue(a);
      const y = sortValue(b);
      return (
        sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
      );
    });
  }
  const from = (query.page - 1) * query.pageSize;
  return {
    rows: found.slice(from, from + query.pageSize),
    total: found.length,
    totalCapped: false,
    page: query.page,
    pageSize: query.pageSize,
  };
}
