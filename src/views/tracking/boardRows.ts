import { isoToIndianWallTime } from '../../domain/indianTime';
import type { AlertKind, VehicleState } from '../../domain/schemas/tracking';
import { ITEMS_PER_PAUSE, runToEnd, type Sliced } from '../../streams/timeSlices';

/** Board tabs by where the truck is in its trip; unknown tabs in the address read as "all". */
export const BOARD_TABS = [
  { value: 'all', label: 'tracking.board.tabs.all' },
  { value: 'on-road', label: 'tracking.board.tabs.onRoad' },
  { value: 'at-plant', label: 'tracking.board.tabs.atPlant' },
  { value: 'alerts', label: 'tracking.board.tabs.alerts' },
] as const;
export type BoardTab = (typeof BOARD_TABS)[number]['value'];

export const boardTab = (param: string | undefined): BoardTab =>
  BOARD_TABS.find((tab) => tab.value === param)?.value ?? 'all';

/** Where a truck stands at the plant; every other tracked status has it on a road (gate-out of an outbound trip included). */
const AT_PLANT = new Set(['at_gate', 'gate_in', 'loading', 'unloading']);

export const inTab = (vehicle: VehicleState, tab: BoardTab): boolean => {
  switch (tab) {
    case 'all':
      return true;
    case 'on-road':
      return !AT_PLANT.has(vehicle.status);
    case 'at-plant':
      return AT_PLANT.has(vehicle.status);
    case 'alerts':
      return vehicle.alerts.length > 0;
  }
};

export const SORT_KEYS = ['delay', 'eta', 'lastFix', 'vehicle', 'progress'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface BoardFilter {
  tab: BoardTab;
  /** The header's plant (kept in the session), as every list is narrowed by it. */
  plantId: number | null;
  /** The header's date range over the pickup day, Y-m-d in India, both ends included; null is open. */
  from: string | null;
  to: string | null;
  transporter: string | null;
  alert: AlertKind | null;
  search: string;
  sort: SortKey;
}

export const DEFAULT_FILTER: Omit<BoardFilter, 'tab'> = {
  plantId: null,
  from: null,
  to: null,
  transporter: null,
  alert: null,
  search: '',
  sort: 'delay',
};

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.POSITIVE_INFINITY);
/** A truck never heard from is the quietest of all. */
const fixTime = (v: VehicleState) => (v.lastFix ? Date.parse(v.lastFix.at) : Number.NEGATIVE_INFINITY);

/**
 * Each sort puts what needs attention first, as a number to sort ascending on: computed once per vehicle
 * rather than once per comparison, which on a board of tens of thousands is the difference between a few
 * milliseconds and a dropped frame.
 */
const SORT_KEY: Record<SortKey, (v: VehicleState) => number> = {
  // Most late first, then most alerts.
  delay: (v) => -(v.delayMinutes * 16 + Math.min(v.alerts.length, 15)),
  eta: (v) => time(v.etaAt),
  // Oldest fix first: the trucks that went quiet.
  lastFix: fixTime,
  vehicle: () => 0,
  progress: (v) => -v.progress,
};

const matchesSearch = (vehicle: VehicleState, needle: string) =>
  needle === '' ||
  [
    vehicle.vehicleNumber,
    vehicle.orderNumber,
    vehicle.transporterName,
    vehicle.placeName ?? '',
    vehicle.origin.name,
    vehicle.destination.name,
  ]
    .join('\u0000')
    .toLowerCase()
    .includes(needle);

/** A row's place on the board: its sort key, then the vehicle number, then the order id. */
export interface BoardRow {
  readonly orderId: number;
  readonly key: number;
  readonly vehicleNumber: string;
}

/** The pickup's calendar day in India, as the order lists' pickup range reads it. */
const pickupDay = (v: VehicleState) => isoToIndianWallTime(v.pickupAt).slice(0, 10);

const inDays = (v: VehicleState, from: string | null, to: string | null) => {
  if (from === null && to === null) return true;
  const day = pickupDay(v);
  return (from === null || day >= from) && (to === null || day <= to);
};

/**
 * Whether a vehicle passes every filter but the tab's: what the tab counts and the heading count, so a number
 * on screen is always the number of rows a click would show.
 */
