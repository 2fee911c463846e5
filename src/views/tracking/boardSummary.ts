import type { VehicleState } from '../../domain/schemas/tracking';
import { type BoardFilter, type BoardTab, boardRows, filterChoices, sameIds, tabCounts } from './boardRows';

/** What the board screen shows around its rows, derived from the whole fleet in one go. */
export interface BoardSummary {
  /** Order ids in board order; the same array while membership and order hold, so the list does not render. */
  readonly ids: readonly number[];
  /** Each id's index in `ids`: where the next refresh starts sorting from. */
  readonly order: ReadonlyMap<number, number>;
  /** The rows' vehicles as they were when the order was taken: what the map draws. */
  readonly vehicles: readonly VehicleState[];
  readonly total: number;
  readonly counts: Readonly<Record<BoardTab, number>>;
  /** Same object while the plants and transporters on the board stay the same, so the pickers do not render. */
  readonly choices: ReturnType<typeof filterChoices>;
}

const sameCounts = (a: BoardSummary['counts'], b: BoardSummary['counts']) =>
  (Object.keys(a) as BoardTab[]).every((tab) => a[tab] === b[tab]);

const sameChoices = (a: BoardSummary['choices'], b: BoardSummary['choices']) =>
  a.transporters.length === b.transporters.length &&
  a.transporters.every((name, i) => name === b.transporters[i]) &&
  a.plants.length === b.plants.length &&
  a.plants.every((plant, i) => plant.value === b.plants[i]?.value && plant.label === b.plants[i]?.label);

/** The board's summary of `vehicles`, reusing the parts of `previous` that did not change. */
export function summariseBoard(
  vehicles: readonly VehicleState[],
  filter: BoardFilter,
  previous: BoardSummary | null,
): BoardSummary {
  const rows = boardRows(vehicles, filter, previous?.order);
  const next = rows.map((vehicle) => vehicle.orderId);
  const ids = previous && sameIds(previous.ids, next) ? previous.ids : next;
  const counts = tabCounts(vehicles);
  const choices = filterChoices(vehicles);
  return {
    ids,
    order: ids === previous?.ids ? previous.order : new Map(ids.map((id, index) => [id, index])),
    vehicles: rows,
    total: vehicles.length,
    counts: previous && sameCounts(previous.counts, counts) ? previous.counts : counts,
    choices: previous && sameChoices(previous.choices, choices) ? previous.choices : choices,
  };
}
