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
 * Each sort puts what needs attention first; ties (and NaN from two missing values) fall back to the vehicle
 * number so rows do not jump.
 */
const COMPARE: Record<SortKey, (a: VehicleState, b: VehicleState) => number> = {
  delay: (a, b) => b.delayMinutes - a.delayMinutes || b.alerts.length - a.alerts.length,
  eta: (a, b) => time(a.etaAt) - time(b.etaAt),
  // Oldest fix first: the trucks that went quiet.
  lastFix: (a, b) => fixTime(a) - fixTime(b),
  vehicle: () => 0,
  progress: (a, b) => b.progress - a.progress,
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

/** The board's rows: the tab's vehicles that pass every filter, in the chosen order. */
export function boardRows(vehicles: readonly VehicleState[], filter: BoardFilter): VehicleState[] {
  const needle = filter.search.trim().toLowerCase();
  const rows = vehicles.filter(
    (v) =>
      inTab(v, filter.tab) &&
      (filter.plantId === null || v.plantId === filter.plantId) &&
      (filter.transporter === null || v.transporterName === filter.transporter) &&
      (filter.alert === null || v.alerts.includes(filter.alert)) &&
      matchesSearch(v, needle),
  );
  const compare = COMPARE[filter.sort];
  return rows.sort((a, b) => compare(a, b) || a.vehicleNumber.localeCompare(b.vehicleNumber));
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
