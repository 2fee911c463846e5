import type { FleetSnapshot, VehicleState } from '../domain/schemas/tracking';

/**
 * The board's state as a pure fold of the snapshot and the deltas after it.
 *
 * `floorSeq` is the sequence of the last snapshot: a delta at or below it is already inside the snapshot (or
 * is about a vehicle the snapshot no longer lists), so it is ignored. Above the floor, a vehicle takes a delta
 * only when it is newer than what the vehicle already has. Duplicates, reordering and a snapshot that
 * overtakes deltas in flight therefore all fold to the same state.
 */
export interface FleetState {
  readonly floorSeq: number;
  readonly vehicles: ReadonlyMap<number, VehicleState>;
}

export interface FoldResult {
  readonly state: FleetState;
  /** Vehicles added or changed, by order id. */
  readonly changed: readonly number[];
  readonly removed: readonly number[];
}

export const EMPTY_FLEET: FleetState = { floorSeq: -1, vehicles: new Map() };

const isNewer = (candidate: VehicleState, current: VehicleState | undefined) =>
  current === undefined || candidate.seq > current.seq;

export function foldDeltas(state: FleetState, deltas: readonly VehicleState[]): FoldResult {
  let vehicles: Map<number, VehicleState> | null = null;
  const changed = new Set<number>();
  for (const delta of deltas) {
    if (delta.seq <= state.floorSeq) continue;
    const current = (vehicles ?? state.vehicles).get(delta.orderId);
    if (!isNewer(delta, current)) continue;
    // Copied on the first real change only, so a batch of stale deltas costs no allocation.
    vehicles ??= new Map(state.vehicles);
    changed.add(delta.orderId);
    vehicles.set(delta.orderId, delta);
  }
  return { state: vehicles ? { ...state, vehicles } : state, changed: [...changed], removed: [] };
}

/**
 * Takes a snapshot in: listed vehicles unless a delta newer than the snapshot's copy already arrived; unlisted
 * vehicles leave unless a delta newer than the snapshot brought them.
 */
export function foldSnapshot(state: FleetState, snapshot: FleetSnapshot): FoldResult {
  const floorSeq = Math.max(state.floorSeq, snapshot.seq);
  const vehicles = new Map<number, VehicleState>();
  const changed: number[] = [];
  const removed: number[] = [];
  for (const listed of snapshot.vehicles) {
    const current = state.vehicles.get(listed.orderId);
    const kept = current !== undefined && current.seq >= listed.seq ? current : listed;
    vehicles.set(listed.orderId, kept);
    if (kept !== current) changed.push(listed.orderId);
  }
  for (const [orderId, current] of state.vehicles) {
    if (vehicles.has(orderId)) continue;
    if (current.seq > floorSeq) vehicles.set(orderId, current);
    else removed.push(orderId);
  }
  return { state: { floorSeq, vehicles }, changed, removed };
}
