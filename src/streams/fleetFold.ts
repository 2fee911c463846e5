import type { FleetSnapshot, VehicleState } from '../domain/schemas/tracking';

/**
 * The board's state as a fold of the snapshot and the deltas after it, applied in place: the store owns it,
 * and copying a map of tens of thousands of trucks for every batch was the board's largest script cost.
 *
 * `floorSeq` is the sequence of the last snapshot: a delta at or below it is already inside the snapshot (or
 * is about a vehicle the snapshot no longer lists), so it is ignored. Above the floor, a vehicle takes a delta
 * only when it is newer than what the vehicle already has. Duplicates, reordering and a snapshot that
 * overtakes deltas in flight therefore all fold to the same state.
 */
export interface FleetState {
  floorSeq: number;
  readonly vehicles: Map<number, VehicleState>;
}

/** The vehicles a fold added, changed or removed, each with its state before (undefined: it was not there). */
export type FleetChanges = Map<number, VehicleState | undefined>;

export const emptyFleet = (): FleetState => ({ floorSeq: -1, vehicles: new Map() });

const isNewer = (candidate: VehicleState, current: VehicleState | undefined) =>
  current === undefined || candidate.seq > current.seq;

const noteChange = (changes: FleetChanges, orderId: number, before: VehicleState | undefined) => {
  if (!changes.has(orderId)) changes.set(orderId, before);
};

export function foldDeltas(state: FleetState, deltas: readonly VehicleState[]): FleetChanges {
  const changes: FleetChanges = new Map();
  for (const delta of deltas) {
    if (delta.seq <= state.floorSeq) continue;
    const current = state.vehicles.get(delta.orderId);
    if (!isNewer(delta, current)) continue;
    noteChange(changes, delta.orderId, current);
    state.vehicles.set(delta.orderId, delta);
  }
  return changes;
}

/**
 * Takes a snapshot in: listed vehicles unless a delta newer than the snapshot's copy already arrived; unlisted
 * vehicles leave unless a delta newer than the snapshot brought them.
 */
export function foldSnapshot(state: FleetState, snapshot: FleetSnapshot): FleetChanges {
  const changes: FleetChanges = new Map();
  state.floorSeq = Math.max(state.floorSeq, snapshot.seq);
  const listed = new Set<number>();
  for (const vehicle of snapshot.vehicles) {
    listed.add(vehicle.orderId);
    const current = state.vehicles.get(vehicle.orderId);
    if (current !== undefined && current.seq >= vehicle.seq) continue;
    noteChange(changes, vehicle.orderId, current);
    state.vehicles.set(vehicle.orderId, vehicle);
  }
  for (const [orderId, current] of state.vehicles) {
    if (listed.has(orderId) || current.seq > state.floorSeq) continue;
    noteChange(changes, orderId, current);
    state.vehicles.delete(orderId);
  }
  return changes;
}
