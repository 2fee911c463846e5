import { type AnyColumn, and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { ListQuery, Page } from '../../src/domain/schemas/list';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/likePattern';
import { startOfIndianDay } from '../indianDate';

const DAY_MS = 86_400_000;

/** What the list query of every master carries (masterListQuery). */
export type MasterQuery = ListQuery & { status?: string | undefined };

/** The columns every master's list filters on. */
export interface FilterColumns {
  status?: AnyColumn;
  createdAt?: AnyColumn;
  /** Searched for the text anywhere, case-insensitively: columns, or expressions (a joined row's text). */
  searchIn: readonly (AnyColumn | SQL)[];
}

/**
 * The conditions of a master's list beyond its scope: Active / Deactive, the search text, and the created
 * dates (Indian calendar days, both inclusive).
 */
export function listFilters(query: MasterQuery, columns: FilterColumns): SQL[] {
  const found: SQL[] = [];
  if (query.status && columns.status) found.push(eq(columns.status, query.status));
  if (query.search && columns.searchIn.length > 0) {
    const pattern = likePattern(query.search);
    found.push(or(...columns.searchIn.map((column) => ilike(column, pattern)))!);
  }
  if (columns.createdAt && query.from) found.push(gte(columns.createdAt, startOfIndianDay(query.from)));
  if (columns.createdAt && query.to)
    found.push(lt(columns.createdAt, new Date(startOfIndianDay(query.to).getTime() + DAY_MS)));
  return found;
}

/** A page's place in the whole list: its ORDER BY (ties broken by id, so paging is stable) and its window. */
export const pageWindow = (query: ListQuery, sortColumn: AnyColumn | SQL, idColumn: AnyColumn) => {
  const direction = query.order === 'desc' ? desc : asc;
  return {
    orderBy: [direction(sortColumn), direction(idColumn)] as const,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
};

/** One page: the rows of the window and the count of the whole list, read side by side. */
export async function pageOfRows<Row>(
  query: ListQuery,
  rows: Promise<Row[]>,
  total: Promise<{ n: number }[]>,
): Promise<Page<Row>> {
  const [found, [counted]] = await Promise.all([rows, total]);
  return { rows: found, total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** `count()` as the total of a page. */
export const totalOf = (db: Queryable) => db.select({ n: count() });

/** The conditions joined, for `.where`. */
export const allOf = (conditions: readonly SQL[]) => and(...conditions);
