import {
  BOARD_TABS,
  type BoardFilter,
  type BoardRow,
  type BoardTab,
  boardRow,
  criteriaFilter,
  inTab,
  rowFilter,
  slicedBoardRows,
} from '../../domain/boardRows';
import type { VehicleState } from '../../domain/schemas/tracking';
import { ITEMS_PER_PAUSE, runToEnd, type Sliced } from '../../domain/slicedWork';
import type { FleetView } from '../../streams/fleetStore';
import type { ShownVehicles } from '../components/map/shownVehicles';
import { mergeRows, type SortedBoard, sameFilter, sameIds, samePlace, sortedBoard } from './boardRefresh';

export interface BoardChoices {
  plants: { value: string; label: string }[];
  transporters: string[];
}

/**
 * What the board screen shows around its rows, derived from the whole fleet; as ShownVehicles, what its map
 * draws: the rows' trucks, and which of them came, left or changed since the summary before.
 */
export interface BoardSummary extends ShownVehicles {
  /** Order ids in board order; the same array while membership and order hold, so the list does not render. */
  readonly ids: readonly number[];
  /** Every truck of the direction, whatever the filters. */
  readonly total: number;
  /**
   * Trucks per tab under every filter but the tab's (`all` is the heading's count); the same object while the
   * counts hold, so the tabs do not render.
   */
  readonly counts: Readonly<Record<BoardTab, number>>;
  /** Same object while the plants and transporters on the board stay the same, so the pickers do not render. */
  readonly choices: BoardChoices;
  /** What the next refresh starts from. */
  readonly basis: SummaryBasis;
}

interface SummaryBasis {
  readonly filter: BoardFilter;
  readonly version: number;
  readonly board: SortedBoard;
  /** Trucks per plant and per transporter: a picker lists a name while it has trucks on the board. */
  readonly plants: ReadonlyMap<number, { name: string; trucks: number }>;
  readonly transporters: ReadonlyMap<string, number>;
}

export type FleetJournal = Pick<FleetView, 'byId' | 'version' | 'changedSince'>;

/**
 * The board's summary of the fleet, from `previous` when there is one under the same filter: only the vehicles
 * that changed since are looked at again, counted again and put back in their places (mergeRows). Looking at the
 * whole fleet once a second was the board's longest task at ten thousand trucks.
 */
export const summariseBoard = (
  fleet: FleetJournal,
  filter: BoardFilter,
  previous: BoardSummary | null,
): BoardSummary => runToEnd(summarisingBoard(fleet, filter, previous));

/**
 * summariseBoard with pauses, for the refresh while trucks move: at 50,000 trucks and thousands of fixes a
 * second, one refresh is longer than a task should be. The fleet is read before the first pause (the changes
 * and each changed truck as it is then), so however the store moves on between slices, the summary is of the
 * fleet at one version, and the next one counts from there.
 */
export function* summarisingBoard(
  fleet: FleetJournal,
  filter: BoardFilter,
  previous: BoardSummary | null,
): Sliced<BoardSummary> {
  const version = fleet.version;
  const changes =
    previous && sameFilter(previous.basis.filter, filter) ? fleet.changedSince(previous.basis.version) : null;
  // Its arguments read the fleet now; the generator's body runs after the pause.
  const drafting =
    changes && previous
      ? update(previous, fleet.byId.size, version, changesThen(fleet, changes))
      : fresh([...fleet.byId.values()], version, filter);
  // The fleet is read: from here on the store may move on.
  yield;
  const next = yield* drafting;
  const passes = rowFilter(filter);
  // Read when the map pushes, up to a couple of seconds later: the truck as it is then. One that changed
  // since is in the next summary's `changed`, so the map looks at it again.
  const shown = (orderId: number) => {
    const vehicle = fleet.byId.get(orderId);
    return vehicle && passes(vehicle) ? vehicle : undefined;
  };
  return { ...(yield* keepUnchanged(next, previous)), version, shown };
}

/** Each changed vehicle as it was and as it is now: what `update` works from, whatever comes after. */
type Change = readonly [orderId: number, before: VehicleState | undefined, after: VehicleState | undefined];

function changesThen(fleet: FleetJournal, changes: ReadonlyMap<number, VehicleState | undefined>): Change[] {
  const then: Change[] = [];
  for (const [orderId, before] of changes) then.push([orderId, before, fleet.byId.get(orderId)]);
  return then;
}

type Draft = Omit<BoardSummary, 'ids' | 'choices' | 'version' | 'shown'> & { choices: BoardChoices | null };

const NOTHING_CHANGED: ReadonlySet<number> = new Set();

function* fresh(vehicles: readonly VehicleState[], version: number, filter: BoardFilter): Sliced<Draft> {
  const tally = new Tally(criteriaFilter(filter), emptyCounts(), new Map(), new Map());
  for (let i = 0; i < vehicles.length; i++) {
    tally.add(vehicles[i]!, 1);
    if ((i + 1) % ITEMS_PER_PAUSE === 0) yield;
  }
  return {
    since: null,
    changed: NOTHING_CHANGED,
    total: vehicles.length,
    counts: tally.counts,
    choices: null,
    basis: {
      filter,
      version,
      board: sortedBoard(yield* slicedBoardRows(vehicles, filter)),
      plants: tally.plants,
      transporters: tally.transporters,
    },
  };
}

