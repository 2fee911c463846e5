import { defer, filter, map, merge, mergeMap, Observable, retry, Subscription, switchMap, timer } from 'rxjs';
import type {
  AlertRaised,
  EwayBillUpdated,
  OrderLive,
  PositionBatch,
  TollCrossed,
  VehicleState,
} from '../domain/schemas/tracking';
import type { ConnectionState } from './connection';
import { fetchOnce$ } from './fetchOnce';
import { emptyFleet, foldDeltas, foldSnapshot } from './fleetFold';
import { pauseWhileDisconnected } from './pauseWhileDisconnected';
import { resyncs$ } from './resyncs';

export type OrderLiveStatus = 'loading' | 'ready' | 'error';

/** What a trip screen shows of its order's live state. */
export interface OrderLiveView {
  readonly status: OrderLiveStatus;
  /** Why the last snapshot failed; kept while a retry runs. */
  readonly error: string | null;
  readonly connection: ConnectionState;
  /** The order's vehicle as the board shows it; null while the order is off the board. */
  readonly vehicle: VehicleState | null;
}

/**
 * One order's news: its live state whenever it changes; `moved` when a delta (not a snapshot) moved its vehicle,
 * so a screen can extend the track it drew; the order's tolls, e-way bill changes and alerts; and `resync`
 * on a reconnect, when the screen loads the order's history again.
 */
export type OrderNews =
  | { type: 'state'; view: OrderLiveView }
  | { type: 'moved'; vehicle: VehicleState }
  | { type: 'toll.crossed'; payload: TollCrossed }
  | { type: 'ewaybill.updated'; payload: EwayBillUpdated }
  | { type: 'alert.raised'; payload: AlertRaised }
  | { type: 'resync' };

export interface OrderNewsSources {
  orderId: number;
  /** Must replay its latest value (connectionState$ does). */
  connection$: Observable<ConnectionState>;
  positionBatch$: Observable<PositionBatch>;
  tollCrossed$: Observable<TollCrossed>;
  ewaybillUpdated$: Observable<EwayBillUpdated>;
  alertRaised$: Observable<AlertRaised>;
  /** Joins the order's room (`tracking.watch`); rejects when the server refuses. A room lasts one connection. */
  watch: () => Promise<void>;
  fetchSnapshot: (signal: AbortSignal) => Promise<OrderLive>;
  retryDelayMs?: number;
}

const SNAPSHOT_RETRY_MS = 5_000;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The order could not be loaded.';

/**
 * One order kept in step with the server, the fleet's way (DESIGN.md §5) for one truck: on every (re)connect
 * the order's room is joined, then its REST snapshot read; its deltas and events flow while connected. The
 * room is joined before the snapshot is read, so no change falls between the two; the fold (fleetFold.ts) drops
 * whatever the snapshot already holds.
 */
export function orderNews$(sources: OrderNewsSources): Observable<OrderNews> {
  const { orderId, connection$ } = sources;
  const retryDelayMs = sources.retryDelayMs ?? SNAPSHOT_RETRY_MS;
  const ofThisOrder = <T extends { orderId: number }>(event$: Observable<T>) =>
    event$.pipe(filter((event) => event.orderId === orderId));

  return new Observable<OrderNews>((subscriber) => {
    const fold = emptyFleet();
    let status: OrderLiveStatus = 'loading';
    let error: string | null = null;
    let connection: ConnectionState = 'connecting';
    const publish = () =>
      subscriber.next({
        type: 'state',
        view: { status, error, connection, vehicle: fold.vehicles.get(orderId) ?? null },
      });

    const subscription = new Subscription();
    subscription.add(
      connection$.subscribe((state) => {
        connection = state;
        publish();
      }),
    );
    subscription.add(
      connection$
        .pipe(
          filter((state) => state === 'connected'),
          switchMap(() =>
            defer(() => sources.watch()).pipe(
              switchMap(() => fetchOnce$(sources.fetchSnapshot)),
              retry({
                delay: (failure: unknown) => {
                  // A failed resync keeps the vehicle already shown: a stale position beats none.
                  status = fold.vehicles.size > 0 ? 'ready' : 'error';
                  error = messageOf(failure);
                  publish();
                  return timer(retryDelayMs);
                },
              }),
            ),
          ),
        )
        .subscribe((snapshot) => {
          foldSnapshot(fold, { seq: snapshot.seq, vehicles: snapshot.vehicle ? [snapshot.vehicle] : [] });
          status = 'ready';
          error = null;
          publish();
        }),
    );
    subscription.add(
      sources.positionBatch$
        .pipe(
          pauseWhileDisconnected(connection$),
          mergeMap((batch) => batch.vehicles),
          filter((vehicle) => vehicle.orderId === orderId),
        )
        .subscribe((vehicle) => {
          if (foldDeltas(fold, [vehicle]).size === 0) return;
          publish();
          subscriber.next({ type: 'moved', vehicle });
        }),
    );
    subscription.add(
      merge(
        ofThisOrder(sources.tollCrossed$).pipe(
          map((payload): OrderNews => ({ type: 'toll.crossed', payload })),
        ),
        ofThisOrder(sources.ewaybillUpdated$).pipe(
          map((payload): OrderNews => ({ type: 'ewaybill.updated', payload })),
        ),
        ofThisOrder(sources.alertRaised$).pipe(
          map((payload): OrderNews => ({ type: 'alert.raised', payload })),
        ),
      )
        .pipe(pauseWhileDisconnected(connection$))
        .subscribe((news) => subscriber.next(news)),
    );
    subscription.add(resyncs$(connection$).subscribe(() => subscriber.next({ type: 'resync' })));
    return subscription;
  });
}
