import { type AnyColumn, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery, Page } from '../../src/domain/schemas/list';
import type { Queryable } from './database';

/**
 * How far a list counts its rows exactly. Past it the page says "10,000+": counting a million matching rows
 * costs more than reading the page itself, and nobody pages through ten thousand rows to the last one.
 */
export const LIST_COUNT_CAP = 10_000;

/** A list's total: exact up to the cap, otherwise the cap with `totalCapped` set. */
export type CappedTotal = Pick<Page<unknown>, 'total' | 'totalCapped'>;

/**
 * The select of the rows a list's count runs over: one constant column, so the count can read an index alone.
 * Add `.from(…).where(…)` (and the joins its conditions need) and hand it to `cappedCount`.
 */
export const matchingRows = (db: Queryable) => db.select({ one: sql`1` });

/** Counts the rows of `matching` (a select without ORDER BY or LIMIT) up to the cap, stopping there. */
export async function cappedCount(
  db: Queryable,
  matching: SQLWrapper,
  cap: number = LIST_COUNT_CAP,
): Promise<CappedTotal> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(${matching} limit ${sql.raw(String(cap + 1))}) as matching`);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
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

export type PageWindow = ReturnType<typeof pageWindow>;

/**
 * The ids of a page, read from the list's own table alone (its conditions must not need a join), to join the
 * page's names and details onto: those joins then run for the page's rows only, not for every row the offset
 * skips, and the offset walks the index that matches the filter and sort.
 */
export const pageIds = <Id extends PgColumn>(
  db: Queryable,
  table: PgTable,
  id: Id,
  where: SQL | undefined,
  window: PageWindow,
) =>
  db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset)
    .as('page_ids');

/** One page: the rows of the window and the capped count of the whole list, read side by side. */
export async function pageOfRows<Row>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  rows: Promise<Row[]>,
  total: Promise<CappedTotal>,
): Promise<Page<Row>> {
  const [found, counted] = await Promise.all([rows, total]);
  return { rows: found, ...counted, page: query.page, pageSize: query.pageSize };
}
