import { VehicleColumns, VehicleState } from 'virtual:precompiled-tracking-schemas';
import {
  filter,
  mergeMap,
  type Observable,
  retry,
  type SchedulerLike,
  Subscription,
  switchMap,
  timer,
} from 'rxjs';
import type { FleetSnapshot, PositionBatch } from '../domain/schemas/tracking';
import { ITEMS_PER_PAUSE, type Sliced } from '../domain/slicedWork';
import type { Direction } from '../domain/statuses';
import { decodingVehicleColumns } from '../domain/vehicleColumns';
import type { ConnectionState } from './connection';
import { fetchOnce$ } from './fetchOnce';
import type { FleetStore } from './fleetStore';
import { latestPerKeyPerFrame } from './frameBatcher';
import { pauseWhileDisconnected } from './pauseWhileDisconnected';
import { inSlices$ } from './timeSlices';

export interface FleetSyncSources {
  direction: Direction;
  /** Must replay its latest value (connectionState$ does). */
  connection$: Observable<ConnectionState>;
  positionBatch$: Observable<PositionBatch>;
  /** The snapshot in its wire form (GET /api/tracking/fleet) as it came: checked and decoded here. */
  fetchSnapshot: (signal: AbortSignal) => Promise<unknown>;
  /** Animation frames in the browser; virtual time in tests. */
  frameScheduler?: SchedulerLike;
  retryDelayMs?: number;
}

const SNAPSHOT_RETRY_MS = 5_000;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The fleet could not be loaded.';

const INVALID_SNAPSHOT = 'Unexpected answer from /api/tracking/fleet.';

const NO_PLACES: VehicleColumns['places'] = { name: [], latitude: [], longitude: [] };

/**
 * The snapshot's wire form checked (VehicleColumns, precompiled) a slice of trucks at a time: its texts and
 * places first, with no trucks, then each slice's part of every column.
 */
function* checkedWire(raw: unknown): Sliced<VehicleColumns> {
  const wire = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const columns = wire.vehicles;
  if (typeof columns !== 'object' || columns === null) throw new Error(INVALID_SNAPSHOT);
  const part = (from: number, to: number) =>
    Object.fromEntries(
      Object.entries(columns).map(([name, column]) => [
        name,
        Array.isArray(column) ? column.slice(from, to) : column,
      ]),
    );
  const head = VehicleColumns.safeParse({ ...wire, vehicles: part(0, 0) });
  if (!head.success) throw new Error(INVALID_SNAPSHOT);
  const { seq, epoch } = head.data;
  const trucks = (columns as { orderId?: unknown[] }).orderId?.length ?? 0;
  for (let from = 0; from < trucks; from += ITEMS_PER_PAUSE) {
    yield;
    const slice = { seq, epoch, text: [], places: NO_PLACES, vehicles: part(from, from + ITEMS_PER_PAUSE) };
    if (!VehicleColumns.safeParse(slice).success) throw new Error(INVALID_SNAPSHOT);
  }
  // Every value passed: the columns as they came are the checked ones.
  return { ...head.data, vehicles: columns as VehicleColumns['vehicles'] };
}

/**
 * The snapshot checked, decoded and its vehicles checked (precompiled), with pauses: one bad vehicle fails the
 * snapshot. At 50,000 trucks, doing so in one task held the page for most of a second.
 */
function* decodedSnapshot(raw: unknown): Sliced<FleetSnapshot> {
  const { seq, vehicles } = yield* decodingVehicleColumns(yield* checkedWire(raw));
  const checked: VehicleState[] = [];
  for (let i = 0; i < vehicles.length; i++) {
    const parsed = VehicleState.safeParse(vehicles[i]);
    if (!parsed.success) throw new Error(INVALID_SNAPSHOT);
    checked.push(parsed.data);
    if ((i + 1) % ITEMS_PER_PAUSE === 0) yield;
  }
  return { seq, vehicles: checked };
}

/**
 * Keeps a fleet store in step with the server (DESIGN.md §5): on every (re)connect the REST snapshot is
 * fetched again (and decoded from its wire form in slices of a few milliseconds, as the batches are in
 * positionBatch$), and position deltas of this direction flow in once per animation frame while connected.
 * The store's fold drops whatever the snapshot already holds, so a resync replays nothing twice.
 */
export function syncFleet(store: FleetStore, sources: FleetSyncSources): Subscription {
  const { direction, connection$, positionBatch$, fetchSnapshot, frameScheduler } = sources;
  const retryDelayMs = sources.retryDelayMs ?? SNAPSHOT_RETRY_MS;
  const subscription = new Subscription();

  subscription.add(connection$.subscribe((state) => store.setConnection(state)));

  subscription.add(
    connection$
      .pipe(
        filter((state) => state === 'connected'),
        switchMap(() =>
          fetchOnce$(fetchSnapshot).pipe(
            switchMap((wire) => inSlices$(decodedSnapshot(wire))),
            retry({
              delay: (error: unknown) => {
                store.fail(messageOf(error));
                return timer(retryDelayMs);
              },
            }),
          ),
        ),
      )
      .subscribe((snapshot) => store.applySnapshot(snapshot)),
  );

  subscription.add(
    positionBatch$
      .pipe(
        pauseWhileDisconnected(connection$),
        mergeMap((batch) => batch.vehicles),
        filter((vehicle) => vehicle.direction === direction),
        latestPerKeyPerFrame(
          (vehicle: VehicleState) => vehicle.orderId,
          (candidate, current) => candidate.seq > current.seq,
          frameScheduler,
        ),
      )
      .subscribe((deltas) => store.applyDeltas(deltas)),
  );

  return subscription;
}
