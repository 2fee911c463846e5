import type { FleetSnapshot, VehicleState } from '../domain/schemas/tracking';
import type { ConnectionState } from './connection';
import { emptyFleet, type FleetChanges, foldDeltas, foldSnapshot } from './fleetFold';

export type FleetStatus = 'loading' | 'ready' | 'error';

/** What the board and the map read; a new object only when something in it changed. */
export interface FleetView {
  readonly status: FleetStatus;
  /** Why the last snapshot failed; kept while a retry runs so the board can say so. */
  readonly error: string | null;
  readonly connection: ConnectionState;
  /**
   * The fleet's vehicles by order id, as they are now: the store's own map, changed in place, so whatever keeps
   * it (the board summary's `shown`, for the map) reads the fleet as it is when it reads, never as it was.
   */
  readonly byId: ReadonlyMap<number, VehicleState>;
  /** Goes up by one with every change to the vehicles. */
  readonly version: number;
  /**
   * The vehicles added, changed or removed after `version`, each with its state at `version` (undefined: it
   * was not there); null when that is further back than the store remembers, and the reader must look at every
   * vehicle again.
   */
  changedSince(version: number): ReadonlyMap<number, VehicleState | undefined> | null;
}

/**
 * How many changes the store remembers for changedSince. Changes come at most once an animation frame, so this is
 * at least four seconds of them; a reader further behind (a board in a background tab) looks at every vehicle.
 */
const JOURNAL_LENGTH = 256;

export interface FleetStore {
  getView(): FleetView;
  /** Called once per applied batch, whichever vehicles it touched. */
  subscribe(listener: () => void): () => void;
  getVehicle(orderId: number): VehicleState | undefined;
  /** Called only when this vehicle changes: a board row listens here, not to the whole fleet. */
  subscribeVehicle(orderId: number, listener: () => void): () => void;
  applySnapshot(snapshot: FleetSnapshot): void;
  applyDeltas(deltas: readonly VehicleState[]): void;
  setConnection(connection: ConnectionState): void;
  fail(message: string): void;
}

/**
 * The fleet as an external store for useSyncExternalStore, with one listener set per vehicle.
 *
 * Rows read their own vehicle; whatever looks at the whole fleet (the board's order and counts, the map) does so
 * about once a second, and on a board of tens of thousands of trucks looking at every one of them is a frame's
 * worth of work. So the store keeps a journal of what each change touched and what it replaced: the refresh
 * looks again at those only (changedSince).
 */
export function createFleetStore(): FleetStore {
  const fleet = emptyFleet();
  let status: FleetStatus = 'loading';
  let error: string | null = null;
  let connection: ConnectionState = 'connecting';
  let version = 0;
  const journal: { version: number; changes: FleetChanges }[] = [];
  let view = makeView();
  const listeners = new Set<() => void>();
  const vehicleListeners = new Map<number, Set<() => void>>();

  function changedSince(since: number): ReadonlyMap<number, VehicleState | undefined> | null {
    const oldest = journal[0]?.version ?? version + 1;
    if (since < oldest - 1) return null;
    const changes: FleetChanges = new Map();
    for (const entry of journal)
      if (entry.version > since)
        // The state at `since` is the one the first change after it replaced.
        for (const [orderId, before] of entry.changes)
          if (!changes.has(orderId)) changes.set(orderId, before);
    return changes;
  }

  function makeView(): FleetView {
    return { status, error, connection, byId: fleet.vehicles, version, changedSince };
  }

  const notifyAll = () => {
    view = makeView();
    for (const listener of [...listeners]) listener();
  };

  const commit = (changes: FleetChanges) => {
    version += 1;
    journal.push({ version, changes });
    if (journal.length > JOURNAL_LENGTH) journal.shift();
    for (const orderId of changes.keys()) {
      const own = vehicleListeners.get(orderId);
      if (own) for (const listener of [...own]) listener();
    }
    notifyAll();
  };

  return {
    getView: () => view,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVehicle: (orderId) => fleet.vehicles.get(orderId),
    subscribeVehicle: (orderId, listener) => {
      let own = vehicleListeners.get(orderId);
      if (!own) {
        own = new Set();
        vehicleListeners.set(orderId, own);
      }
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0) vehicleListeners.delete(orderId);
      };
    },
    applySnapshot: (snapshot) => {
      status = 'ready';
      error = null;
      commit(foldSnapshot(fleet, snapshot));
    },
    applyDeltas: (deltas) => {
      const changes = foldDeltas(fleet, deltas);
      if (changes.size > 0) commit(changes);
    },
    setConnection: (next) => {
      if (next === connection) return;
      connection = next;
      notifyAll();
    },
    fail: (message) => {
      // A failed resync keeps the vehicles already shown: stale positions beat an empty board.
      status = fleet.vehicles.size > 0 ? 'ready' : 'error';
      error = message;
      notifyAll();
    },
  };
}
