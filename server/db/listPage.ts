import { type AnyColumn, and, asc, Column, desc, is, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '../../src/domain/constants';
import type { ListQuery, Page } from '../../src/domain/schemas/list';
import type { Queryable } from './database';

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

/**
 * One of a search's alternatives (its number's start, its plate's, a party's ids…): the condition, and, for a
 * number's start, the columns by which a GiST index of the number (btree_gist: `orders_number_newest`) reads its
 * rows nearest a far date, newest or oldest first. A page sorted by one of them reads the alternative so: a
 * common start ("OUT-25", a year) may match only rows older than a year of others, which a walk of the sort
 * column's own index reads one by one before it finds the first; the GiST index finds it at once.
 */
export interface Alternative {
  where: SQL;
  nearest?: readonly AnyColumn[] | undefined;
}

/**
 * The ids of the rows of `table` that meet `where` and any of `alternatives` (a search's: its number, its plate,
 * its transporters…), each alternative's read up to `cap` + 1 by the index that serves it, and united: as many as
 * the rows below the cap, exactly (an alternative cut at the cap has as many rows as the cap and more, and then
 * so has the list). A list of them all, `where` and an OR, reads every row the OR's bitmap finds from the table.
 */
export function idsOfAny(
  db: Queryable,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  alternatives: readonly Alternative[],
  cap: number = LIST_COUNT_CAP,
): SQL {
  if (alternatives.length === 0) return sql`select null::integer as id where false`;
  const each = alternatives.map(
    (alternative) =>
      sql`(${db
        .select({ id })
        .from(table)
        .where(and(where, alternative.where))
        .limit(cap + 1)})`,
  );
  return sql.join(each, sql` union `);
}

/**
 * The capped count of the rows of `table` that meet `where` and any of `alternatives`, by `idsOfAny`: a common
 * plate prefix (tens of thousands of rows) is counted from its index alone where the index holds the columns,
 * without one read of the table, where an OR would read ten thousand scattered rows.
 */
export async function cappedCountOfAny(
  db: Queryable,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  alternatives: readonly Alternative[],
  cap: number = LIST_COUNT_CAP,
): Promise<CappedTotal> {
  if (alternatives.length === 0) return { total: 0, totalCapped: false };
  return cappedCount(
    db,
    sql`select 1 from (${idsOfAny(db, table, id, where, alternatives, cap)}) as any_of`,
    cap,
  );
}

/**
 * Where a page is read from when the reader steps to the next or previous page: the row next to it, which the
 * list's index finds directly, rather than an offset that walks every row before the page. Only a sort column
 * that is never null allows it (a row comparison does not order nulls), and the id breaks its ties.
 */
interface Seek {
  /** The id of the row the reader saw last (stepping forward) or first (stepping back). */
  boundary: number;
  forward: boolean;
  ascending: boolean;
  sortColumn: Column;
  idColumn: AnyColumn;
}

const seekOf = (query: ListQuery, sortColumn: AnyColumn | SQL, idColumn: AnyColumn): Seek | undefined => {
  const boundary = query.after ?? query.before;
  if (boundary === undefined || query.page === 1 || !is(sortColumn, Column) || !sortColumn.notNull) return;
  return {
    boundary,
    forward: query.after !== undefined,
    ascending: query.order !== 'desc',
    sortColumn,
    idColumn,
  };
};

/** A page's place in the whole list: its ORDER BY (ties broken by id, so paging is stable) and its window. */
export const pageWindow = (query: ListQuery, sortColumn: AnyColumn | SQL, idColumn: AnyColumn) => {
  const direction = query.order === 'desc' ? desc : asc;
  return {
    sortColumn,
    ascending: query.order !== 'desc',
    orderBy: [direction(sortColumn), direction(idColumn)] as const,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    /** Set when the page may be read from a row the reader saw (`pageIds` does; a short master list skips). */
    seek: seekOf(query, sortColumn, idColumn),
  };
};

export type PageWindow = ReturnType<typeof pageWindow>;

/**
 * Far dates a GiST index reads an alternative's rows nearest to: newest first, or oldest first; as the column's
 * type (a time or a date), so that the distance is the index's own.
 */
const FAR = { future: '9999-12-31T00:00:00Z', past: '0001-01-01T00:00:00Z' };

/**
 * The ids of a page, read from the list's own table alone (its conditions must not need a join), to join the
 * page's names and details onto: those joins then run for the page's rows only, not for every row the offset
 * skips, and the offset walks the index that matches the filter and sort. A window with a seek reads from its
 * boundary row instead; the boundary is looked up under the list's own conditions, so a row of another tenant
 * or out of the list positions nothing (and `rowsOfPage` falls back to the offset).
 *
 * A search's `alternatives` (rows meeting `where` and any of them) are read each on its own, its first rows up to
 * the page's end in the page's order, by its own index, and the page is the first of them all: one query of an
 * OR has one plan, a walk of the sort column's index that reads every row until enough meet the OR, and a number
 * or plate start whose rows are all old has it read a year of others first. An alternative with the sort column
 * among its `nearest` is read by distance from a far date (its GiST index), with its ties, so that the first rows
 * by the sort column and the id are among them.
 */
export const pageIds = <Id extends PgColumn>(
  db: Queryable,
  table: PgTable,
  id: Id,
  where: SQL | undefined,
  window: PageWindow,
  alternatives?: readonly Alternative[],
) => {
  const { seek } = window;
  // The rows of the list: its conditions and, for a search, any of its alternatives (where a seek's boundary is
  // looked for, so that a row the search no longer finds positions nothing).
  const listed = alternatives ? and(where, or(...alternatives.map((a) => a.where)) ?? sql`false`) : where;
  let bounded = where;
  let orderBy: readonly SQL[] = window.orderBy;
  let ascending = window.ascending;
  let offset = window.offset;
  if (seek) {
    const { sortColumn: sort, idColumn } = seek;
    // The rows past the boundary in the list's order; a page before it is the nearest rows read backwards (the
    // caller's ORDER BY puts them back in the list's order).
    const later = seek.forward === seek.ascending;
    const step = later ? asc : desc;
    const boundary = sql`(select ${sort}, ${idColumn} from ${table} where ${idColumn} = ${seek.boundary} and ${listed ?? sql`true`})`;
    bounded = and(where, sql`(${sort}, ${idColumn}) ${sql.raw(later ? '>' : '<')} ${boundary}`);
    orderBy = [step(sort), step(idColumn)];
    ascending = later;
    offset = 0;
  }
  const ids = db.select({ id }).from(table);
  if (!alternatives) {
    return ids
      .where(bounded)
      .orderBy(...orderBy)
      .limit(window.limit)
      .offset(offset)
      .as('page_ids');
  }
  const first = offset + window.limit;
  const each = alternatives.map((alternative) => {
    const matching = and(bounded, alternative.where);
    const nearest = alternative.nearest?.find((column) => column === window.sortColumn);
    if (nearest !== undefined) {
      const far = ascending ? FAR.past : FAR.future;
      return sql`(select ${id} from ${table} where ${matching}
        order by ${nearest} <-> ${far}::${sql.raw(nearest.getSQLType())} fetch first ${sql.raw(String(first))} rows with ties)`;
    }
    return sql`(${db
      .select({ id })
      .from(table)
      .where(matching)
      .orderBy(...orderBy)
      .limit(first)})`;
  });
  const found = alternatives.length > 0 ? sql.join(each, sql` union all `) : sql`select null::integer`;
  return ids
    .where(sql`${id} in (${found})`)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(offset)
    .as('page_ids');
};

/**
 * A page's rows, read by its seek when it has one, and by its offset when the seek finds nothing: the boundary
 * row has left the list since the reader saw it (deleted, or moved to another tab), or the page is past the end.
 */
export async function rowsOfPage<Row>(
  window: PageWindow,
  read: (window: PageWindow) => Promise<Row[]>,
): Promise<Row[]> {
  const rows = await read(window);
  return rows.length > 0 || !window.seek ? rows : read({ ...window, seek: undefined });
}

/** One page: the rows of the window and the capped count of the whole list, read side by side. */
export async function pageOfRows<Row>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  rows: Promise<Row[]>,
  total: Promise<CappedTotal>,
): Promise<Page<Row>> {
  const [found, counted] = await Promise.all([rows, total]);
  return { rows: found, ...counted, page: query.page, pageSize: query.pageSize };
}
