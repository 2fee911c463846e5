import { FleetSnapshot } from 'virtual:precompiled-tracking-schemas';
import {
  filter,
  map,
  mergeMap,
  type Observable,
  retry,
  type SchedulerLike,
  Subscription,
  switchMap,
  timer,
} from 'rxjs';
import type { PositionBatch, VehicleColumns, VehicleState } from '../domain/schemas/tracking';
import type { Direction } from '../domain/statuses';
import { decodeVehicleColumns } from '../domain/vehicleColumns';
import type { ConnectionState } from './connection';
import { fetchOnce$ } from './fetchOnce';
import type { FleetStore } from './fleetStore';
import { latestPerKeyPerFrame } from './frameBatcher';
import { pauseWhileDisconnected } from './pauseWhileDisconnected';

export interface FleetSyncSources {
  direction: Direction;
  /** Must replay its latest value (connectionState$ does). */
  connection$: Observable<ConnectionState>;
  positionBatch$: Observable<PositionBatch>;
  /** The snapshot in its wire form (GET /api/tracking/fleet), decoded here. */
  fetchSnapshot: (signal: AbortSignal) => Promise<VehicleColumns>;
  /** Animation frames in the browser; virtual time in tests. */
  frameScheduler?: SchedulerLike;
  retryDelayMs?: number;
}

const SNAPSHOT_RETRY_MS = 5_000;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The fleet could not be loaded.';

/** The snapshot's vehicles decoded, and checked as a whole (precompiled): one bad vehicle fails the snapshot. */
function decodedSnapshot(wire: VehicleColumns) {
  const parsed = FleetSnapshot.safeParse(decodeVehicleColumns(wire));
  if (!parsed.success) throw new Error('Unexpected answer from /api/tracking/fleet.');
  return parsed.data;
}

/**
 * Keeps a fleet store in step with the server (DESIGN.md §5): on every (re)connect the REST snapshot is
 * fetched again (and decoded from its wire form, as the batches are in positionBatch$), and position deltas of this direction flow in once per animation frame while connected.
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
            map(decodedSnapshot),
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
