import { type BoardFilter, type BoardRow, compareRows, sortRows } from '../../domain/boardRows';
import { ITEMS_PER_PAUSE, type Sliced } from '../../domain/slicedWork';

/**
 * The live board's refresh: once a second it changes the rows it shows in place (the trucks that moved leave
 * and come back at their new places) rather than sorting the whole fleet again.
 */

/** Whether two rows sit in the same place on the board. */
export const samePlace = (a: BoardRow, b: BoardRow) =>
  Object.is(a.key, b.key) && a.vehicleNumber === b.vehicleNumber;

/** The board's rows in order, with their order ids alongside: what the list shows, kept in step. */
export interface SortedBoard {
  readonly rows: readonly BoardRow[];
  readonly ids: readonly number[];
}

export const sortedBoard = (rows: readonly BoardRow[]): SortedBoard => ({
  rows,
  ids: rows.map((row) => row.orderId),
});

/** Where `row` is, or would go, in `rows`: the first index whose row does not sort before it. */
function placeOf(rows: readonly BoardRow[], row: BoardRow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRows(rows[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `board` without the rows in `leaving` (each exactly as it sits on the board), with `incoming` put in their
 * places. Each change is found by binary search and the runs of rows between them are copied as they are: on a
 * board of 50,000 trucks, comparing every row with the newcomers (and asking each whether it leaves) was most
 * of the once-a-second refresh. Pauses every few hundred changes.
 */
export function* mergeRows(
  board: SortedBoard,
  leaving: readonly BoardRow[],
  incoming: BoardRow[],
): Sliced<SortedBoard> {
  const { rows, ids } = board;
  const removals = yield* placesOf(rows, leaving);
  removals.sort((a, b) => a - b);
  // After a snapshot, every truck may be a newcomer.
  const sorted = yield* sortRows(incoming);
  // Insertion places are taken on the board as it was: equal places keep the newcomers' sorted order.
  const places = yield* placesOf(rows, sorted);
  const merged: BoardRow[] = [];
  const mergedIds: number[] = [];
  let from = 0;
  // A plain loop for each run of rows between two changes, with a pause every few hundred changes: the runs are
  // short, a generator for each cost more than its copying (three times, in a profile), and all 50,000 rows'
  // copying came to about 2 ms a refresh.
  const copyUpTo = (end: number) => {
    for (let i = from; i < end; i++) {
      merged.push(rows[i]!);
      mergedIds.push(ids[i]!);
    }
  };
  let removal = 0;
  let insertion = 0;
  while (removal < removals.length || insertion < sorted.length) {
    const removeAt = removals[removal] ?? Number.POSITIVE_INFINITY;
    const insertAt = places[insertion] ?? Number.POSITIVE_INFINITY;
    if (insertAt <= removeAt) {
      copyUpTo(insertAt);
      from = insertAt;
      const row = sorted[insertion++]!;
      merged.push(row);
      mergedIds.push(row.orderId);
    } else {
      copyUpTo(removeAt);
      from = removeAt + 1;
      removal += 1;
    }
    if ((removal + insertion) % ITEMS_PER_PAUSE === 0) yield;
  }
  copyUpTo(rows.length);
  return { rows: merged, ids: mergedIds };
}

function* placesOf(rows: readonly BoardRow[], wanted: readonly BoardRow[]): Sliced<number[]> {
  const places: number[] = [];
  for (const row of wanted) {
    places.push(placeOf(rows, row));
    if (places.length % ITEMS_PER_PAUSE === 0) yield;
  }
  return places;
}

export const sameFilter = (a: BoardFilter, b: BoardFilter) =>
  a.tab === b.tab &&
  a.plantId === b.plantId &&
  a.from === b.from &&
  a.to === b.to &&
  a.transporter === b.transporter &&
  a.alert === b.alert &&
  a.search === b.search &&
  a.sort === b.sort;

/** Whether two lists of ids are the same, with pauses: two boards of tens of thousands are compared whole. */
export function* sameIds(a: readonly number[], b: readonly number[]): Sliced<boolean> {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return false;
    if ((i + 1) % (ITEMS_PER_PAUSE * 8) === 0) yield;
  }
  return true;
}
