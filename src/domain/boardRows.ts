import { isoToIndianWallTime } from './indianTime';
import type { AlertKind, VehicleState } from './schemas/tracking';
import { ITEMS_PER_PAUSE, runToEnd, type Sliced } from './slicedWork';

/**
 * The tracking board's rows, as the board and its export both read them: which vehicles a tab and the filters
 * keep, and in what order. The live board's in-place refresh of these rows is `src/views/tracking/boardRefresh.ts`.
 */

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
export function* sortRows(rows: BoardRow[]): Sliced<BoardRow[]> {
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
