import type { AlertKind, VehicleState } from '../../domain/schemas/tracking';

/** Board tabs by where the truck is in its trip; unknown tabs in the address read as "all". */
export const BOARD_TABS = [
  { value: 'all', label: 'All' },
  { value: 'on-road', label: 'On the road' },
  { value: 'at-plant', label: 'At the plant' },
  { value: 'alerts', label: 'With alerts' },
] as const;
export type BoardTab = (typeof BOARD_TABS)[number]['value'];

export const boardTab = (param: string | undefined): BoardTab =>
  BOARD_TABS.find((tab) => tab.value === param)?.value ?? 'all';

/** Where a truck stands at the plant; every other tracked status has it on a road (gate-out of an outbound trip included). */
const AT_PLANT = new Set(['at_gate', 'gate_in', 'loading', 'unloading']);

const inTab = (vehicle: VehicleState, tab: BoardTab): boolean => {
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
  plantId: number | null;
  transporter: string | null;
  alert: AlertKind | null;
  search: string;
  sort: SortKey;
}

export const DEFAULT_FILTER: Omit<BoardFilter, 'tab'> = {
  plantId: null,
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

const byKeyThenVehicle = (
  a: { vehicle: VehicleState; key: number },
  b: { vehicle: VehicleState; key: number },
) =>
  a.key - b.key ||
  (a.vehicle.vehicleNumber < b.vehicle.vehicleNumber
    ? -1
    : a.vehicle.vehicleNumber > b.vehicle.vehicleNumber
      ? 1
      : 0);

/**
 * The board's rows: the tab's vehicles that pass every filter, in the chosen order. Ties (and NaN from two
 * missing values) fall back to the vehicle number so rows do not jump; vehicle numbers are upper-case letters
 * and digits, so plain comparison orders them as a collator would, many times faster.
 *
 * `previousOrder` (order id → row index on the board as shown) lays the rows out as they were before sorting:
 * between two refreshes few trucks change place, and the engine's sort (TimSort) finishes nearly sorted input
 * in close to linear time.
 */
export function boardRows(
  vehicles: readonly VehicleState[],
  filter: BoardFilter,
  previousOrder?: ReadonlyMap<number, number>,
): VehicleState[] {
  const needle = filter.search.trim().toLowerCase();
  const keyOf = SORT_KEY[filter.sort];
  // Filled up front: writing far past the end of an empty array makes the engine fall back to a slow, sparse one.
  const placed: ({ vehicle: VehicleState; key: number } | null)[] = new Array(previousOrder?.size ?? 0).fill(
    null,
  );
  const fresh: { vehicle: VehicleState; key: number }[] = [];
  for (const v of vehicles) {
    if (
      !inTab(v, filter.tab) ||
      (filter.plantId !== null && v.plantId !== filter.plantId) ||
      (filter.transporter !== null && v.transporterName !== filter.transporter) ||
      (filter.alert !== null && !v.alerts.includes(filter.alert)) ||
      !matchesSearch(v, needle)
    )
      continue;
    const row = { vehicle: v, key: keyOf(v) };
    const at = previousOrder?.get(v.orderId);
    if (at === undefined) fresh.push(row);
    else placed[at] = row;
  }
  const rows = placed.filter((row) => row !== null).concat(fresh);
  rows.sort(byKeyThenVehicle);
  return rows.map((row) => row.vehicle);
}

/** Tab counts for the tab labels. */
export function tabCounts(vehicles: readonly VehicleState[]): Record<BoardTab, number> {
  const counts: Record<BoardTab, number> = { all: 0, 'on-road': 0, 'at-plant': 0, alerts: 0 };
  for (const v of vehicles) for (const { value } of BOARD_TABS) if (inTab(v, value)) counts[value] += 1;
  return counts;
}

/** Plants and transporters present on the board, for the filter pickers. */
export function filterChoices(vehicles: readonly VehicleState[]) {
  const plants = new Map<number, string>();
  const transporters = new Set<string>();
  for (const v of vehicles) {
    plants.set(v.plantId, v.plantName);
    transporters.add(v.transporterName);
  }
  return {
    plants: [...plants]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    transporters: [...transporters].sort((a, b) => a.localeCompare(b)),
  };
}

export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
