import type { VehicleState } from '../../../domain/schemas/tracking';

/**
 * The trucks a map shows, as a board hands them over on each refresh: which of them to look at again since the
 * last hand-over, and where to read each. Listing tens of thousands of trucks on every refresh to say that a
 * few thousand moved was, with the diff over that list, a long task a second on a large fleet.
 */
export interface ShownVehicles {
  /** The fleet version these are as of. */
  readonly version: number;
  /** The version `changed` counts from; null when there is none (a new filter), and every truck is news. */
  readonly since: number | null;
  /** Order ids that came, left or changed between `since` and `version`. */
  readonly changed: ReadonlySet<number>;
  /** Every truck shown, by order id. */
  readonly ids: readonly number[];
  /** A truck's state as it is now, while it is shown; undefined once it is not. */
  shown(orderId: number): VehicleState | undefined;
}

/**
 * The order ids a map must look at again on its next push, gathered across the hand-overs that came since the
 * last one (a map pushes less often than the board refreshes). A hand-over that does not count from the one
 * before (a new filter, or one the map never saw) makes every truck news again.
 */
export class VehiclesToLookAt {
  private readonly ids = new Set<number>();
  private everything = true;
  /** The last hand-over taken. */
  private taken: ShownVehicles | null = null;

  take(vehicles: ShownVehicles) {
    // The same hand-over again (its push redone at a new zoom) brings no news. (A new filter is a new hand-over
    // of the same fleet version.)
    if (vehicles === this.taken) return;
    if (vehicles.since === null || vehicles.since !== this.taken?.version) this.everything = true;
    else if (!this.everything) for (const id of vehicles.changed) this.ids.add(id);
    this.taken = vehicles;
  }

  /** The ids to look at: those gathered, or every one shown and every one `onMap`. Then starts afresh. */
  drain(vehicles: ShownVehicles, onMap: Iterable<number>): Iterable<number> {
    const ids = this.everything ? new Set([...onMap, ...vehicles.ids]) : new Set(this.ids);
    this.ids.clear();
    this.everything = false;
    return ids;
  }

  /** The next push looks at every truck shown and on the map, as after a hand-over it cannot count from. */
  lookAtEveryTruck() {
    this.everything = true;
  }

  /** The map's source is new: the next push fills it with every truck. */
  reset() {
    this.ids.clear();
    this.everything = true;
    this.taken = null;
  }
}