function* update(
  previous: BoardSummary,
  total: number,
  version: number,
  changes: readonly Change[],
): Sliced<Draft> {
  const { basis } = previous;
  const { filter } = basis;
  const passes = rowFilter(filter);
  const tally = new Tally(
    criteriaFilter(filter),
    { ...previous.counts },
    new Map(basis.plants),
    new Map(basis.transporters),
  );
  const leaving: BoardRow[] = [];
  const incoming: BoardRow[] = [];
  const changed = new Set<number>();
  for (let i = 0; i < changes.length; i++) {
    if ((i + 1) % ITEMS_PER_PAUSE === 0) yield;
    const [orderId, before, after] = changes[i]!;
    // Every truck that changed, shown or not, even one back as it was: the map reads a truck as it is when it
    // pushes, which may be after this summary's version, so the map may hold a state this summary never saw.
    changed.add(orderId);
    if (before === after) continue;
    // The newcomer first, so a truck that stays does not empty its plant's count on the way.
    if (after) tally.add(after, 1);
    if (before) tally.add(before, -1);
    const was = before && passes(before) ? boardRow(before, filter.sort) : null;
    const now = after && passes(after) ? boardRow(after, filter.sort) : null;
    // A truck that moved without changing its place on the board (most of them) stays where it is.
    if (was && now && samePlace(was, now)) continue;
    if (was) leaving.push(was);
    if (now) incoming.push(now);
  }
  const board =
    leaving.length === 0 && incoming.length === 0
      ? basis.board
      : yield* mergeRows(basis.board, leaving, incoming);
  return {
    since: basis.version,
    changed,
    total,
    counts: tally.counts,
    choices: tally.namesChanged ? null : previous.choices,
    basis: {
      ...basis,
      version,
      board,
      plants: tally.plants,
      transporters: tally.transporters,
    },
  };
}

/** Keeps the previous summary's parts that are equal to the new ones, so what shows them does not render. */
function* keepUnchanged(
  draft: Draft,
  previous: BoardSummary | null,
): Sliced<Omit<BoardSummary, 'version' | 'shown'>> {
  const { ids } = draft.basis.board;
  const choices = draft.choices ?? choicesOf(draft.basis);
  return {
    ...draft,
    ids: previous && (yield* sameIds(previous.ids, ids)) ? previous.ids : ids,
    counts: previous && sameCounts(previous.counts, draft.counts) ? previous.counts : draft.counts,
    choices: previous && sameChoices(previous.choices, choices) ? previous.choices : choices,
  };
}

/**
 * Counts by tab (of the trucks that pass the filters), plant and transporter (of every truck, so a picker
 * still offers what another filter hides), as vehicles come (+1) and go (−1).
 */
class Tally {
  /** Whether a plant or transporter appeared or left, so the pickers' lists change. */
  namesChanged = false;

  constructor(
    private readonly counted: (vehicle: VehicleState) => boolean,
    readonly counts: Record<BoardTab, number>,
    readonly plants: Map<number, { name: string; trucks: number }>,
    readonly transporters: Map<string, number>,
  ) {}

  add(vehicle: VehicleState, sign: 1 | -1) {
    if (this.counted(vehicle))
      for (const { value } of BOARD_TABS) if (inTab(vehicle, value)) this.counts[value] += sign;
    const plant = this.plants.get(vehicle.plantId);
    const trucks = (plant?.trucks ?? 0) + sign;
    // A plant is named after its newest truck's news; a leaving truck's copy may be older.
    const name = sign === 1 || !plant ? vehicle.plantName : plant.name;
    this.namesChanged ||= trucks === 0 || plant?.name !== name;
    if (trucks === 0) this.plants.delete(vehicle.plantId);
    else this.plants.set(vehicle.plantId, { name, trucks });
    const carried = (this.transporters.get(vehicle.transporterName) ?? 0) + sign;
    this.namesChanged ||= carried === 0 || (carried === 1 && sign === 1);
    if (carried === 0) this.transporters.delete(vehicle.transporterName);
    else this.transporters.set(vehicle.transporterName, carried);
  }
}

const emptyCounts = (): Record<BoardTab, number> => ({ all: 0, 'on-road': 0, 'at-plant': 0, alerts: 0 });

function choicesOf({ plants, transporters }: SummaryBasis): BoardChoices {
  return {
    plants: [...plants]
      .map(([id, { name }]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    transporters: [...transporters.keys()].sort((a, b) => a.localeCompare(b)),
  };
}

const sameCounts = (a: BoardSummary['counts'], b: BoardSummary['counts']) =>
  BOARD_TABS.every(({ value }) => a[value] === b[value]);

const sameChoices = (a: BoardChoices, b: BoardChoices) =>
  a.transporters.length === b.transporters.length &&
  a.transporters.every((name, i) => name === b.transporters[i]) &&
  a.plants.length === b.plants.length &&
  a.plants.every((plant, i) => plant.value === b.plants[i]?.value && plant.label === b.plants[i]?.label);