export function criteriaFilter(filter: BoardFilter): (vehicle: VehicleState) => boolean {
  const needle = filter.search.trim().toLowerCase();
  return (v) =>
    (filter.plantId === null || v.plantId === filter.plantId) &&
    (filter.transporter === null || v.transporterName === filter.transporter) &&
    (filter.alert === null || v.alerts.includes(filter.alert)) &&
    inDays(v, filter.from, filter.to) &&
    matchesSearch(v, needle);
}

/** Whether a vehicle is on the board under `filter`. */
export function rowFilter(filter: BoardFilter): (vehicle: VehicleState) => boolean {
  const passes = criteriaFilter(filter);
  return (v) => inTab(v, filter.tab) && passes(v);
}

export const boardRow = (vehicle: VehicleState, sort: SortKey): BoardRow => ({
  orderId: vehicle.orderId,
  key: SORT_KEY[sort](vehicle),
  vehicleNumber: vehicle.vehicleNumber,
});

/**
 * Ties (and NaN from two missing values) fall back to the vehicle number so rows do not jump; vehicle numbers
 * are upper-case letters and digits, so plain comparison orders them as a collator would, many times faster.
 */
export const compareRows = (a: BoardRow, b: BoardRow) =>
  a.key - b.key ||
  (a.vehicleNumber < b.vehicleNumber ? -1 : a.vehicleNumber > b.vehicleNumber ? 1 : 0) ||
  a.orderId - b.orderId;

/** Whether two rows sit in the same place on the board. */
export const samePlace = (a: BoardRow, b: BoardRow) =>
  Object.is(a.key, b.key) && a.vehicleNumber === b.vehicleNumber;

/** The board's rows: the tab's vehicles that pass every filter, in the chosen order. */
export const boardRows = (vehicles: Iterable<VehicleState>, filter: BoardFilter): BoardRow[] =>
  runToEnd(slicedBoardRows(vehicles, filter));

/** boardRows with pauses, for a board that must not hold the page while it takes a whole fleet. */
export function* slicedBoardRows(vehicles: Iterable<VehicleState>, filter: BoardFilter): Sliced<BoardRow[]> {
  const passes = rowFilter(filter);
  const rows: BoardRow[] = [];
  let looked = 0;
  for (const v of vehicles) {
    if (passes(v)) rows.push(boardRow(v, filter.sort));
    if (++looked % ITEMS_PER_PAUSE === 0) yield;
  }
  return yield* sortRows(rows);
}

/** Rows sorted natively in runs of this many, each within a slice, then merged pairwise with pauses. */
const SORTED_RUN = 2_048;

/** `rows` in board order: a sort of tens of thousands of rows in one go is a long task of its own. */
function* sortRows(rows: BoardRow[]): Sliced<BoardRow[]> {
  if (rows.length <= SORTED_RUN) return rows.sort(compareRows);
  let from = rows;
  for (let start = 0; start < rows.length; start += SORTED_RUN) {
    const run = rows.slice(start, start + SORTED_RUN).sort(compareRows);
    for (let i = 0; i < run.length; i++) rows[start + i] = run[i]!;
    yield;
  }
  let to: BoardRow[] = new Array(rows.length);
  let merged = 0;
  for (let width = SORTED_RUN; width < rows.length; width *= 2) {
    for (let start = 0; start < rows.length; start += 2 * width) {
      const middle = Math.min(start + width, rows.length);
      const end = Math.min(start + 2 * width, rows.length);
      let left = start;
      let right = middle;
      // Ties take the left run's row first: equal rows keep their order, as the native sort does.
      for (let out = start; out < end; out++) {
        to[out] =
          right >= end || (left < middle && compareRows(from[left]!, from[right]!) <= 0)
            ? from[left++]!
            : from[right++]!;
        if (++merged % ITEMS_PER_PAUSE === 0) yield;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

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
  incoming.sort(compareRows);
  // Insertion places are taken on the board as it was: equal places keep the newcomers' sorted order.
  const places = yield* placesOf(rows, incoming);
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
  while (removal < removals.length || insertion < incoming.length) {
    const removeAt = removals[removal] ?? Number.POSITIVE_INFINITY;
    const insertAt = places[insertion] ?? Number.POSITIVE_INFINITY;
    if (insertAt <= removeAt) {
      copyUpTo(insertAt);
      from = insertAt;
      const row = incoming[insertion++]!;
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
