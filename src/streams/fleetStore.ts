import type { FleetSnapshot, VehicleState } from '../domain/schemas/tracking';
import type { ConnectionState } from './connection';
import { EMPTY_FLEET, type FleetState, type FoldResult, foldDeltas, foldSnapshot } from './fleetFold';

export type FleetStatus = 'loading' | 'ready' | 'error';

/** What the board and the map read; a new object only when something in it changed. */
export interface FleetView {
  readonly status: FleetStatus;
  /** Why the last snapshot failed; kept while a retry runs so the board can say so. */
  readonly error: string | null;
  readonly connection: ConnectionState;
  /** In the server's order of the last snapshot, then arrivals; a new array only when a vehicle changed. */
  readonly vehicles: readonly VehicleState[];
  /** The same vehicles by order id. */
  readonly byId: ReadonlyMap<number, VehicleState>;
  /** Goes up by one with every change to the vehicles. */
  readonly version: number;
  /**
   * The order ids added, changed or removed after `version`; null when that is further back than the store
   * remembers, and the reader must look at every vehicle again.
   */
  changedSince(version: number): ReadonlySet<number> | null;
}

/** How many changes the store remembers for changedSince: at a few batches a second, the last minute or so. */
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
 * The view's `vehicles` array is made when first read, not on every batch: rows read their own vehicle, and
 * whatever lists the whole fleet (the board's order, the map) reads it about once a second. On a board of
 * tens of thousands of trucks, copying them out four times a second for nobody is a frame's worth of work.
 * For the same reason the store keeps a journal of which vehicles each change touched: the board's once-a-second
 * refresh looks again at those only (changedSince), not at the whole fleet.
 */
export function createFleetStore(): FleetStore {
  let fleet: FleetState = EMPTY_FLEET;
  let status: FleetStatus = 'loading';
  let error: string | null = null;
  let connection: ConnectionState = 'connecting';
  // One array per fleet state, shared by every view of that state, so it is the same array until a vehicle changes.
  const lists = new WeakMap<FleetState, readonly VehicleState[]>();
  let version = 0;
  const journal: { version: number; orderIds: readonly number[] }[] = [];
  let view = makeView();
  const listeners = new Set<() => void>();
  const vehicleListeners = new Map<number, Set<() => void>>();

  function changedSince(since: number): ReadonlySet<number> | null {
    const oldest = journal[0]?.version ?? version + 1;
    if (since < oldest - 1) return null;
    const orderIds = new Set<number>();
    for (const entry of journal) if (entry.version > since) for (const id of entry.orderIds) orderIds.add(id);
    return orderIds;
  }

  function makeView(): FleetView {
    const state = fleet;
    return {
      status,
      error,
      connection,
      byId: state.vehicles,
      version,
      changedSince,
      get vehicles() {
        let list = lists.get(state);
        if (!list) {
          list = [...state.vehicles.values()];
          lists.set(state, list);
        }
        return list;
      },
    };
  }

  const notifyAll = () => {
    view = makeView();
    for (const listener of [...listeners]) listener();
  };

  const commit = ({ state, changed, removed }: FoldResult) => {
    fleet = state;
    version += 1;
    journal.push({ version, orderIds: [...changed, ...removed] });
    if (journal.length > JOURNAL_LENGTH) journal.shift();
    for (const orderId of [...changed, ...removed]) {
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
      const result = foldDeltas(fleet, deltas);
      if (result.changed.length > 0) commit(result);
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
